/**
 * The delay rule of spec section 5, on a tenant delay in seconds: -1 (or any negative) never,
 * 0 always, otherwise the instant must still be later than now + delay.
 */
export function isChangeAllowed(delaySeconds: number, instantMs: number, nowMs: number): boolean {
  if (delaySeconds < 0) return false
  if (delaySeconds === 0) return true
  return instantMs > nowMs + delaySeconds * 1000
}

/**
 * The last instant at which the change is still allowed, or null when there is no deadline (0) or
 * no change at all (-1). The rule is strict (later than now + delay), so the deadline is one
 * millisecond before the instant minus the delay; shown to the minute, that reads as the threshold.
 */
export function changeDeadline(delaySeconds: number, instantMs: number): number | null {
  if (delaySeconds <= 0) return null
  return instantMs - delaySeconds * 1000 - 1
}
