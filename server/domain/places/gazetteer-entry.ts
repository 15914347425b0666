/** name, locality ('' when the name is the locality), latitude, longitude, and a region overriding the country's. */
export type GazetteerEntry = readonly [string, string, number, number, string?]

export interface CountryGazetteer {
  /** ISO 3166-1 alpha-2. */
  country: string
  /** Appended to every formatted address, e.g. "QC, Canada". */
  region: string
  entries: readonly GazetteerEntry[]
}
