import type { Delays } from './tenant'
import { TENANT_DELAY_DEFAULTS } from './tenant-defaults'

// Without zod, so the app's first load can use it. The one owner of the tenant delay rules (spec
// sections 5 and 9, DECISIONS.md): the server, the screens and the chat all import it.

/**
 * A stored delay as the rules read it: a negative value (the server's "-1") takes spec section 9's
 * default where there is one (DECISIONS.md); the others keep it (no limit, for a maximum duration).
 */
export function effectiveDelay(key: keyof Delays, stored: number): number {
  const fallback = TENANT_DELAY_DEFAULTS[key]
  return stored < 0 && fallback !== undefined ? fallback : stored
}

/** Every delay of a tenant with its -1 defaults applied (what GET /tenant sends). */
export function effectiveDelays(delays: Delays): Delays {
  const out = { ...delays }
  for (const key of Object.keys(out) as (keyof Delays)[]) out[key] = effectiveDelay(key, out[key])
  return out
}

/** The delays that gate a change of an existing booking. */
export type ChangeDelayKey = 'cancellation_minimal_delay' | 'reservation_start_time_modification_minimal_delay' | 'reservation_end_time_modification_minimal_delay'

/**
 * The first instant at which the change is refused: `instant - delay`. Null when the delay puts
 * no deadline (0: always allowed; a negative left after the defaults: never allowed).
 */
export function changeDeadline(key: ChangeDelayKey, storedDelay: number, instantMs: number): number | null {
  const delay = effectiveDelay(key, storedDelay)
  return delay > 0 ? instantMs - delay * 1000 : null
}

/**
 * Spec section 5's delay rule: 0 always, otherwise the instant must lie beyond now + delay, i.e.
 * now before the deadline `instant - delay`. A stored -1 takes the section 9 default (1 s).
 */
export function isChangeAllowed(key: ChangeDelayKey, storedDelay: number, instantMs: number, nowMs: number): boolean {
  const delay = effectiveDelay(key, storedDelay)
  if (delay < 0) return false
  if (delay === 0) return true
  return nowMs < instantMs - delay * 1000
}
