import { checkRentalTimes } from './time-rules'
import type { BookingSettings } from './booking-settings'

const H = 3_600_000
const now = Date.UTC(2026, 5, 1, 12, 0)
const settings = (delays: Partial<BookingSettings['delays']> = {}): BookingSettings => ({
  search_engine: 'station',
  currency: 'CAD',
  distance_unit: 'km',
  prepare_delay: 900,
  max_active_rentals: 3,
  delays: {
    minimum_reservation_duration: 3600,
    maximum_reservation_duration: 7 * 24 * 3600,
    maximum_time_in_advance: 30 * 24 * 3600,
    minimum_time_before_start: 1800,
    ...delays,
  },
  features: { payment_card_required: false, carpooling: true, one_way: true, discount: true, privacy_usage: true },
})

const codeOf = (s: BookingSettings, start: number, end: number) => {
  try {
    checkRentalTimes(s, start, end, now)
    return 'ok'
  } catch (e) {
    return (e as { code: string }).code
  }
}

describe('checkRentalTimes', () => {
  it.each([
    ['a valid rental', now + H, now + 3 * H, 'ok'],
    ['a start in the past', now - 2 * H, now + H, 'RENTAL_DATES_IN_PAST'],
    ['an end before the start', now + 3 * H, now + 2 * H, 'START_DATE_AFTER_END_DATE'],
    ['an end equal to the start', now + 3 * H, now + 3 * H, 'START_DATE_AFTER_END_DATE'],
    ['a start inside the lead time', now + 10 * 60_000, now + 3 * H, 'SEARCH_START_TIME_TOO_SOON'],
    ['a start exactly at the lead time', now + 30 * 60_000, now + 3 * H, 'ok'],
    ['a start beyond the advance', now + 31 * 24 * H, now + 31 * 24 * H + 2 * H, 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE'],
    ['a duration under the minimum', now + H, now + H + 30 * 60_000, 'SEARCH_END_TIME_TOO_SHORT'],
    ['a duration over the maximum', now + H, now + H + 8 * 24 * H, 'SEARCH_END_TIME_TOO_LONG'],
  ])('%s gives %s', (_name, start, end, expected) => {
    expect(codeOf(settings(), start, end)).toBe(expected)
  })

  it('applies the section 9 defaults when the tenant stores -1', () => {
    const s = settings({ minimum_reservation_duration: -1, maximum_reservation_duration: -1, maximum_time_in_advance: -1, minimum_time_before_start: -1 })
    expect(codeOf(s, now + 60_000, now + 60_000 + 900_000)).toBe('SEARCH_END_TIME_TOO_SHORT')
    expect(codeOf(s, now + 60_000, now + 60_000 + 901_000)).toBe('ok')
    expect(codeOf(s, now + 60_000, now + 300 * 24 * H)).toBe('ok')
    expect(codeOf(s, now + 28_080_001_000, now + 28_090_000_000)).toBe('SEARCH_START_TIME_TOO_FAR_IN_ADVANCE')
  })

  it('tolerates a minute of clock skew on "now"', () => {
    const s = settings({ minimum_time_before_start: 0 })
    expect(codeOf(s, now - 30_000, now + 2 * H)).toBe('ok')
    expect(codeOf(s, now - 90_000, now + 2 * H)).toBe('RENTAL_DATES_IN_PAST')
  })
})
