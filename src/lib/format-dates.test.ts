// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatInstant, formatRange, formatTime } from '@/lib/format-dates'

const now = new Date('2026-11-25T14:03:00-05:00')
const fr = { lang: 'fr' as const, timeZone: 'America/Montreal', now }
const en = { lang: 'en' as const, timeZone: 'America/Montreal', now }

describe('format-dates', () => {
  it.each([
    ['2026-11-26T09:00:00-05:00', fr, 'demain, jeudi 26 novembre à 9 h'],
    ['2026-11-25T14:15:00-05:00', fr, "aujourd'hui, mercredi 25 novembre à 14 h 15"],
    ['2026-11-27T21:15:00-05:00', fr, 'vendredi 27 novembre à 21 h 15'],
    ['2027-01-05T09:00:00-05:00', fr, 'mardi 5 janvier 2027 à 9 h'],
    ['2026-11-26T09:00:00-05:00', en, 'tomorrow, Thursday, November 26 at 09:00'],
    ['2026-11-27T21:15:00-05:00', en, 'Friday, November 27 at 21:15'],
  ])('%s in %o', (iso, words, expected) => {
    expect(formatInstant(iso, words)).toBe(expected)
  })

  it('reads instants in the tenant time zone, not the machine one', () => {
    expect(formatTime('2026-11-26T14:00:00Z', { lang: 'fr', timeZone: 'America/Montreal' })).toBe('9 h')
    expect(formatTime('2026-11-26T14:00:00Z', { lang: 'fr', timeZone: 'Europe/Paris' })).toBe('15 h')
  })

  it('keeps one 24-hour clock in English, as the cards show it (HH:mm)', () => {
    expect(formatTime('2026-11-26T20:00:00Z', { lang: 'en', timeZone: 'America/Montreal' })).toBe('15:00')
    expect(formatTime('2026-11-26T05:05:00Z', { lang: 'en', timeZone: 'America/Montreal' })).toBe('00:05')
    expect(formatTime('2026-11-26T20:00:00Z', { lang: 'fr', timeZone: 'America/Montreal' })).toBe('15 h')
  })

  it('says one-day periods with one date and longer ones with two', () => {
    expect(formatRange('2026-11-27T09:30:00-05:00', '2026-11-27T12:00:00-05:00', fr)).toBe('vendredi 27 novembre, de 9 h 30 à 12 h')
    expect(formatRange('2026-11-28T09:00:00-05:00', '2026-11-29T18:00:00-05:00', en)).toBe('from Saturday, November 28 at 09:00 to Sunday, November 29 at 18:00')
    expect(formatRange('2026-11-28T09:00:00-05:00', '2026-11-29T18:00:00-05:00', fr)).toBe('du samedi 28 novembre à 9 h au dimanche 29 novembre à 18 h')
  })

  it('joins French "de" and "à" with today and tomorrow as French does: no "du aujourd\'hui", no "au demain"', () => {
    // 22 h to midnight, said at 14 h 03: it starts today and ends tomorrow.
    expect(formatRange('2026-11-25T22:00:00-05:00', '2026-11-26T00:00:00-05:00', fr)).toBe("d'aujourd'hui, mercredi 25 novembre à 22 h à demain, jeudi 26 novembre à 0 h")
    expect(formatRange('2026-11-26T09:00:00-05:00', '2026-11-28T09:00:00-05:00', fr)).toBe('de demain, jeudi 26 novembre à 9 h au samedi 28 novembre à 9 h')
  })
})
