import { earliestStart as earliestQuarter, floorToQuarter, leadTimeMs, startTooSoon } from '@contracts/rental-times'
import { engineInstant } from './kept-length'
import type { IntentResult } from './intent-types'
import { slotInstant } from './slot-instant'
import type { DialogEnv } from './types'

/** The tenant's minimum notice as the rental time rules read it (contracts/rental-times.ts). */
const leadOf = (env: DialogEnv) => ({ minLeadMs: leadTimeMs(env.tenant.minimumTimeBeforeStart) })

/** The first quarter hour the tenant's lead time (minimum_time_before_start) allows a start at. */
export function earliestStart(env: DialogEnv): number {
  return earliestQuarter(env.now.getTime(), leadOf(env))
}

/**
 * A vehicle search starting sooner than the tenant's lead time allows ("maintenant" where bookings
 * need an hour's notice) would come back from the server as SEARCH_START_TIME_TOO_SOON (spec section
 * 8). Its start moves to the earliest quarter hour allowed, the one the past-start refusal offers
 * (handlers/search/past-start.ts), and the length said with it is kept, as kept-length.ts keeps it
 * for a refused start. A past start is left to that refusal; without a lead time nothing moves, so a
 * start in the current quarter hour still counts as now. A carpool joined is no rental: not checked.
 * `movedTo` is the new start, for the answer to say so; null when nothing moved.
 */
export function withLeadTime(result: IntentResult, env: DialogEnv): { result: IntentResult; movedTo: number | null } {
  const lead = leadOf(env)
  const start = slotInstant(result.slots.startDate)
  const now = env.now.getTime()
  if (result.intent !== 'search_vehicles' || lead.minLeadMs === 0 || start === null) return { result, movedTo: null }
  if (start < floorToQuarter(now) || !startTooSoon(start, now, lead)) return { result, movedTo: null }
  const movedTo = earliestStart(env)
  const end = slotInstant(result.slots.endDate)
  const timeZone = env.tenant.timezone
  const slots = {
    ...result.slots,
    startDate: engineInstant(movedTo, timeZone),
    endDate: end === null ? result.slots.endDate : engineInstant(end + (movedTo - start), timeZone),
  }
  return { result: { ...result, slots }, movedTo }
}
