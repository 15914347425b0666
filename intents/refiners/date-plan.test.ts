import { describe, expect, it } from 'vitest'
import { buildCatalogMatcher } from '../catalog/compile-catalog'
import { runMatchers } from '../matchers'
import { sentenceOf } from '../matchers/test-sentence'
import { montreal } from '../tests-support/catalogs'
import type { Lang } from '../types'
import { planDates, type Moment } from './date-plan'
import { resolveOverlaps } from './resolve-overlaps'

function plan(text: string, lang: Lang, booking = false) {
  const s = sentenceOf(text, lang)
  const entities = resolveOverlaps(runMatchers(s, buildCatalogMatcher(montreal)))
  return planDates(s, entities, { bookingDay: booking, anyDayIsBooking: false })
}

const brief = (m: Moment | null) => m && [m.day?.kind ?? '-', m.time ? `${m.time.h}:${m.time.m}` : '-', m.part ?? '-', m.now ? 'now' : m.offset ? `+${m.offset.n}` : '-'].join(' ')

describe('planDates', () => {
  it.each([
    ['demain à 9h', 'fr', 'relative 9:0 - -', null],
    ['demain à la gare centrale à 9h', 'fr', 'relative 9:0 - -', null],
    ['de 9h à 12h', 'fr', '- 9:0 - -', '- 12:0 - -'],
    ['vendredi de 9h30 à 12h', 'fr', 'weekday 9:30 - -', '- 12:0 - -'],
    ['from 10pm to 2am', 'en', '- 22:0 - -', '- 2:0 - -'],
    ['9h-17h', 'fr', '- 9:0 - -', '- 17:0 - -'],
    ["demain matin jusqu'au soir", 'fr', 'relative - morning -', '- - evening -'],
    ["ce soir jusqu'à minuit", 'fr', '- - tonight -', '- 0:0 - -'],
    ['until tomorrow noon', 'en', null, 'relative 12:0 - -'],
    ['du lundi au mercredi', 'fr', 'weekday - - -', 'weekday - - -'],
    ['de 9 à 17h demain', 'fr', 'relative 9:0 - -', '- 17:0 - -'],
    ['dans 2 heures', 'fr', '- - - +120', null],
    ['tout de suite', 'fr', '- - - now', null],
    ['du 3 au 5 décembre', 'fr', 'date - - -', 'date - - -'],
    ['du 3 au 5 à 18h', 'fr', 'date - - -', 'date 18:0 - -'],
    ['from the 3rd at 10am to the 5th', 'en', 'date 10:0 - -', 'date - - -'],
    ['fin décembre', 'fr', 'month_part - - -', null],
    ['tomorrow evening 7', 'en', 'relative 7:0 evening -', null],
    ['demain 9h 11h', 'fr', 'relative 9:0 - -', '- 11:0 - -'],
    ['tomorrow 10pm 2am', 'en', 'relative 22:0 - -', '- 2:0 - -'],
    ['vendredi 10h samedi 2h', 'fr', 'weekday 10:0 - -', null],
  ] as [string, Lang, string | null, string | null][])('%s', (text, lang, start, end) => {
    const p = plan(text, lang)
    expect([brief(p.start), brief(p.end)]).toEqual([start, end])
  })

  it('keeps durations, "for the day" and the weekend apart', () => {
    expect(plan('demain 10h pendant 2 jours', 'fr').duration).toEqual({ n: 2, unit: 'day' })
    expect(plan('demain pour la journée', 'fr').forDay).toBe(true)
    expect(plan('pour le week-end', 'fr').weekend).toBe(true)
  })

  it('reads a number of hours right after the start, not later than it as a clock, as a duration', () => {
    expect(plan('vendredi 10h gare centrale 2h', 'fr')).toMatchObject({ end: null, duration: { n: 120, unit: 'minute' } })
    expect(plan('friday 2pm central station 1h30', 'en')).toMatchObject({ end: null, duration: { n: 90, unit: 'minute' } })
    expect(plan('vendredi 10h à 2h', 'fr')).toMatchObject({ duration: null })
    expect(plan('vendredi 20h 14h', 'fr')).toMatchObject({ duration: null })
  })

  it("reads the booking's own day apart from the new times", () => {
    const p = plan('Move my Friday booking to Saturday at 10am', 'en', true)
    expect(p.bookingDay).toEqual({ kind: 'weekday', weekday: 5, mod: null })
    expect(brief(p.start)).toBe('weekday 10:0 - -')
  })

  it('reads "au 28" after a booking as its new day, never its own', () => {
    const p = plan('décale ma réservation au 28', 'fr', true)
    expect(p.bookingDay).toBeNull()
    expect(p.start?.day).toEqual({ kind: 'date', day: 28, month: null, year: null })
    const q = plan('décale ma réservation de vendredi au 28 à 9h', 'fr', true)
    expect(q.bookingDay).toEqual({ kind: 'weekday', weekday: 5, mod: null })
    expect(brief(q.start)).toBe('date 9:0 - -')
  })

  it("reads a range of days after a booking as the booking's day and its new day", () => {
    const p = plan('décale ma réservation du 3 au 5 décembre', 'fr', true)
    expect(p.bookingDay).toEqual({ kind: 'date', day: 3, month: 12, year: null })
    expect(p.start?.day).toEqual({ kind: 'date', day: 5, month: 12, year: null })
    expect(p.end).toBeNull()
  })
})
