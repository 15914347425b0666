/** Instants travel as ISO 8601 strings in UTC (contracts InstantSchema); they are stored as epoch ms. */
export function isoInstant(ms: number): string {
  return new Date(ms).toISOString()
}

export function isoInstantOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : isoInstant(ms)
}
