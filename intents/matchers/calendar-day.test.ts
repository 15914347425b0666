import { describe, expect, it } from 'vitest'
import type { Lang } from '../types'
import { matchDay } from './calendar-day'
import { sentenceOf } from './test-sentence'
import type { DaySpec } from './types'

function day(text: string, lang: Lang): DaySpec | null {
  const s = sentenceOf(text, lang)
  for (let i = 0; i < s.tokens.length; i++) {
    const m = matchDay(s, i)
    if (m) return m.day
  }
  return null
}

const date = (d: number, month: number | null = null, year: number | null = null): DaySpec => ({ kind: 'date', day: d, month, year })
const weekday = (w: 0 | 1 | 2 | 3 | 4 | 5 | 6, mod: 'this' | 'next' | 'last' | null = null): DaySpec => ({ kind: 'weekday', weekday: w, mod })

describe('matchDay', () => {
  it.each([
    ["aujourd'hui", 'fr', { kind: 'relative', days: 0 }],
    ['ajd', 'fr', { kind: 'relative', days: 0 }],
    ['demain', 'fr', { kind: 'relative', days: 1 }],
    ['dem', 'fr', { kind: 'relative', days: 1 }],
    ['après-demain', 'fr', { kind: 'relative', days: 2 }],
    ['tomorrow', 'en', { kind: 'relative', days: 1 }],
    ['tmrw', 'en', { kind: 'relative', days: 1 }],
    ['the day after tomorrow', 'en', { kind: 'relative', days: 2 }],
    ['la semaine prochaine', 'fr', { kind: 'next_week' }],
    ['vendredi', 'fr', weekday(5)],
    ['vendredi prochain', 'fr', weekday(5, 'next')],
    ['ce vendredi', 'fr', weekday(5, 'this')],
    ['next friday', 'en', weekday(5, 'next')],
    ['this Friday', 'en', weekday(5, 'this')],
    ['last friday', 'en', weekday(5, 'last')],
    ['sat', 'en', weekday(6)],
    ['le 3 décembre', 'fr', date(3, 12)],
    ['3 déc.', 'fr', date(3, 12)],
    ['le 1er mai 2027', 'fr', date(1, 5, 2027)],
    ['le premier décembre', 'fr', date(1, 12)],
    ['trois décembre', 'fr', date(3, 12)],
    ['December 3rd', 'en', date(3, 12)],
    ['Dec 3, 2026', 'en', date(3, 12, 2026)],
    ['the 3rd of December', 'en', date(3, 12)],
    ['vendredi 27 novembre', 'fr', date(27, 11)],
    ['Friday, November 27th', 'en', date(27, 11)],
    ['vendredi 27', 'fr', date(27)],
    ['le 5', 'fr', date(5)],
    ['the 5th', 'en', date(5)],
    ['12/03', 'fr', date(12, 3)],
    ['12/03/2027', 'fr', date(12, 3, 2027)],
    ['12/03/27', 'fr', date(12, 3, 2027)],
    ['03.12.2026', 'fr', date(3, 12, 2026)],
    ['03-12-2026', 'fr', date(3, 12, 2026)],
    ['2026-12-03', 'en', date(3, 12, 2026)],
  ] as [string, Lang, DaySpec][])('%s', (text, lang, expected) => {
    expect(day(text, lang)).toEqual(expected)
  })

  it.each([
    ['may I book', 'en'],
    ['9.30', 'en'],
    ['9-12', 'en'],
    ['32/01', 'fr'],
    ['5/13', 'fr'],
    ['le 5 personnes', 'fr'],
    ['le 12 rue de Rivoli', 'fr'],
    ['mon compte', 'fr'],
  ] as [string, Lang][])('no day in %s', (text, lang) => {
    expect(day(text, lang)).toBeNull()
  })
})
