/**
 * The delay rule of spec section 5, applied to the RAW stored tenant delay (seconds):
 * -1 means never, 0 means always, otherwise the instant must lie beyond now + delay.
 * GET /tenant replaces -1 with section 9's defaults for the client; the server must not.
 */
export function allowedByDelay(instantMs: number, nowMs: number, delaySeconds: number): boolean {
  if (delaySeconds < 0) return false
  if (delaySeconds === 0) return true
  return instantMs > nowMs + delaySeconds * 1000
}

/** The last instant at which the rule still allows the action, or null when it never or always does. */
export function delayDeadline(instantMs: number, delaySeconds: number): number | null {
  if (delaySeconds <= 0) return null
  return instantMs - delaySeconds * 1000
}
