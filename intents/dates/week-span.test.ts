import { describe, expect, it } from 'vitest'
import { montreal, said } from '../tests-support/catalogs'

// A carpool search over "this week" runs from now to Sunday 18:00; over "next week", Monday 09:00 to Sunday 18:00.
describe('a carpool search over a week', () => {
  it.each([
    // Sunday before its evening: what is left of today.
    ['covoit pour Québec cette semaine', '2026-11-29T16:50:00-05:00', '2026-11-29T17:00:00-05:00', '2026-11-29T18:00:00-05:00'],
    // Sunday at 18:00, the week is over: the next one.
    ['carpool to Quebec this week', '2026-11-29T18:00:00-05:00', '2026-11-29T18:00:00-05:00', '2026-12-06T18:00:00-05:00'],
    // Said on a Sunday, next week starts tomorrow.
    ['covoit pour Québec la semaine prochaine', '2026-11-29T10:00:00-05:00', '2026-11-30T09:00:00-05:00', '2026-12-06T18:00:00-05:00'],
    // Across the change to summer time (14 March 2027): each end keeps its wall clock.
    ['carpool to Quebec next week', '2027-03-10T10:00:00-05:00', '2027-03-15T09:00:00-04:00', '2027-03-21T18:00:00-04:00'],
    ['carpool to Quebec this week', '2027-03-10T10:00:00-05:00', '2027-03-10T10:00:00-05:00', '2027-03-14T18:00:00-04:00'],
    // A time or an end said wins over the week.
    ['covoit pour Québec la semaine prochaine à 7h', '2026-11-25T14:03:00-05:00', '2026-11-30T07:00:00-05:00', null],
  ])('%s at %s', (text, now, start, end) => {
    const r = said(text, now, montreal)
    expect(r.intent).toBe('join_carpool')
    expect([r.slots.startDate ?? null, r.slots.endDate ?? null]).toEqual([start, end])
  })

  it.each([
    // A rental is not a search over a span: "this week" gives no start, "next week" its Monday only.
    ['a car this week', null, null],
    ['une voiture cette semaine', null, null],
    ['car next week', '2026-11-30T09:00:00-05:00', null],
  ])('a vehicle search keeps its own reading: %s', (text, start, end) => {
    const r = said(text, '2026-11-25T14:03:00-05:00', montreal)
    expect(r.intent).toBe('search_vehicles')
    expect([r.slots.startDate ?? null, r.slots.endDate ?? null]).toEqual([start, end])
  })
})
