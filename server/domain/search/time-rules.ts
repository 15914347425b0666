import { DomainError } from '../booking/domain-error'
import { effectiveLimits, type BookingSettings } from './booking-settings'

// A driver who picks "now" sends an instant a few seconds old by the time it arrives.
const CLOCK_SKEW_MS = 60_000

/**
 * The date rules of spec sections 5 and 8, shared by search and booking, checked in the order a
 * driver would fix them: past dates, inverted dates, then the tenant's lead time, advance,
 * minimum and maximum duration.
 */
export function checkRentalTimes(settings: BookingSettings, startMs: number, endMs: number, nowMs: number): void {
  const l = effectiveLimits(settings)
  if (startMs < nowMs - CLOCK_SKEW_MS) throw new DomainError('RENTAL_DATES_IN_PAST', 400, 'The rental dates are in the past.', 'start_time')
  if (endMs <= startMs) throw new DomainError('START_DATE_AFTER_END_DATE', 400, 'The start date must be before the end date.', 'end_time')
  if (startMs < nowMs + l.minLeadMs - CLOCK_SKEW_MS) {
    throw new DomainError('SEARCH_START_TIME_TOO_SOON', 400, `The rental must start at least ${l.minLeadMs / 60000} minutes from now.`, 'start_time')
  }
  if (startMs > nowMs + l.maxAdvanceMs) {
    throw new DomainError('SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', 400, 'The rental starts too far in advance.', 'start_time')
  }
  if (endMs - startMs < l.minDurationMs) {
    throw new DomainError('SEARCH_END_TIME_TOO_SHORT', 400, 'The rental is shorter than the minimum duration.', 'end_time')
  }
  if (l.maxDurationMs !== null && endMs - startMs > l.maxDurationMs) {
    throw new DomainError('SEARCH_END_TIME_TOO_LONG', 400, 'The rental is longer than the maximum duration.', 'end_time')
  }
}
