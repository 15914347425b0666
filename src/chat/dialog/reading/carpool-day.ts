import { TZDate } from '@date-fns/tz'
import { ceilToQuarter } from '@/lib/quarter-hour'
import { engineInstant } from '../kept-length'
import type { IntentResult, Slots } from '../intent-types'
import { saysTime } from './words'

/**
 * Rule 8: a carpool search that names a day and no time covers that whole day, 00:00 to 00:00 the
 * next day, or from now when the day is today: a ride at 6 a.m. is not missed for a 9 a.m. default.
 */
export function wholeDayCarpool(result: IntentResult, own: Slots, text: string, now: Date, timeZone: string): IntentResult {
  if (result.intent !== 'join_carpool' || typeof own.startDate !== 'string' || typeof result.slots.startDate !== 'string') return result
  if (own.endDate || saysTime(text)) return result
  const day = new TZDate(Date.parse(result.slots.startDate), timeZone)
  const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, timeZone)
  const next = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 0, 0, 0, timeZone)
  const start = Math.max(midnight.getTime(), ceilToQuarter(now.getTime()))
  if (start >= next.getTime()) return result
  return {
    ...result,
    slots: {
      ...result.slots,
      startDate: engineInstant(start, timeZone),
      endDate: engineInstant(next.getTime(), timeZone),
    },
  }
}
