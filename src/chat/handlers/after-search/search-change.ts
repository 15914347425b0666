import { TZDate } from '@date-fns/tz'
import { missingSearchSlots } from '../../dialog/handlers/search'
import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome } from '../../dialog/types'
import { saysVehicle } from '../../dialog/reading/words'
import { clockNamed } from './booking-change'
import { isoIn } from '../../dialog/iso-in-zone'
import { dayIn, dayNamed } from './named-booking'
import { saysChange } from './words'

const SEARCHES = new Set(['search_vehicles', 'join_carpool'])

/**
 * Rule 11 on a search: "finalement 19h" after "jusqu'à 18h" moves the end, not the start, when the
 * end was the last thing said or asked. The search runs again with that end; null otherwise (the
 * engine's follow-up moves the start).
 */
export function changeSearchEnd(s: TurnSentence): DialogOutcome | null {
  const context = s.state.context
  if (!context || !SEARCHES.has(context.intent) || s.state.after?.lastSaid !== 'end' || s.state.after.booking) return null
  if (!saysChange(s.text) || saysVehicle(s.text) || dayNamed(s) !== null) return null
  const clock = clockNamed(s)
  const start = typeof context.slots.startDate === 'string' ? Date.parse(context.slots.startDate) : null
  const end = typeof context.slots.endDate === 'string' ? Date.parse(context.slots.endDate) : null
  if (!clock || start === null || end === null) return null
  const zone = s.env.tenant.timezone
  const [y, m, d] = dayIn(end, zone).split('-').map(Number)
  let newEnd = new TZDate(y, m - 1, d, clock[0], clock[1], zone).getTime()
  if (newEnd <= start) newEnd += 24 * 3_600_000
  const slots = { ...context.slots, endDate: isoIn(newEnd, zone) }
  const result = { lang: s.own.lang, intent: context.intent, slots, missing: missingSearchSlots(context.intent, slots, s.env.tenant.searchEngine) }
  return s.respond(result, { ...s.state, pending: null })
}
