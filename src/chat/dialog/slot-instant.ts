/** A date slot as the engine gives it (an ISO string with the tenant's offset) in milliseconds; null when absent or unreadable. */
export function slotInstant(value: unknown): number | null {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(ms) ? ms : null
}
