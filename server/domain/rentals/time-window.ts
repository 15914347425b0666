import { openingHoursError } from '@contracts/opening-hours'
import { rentalLimits, startInPast, startTooFar, startTooSoon, tooLong, tooShort } from '@contracts/rental-times'
import { badRequest } from '../../errors'
import { openingHoursRefusal } from '../search/time-rules'
import type { RentalRuleSettings } from './rule-settings'

export interface TimeWindow {
  start: number
  end: number
}

/**
 * Checks new reservation times against spec section 5 and the tenant's durations
 * (contracts/rental-times.ts). Only the bounds that concern a moved end are checked for a rental
 * whose start is kept (it may already be past).
 */
export function checkNewTimes(next: TimeWindow, moved: { start: boolean; end: boolean }, settings: RentalRuleSettings, now: number): void {
  const limits = rentalLimits(settings.delays)
  if (moved.start && startInPast(next.start, now)) throw badRequest('RENTAL_DATES_IN_PAST', 'rental.reservation_start_time')
  if (moved.end && next.end <= now) throw badRequest('RENTAL_DATES_IN_PAST', 'rental.reservation_end_time')
  if (next.start >= next.end) throw badRequest('START_DATE_AFTER_END_DATE', 'rental.reservation_end_time')
  const duration = next.end - next.start
  if (tooShort(duration, limits)) throw badRequest('SEARCH_END_TIME_TOO_SHORT', 'rental.reservation_end_time')
  if (tooLong(duration, limits)) throw badRequest('SEARCH_END_TIME_TOO_LONG', 'rental.reservation_end_time')
  // Only the bounds that move: a booking made before the tenant set its hours keeps the other.
  const closed = openingHoursError(settings.opening_hours, next.start, next.end, settings.timezone ?? 'UTC', moved)
  if (closed && settings.opening_hours) {
    throw openingHoursRefusal(settings.opening_hours, closed, closed === 'SEARCH_START_TIME_BEFORE' ? 'rental.reservation_start_time' : 'rental.reservation_end_time')
  }
  if (!moved.start) return
  if (startTooSoon(next.start, now, limits)) throw badRequest('SEARCH_START_TIME_TOO_SOON', 'rental.reservation_start_time')
  if (startTooFar(next.start, now, limits)) throw badRequest('SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', 'rental.reservation_start_time')
}
