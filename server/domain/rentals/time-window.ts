import { effectiveDelay } from '@contracts/delay-rules'
import { openingHoursError } from '@contracts/opening-hours'
import { badRequest } from '../../http/errors'
import { openingHoursRefusal } from '../search/time-rules'
import type { RentalRuleSettings } from './rule-settings'

export interface TimeWindow {
  start: number
  end: number
}

const seconds = (s: number) => s * 1000

// A driver who picks "now" sends an instant a few seconds old by the time it arrives (as in search).
const CLOCK_SKEW_MS = 60_000

// Same reading of the limits as search and booking (server/domain/search/booking-settings.ts), which
// cannot be reused as is: a moved end of a rental in progress must not be judged by its past start.
// Durations follow DECISIONS.md: a stored -1 takes section 9's default where there is one,
// and means "no limit" where there is none (maximum duration, minimum time before start).
function effective(settings: RentalRuleSettings) {
  const d = settings.delays
  return {
    minDuration: effectiveDelay('minimum_reservation_duration', d.minimum_reservation_duration),
    maxDuration: d.maximum_reservation_duration > 0 ? d.maximum_reservation_duration : null,
    maxAdvance: effectiveDelay('maximum_time_in_advance', d.maximum_time_in_advance),
    minBeforeStart: d.minimum_time_before_start > 0 ? d.minimum_time_before_start : 0,
  }
}

/**
 * Checks new reservation times against spec section 5 and the tenant's durations. Only the bounds
 * that concern a moved end are checked for a rental whose start is kept (it may already be past).
 */
export function checkNewTimes(next: TimeWindow, moved: { start: boolean; end: boolean }, settings: RentalRuleSettings, now: number): void {
  const limits = effective(settings)
  if (moved.start && next.start < now - CLOCK_SKEW_MS) throw badRequest('RENTAL_DATES_IN_PAST', 'rental.reservation_start_time')
  if (moved.end && next.end <= now) throw badRequest('RENTAL_DATES_IN_PAST', 'rental.reservation_end_time')
  if (next.start >= next.end) throw badRequest('START_DATE_AFTER_END_DATE', 'rental.reservation_end_time')
  const duration = next.end - next.start
  if (duration < seconds(limits.minDuration)) throw badRequest('SEARCH_END_TIME_TOO_SHORT', 'rental.reservation_end_time')
  if (limits.maxDuration !== null && duration > seconds(limits.maxDuration)) {
    throw badRequest('SEARCH_END_TIME_TOO_LONG', 'rental.reservation_end_time')
  }
  // Only the bounds that move: a booking made before the tenant set its hours keeps the other.
  const closed = openingHoursError(settings.opening_hours, next.start, next.end, settings.timezone ?? 'UTC', moved)
  if (closed && settings.opening_hours) {
    throw openingHoursRefusal(settings.opening_hours, closed, closed === 'SEARCH_START_TIME_BEFORE' ? 'rental.reservation_start_time' : 'rental.reservation_end_time')
  }
  if (!moved.start) return
  if (next.start < now + seconds(limits.minBeforeStart) - CLOCK_SKEW_MS) throw badRequest('SEARCH_START_TIME_TOO_SOON', 'rental.reservation_start_time')
  if (next.start > now + seconds(limits.maxAdvance)) {
    throw badRequest('SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', 'rental.reservation_start_time')
  }
}
