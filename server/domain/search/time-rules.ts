import { openingHoursError, type OpeningHours, type OpeningHoursError } from '@contracts/opening-hours'
import { startInPast, startTooFar, startTooSoon, tooLong, tooShort } from '@contracts/rental-times'
import { ApiError } from '../../errors'
import { ruleError } from '../booking/domain-error'
import { effectiveLimits, type BookingSettings } from './booking-settings'

export interface TimeFields {
  start: string
  end: string
}
const SEARCH_FIELDS: TimeFields = { start: 'search.start_time', end: 'search.end_time' }

/**
 * The date rules of spec sections 5 and 8 (contracts/rental-times.ts), shared by search and booking, checked in the order a
 * driver would fix them: past dates, inverted dates, then the tenant's lead time, advance,
 * minimum and maximum duration.
 */
export function checkRentalTimes(settings: BookingSettings, startMs: number, endMs: number, nowMs: number, fields: TimeFields = SEARCH_FIELDS): void {
  const l = effectiveLimits(settings)
  if (startInPast(startMs, nowMs)) throw ruleError(400, 'RENTAL_DATES_IN_PAST', fields.start)
  if (endMs <= startMs) throw ruleError(400, 'START_DATE_AFTER_END_DATE', fields.end)
  if (startTooSoon(startMs, nowMs, l)) throw ruleError(400, 'SEARCH_START_TIME_TOO_SOON', fields.start)
  if (startTooFar(startMs, nowMs, l)) throw ruleError(400, 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', fields.start)
  if (tooShort(endMs - startMs, l)) throw ruleError(400, 'SEARCH_END_TIME_TOO_SHORT', fields.end)
  if (tooLong(endMs - startMs, l)) throw ruleError(400, 'SEARCH_END_TIME_TOO_LONG', fields.end)
  const closed = openingHoursError(settings.opening_hours, startMs, endMs, settings.timezone ?? 'UTC')
  if (closed && settings.opening_hours) throw openingHoursRefusal(settings.opening_hours, closed, closed === 'SEARCH_START_TIME_BEFORE' ? fields.start : fields.end)
}

/**
 * The 400 of a start or end outside the tenant's opening hours (contracts/opening-hours.ts), shared
 * by search, booking, price and modification. The detail names the hours, so that the driver knows
 * what to pick (the screens show it as is).
 */
export function openingHoursRefusal(hours: OpeningHours, code: OpeningHoursError, field: string): ApiError {
  const { opens, closes } = hours
  return code === 'SEARCH_START_TIME_BEFORE'
    ? new ApiError(400, code, { fr: `Les départs se font entre ${opens} et ${closes} (heure locale).`, en: `Rentals start between ${opens} and ${closes} (local time).` }, field)
    : new ApiError(400, code, { fr: `Les retours se font entre ${opens} et ${closes} (heure locale).`, en: `Rentals end between ${opens} and ${closes} (local time).` }, field)
}
