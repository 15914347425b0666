/** The discount codes of a rental, stored as a JSON list; anything else reads as none. */
export function parseStoredCodes(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []
  } catch {
    return []
  }
}
