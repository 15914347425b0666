import { describe, expect, it } from 'vitest'
import type { Lang } from '../types'
import { matchMonthPart } from './month-part'
import { sentenceOf } from './test-sentence'
import type { DaySpec } from './types'

function monthPart(text: string, lang: Lang): DaySpec | null {
  const s = sentenceOf(text, lang)
  for (let i = 0; i < s.tokens.length; i++) {
    const m = matchMonthPart(s, i)
    if (m) return m.day
  }
  return null
}

const part = (p: 'early' | 'mid' | 'late', month: number, year: number | null = null): DaySpec => ({ kind: 'month_part', part: p, month, year })

describe('matchMonthPart', () => {
  it.each([
    ['début décembre', 'fr', part('early', 12)],
    ['au début de janvier', 'fr', part('early', 1)],
    ["tout début d'avril", 'fr', part('early', 4)],
    ['mi-décembre', 'fr', part('mid', 12)],
    ['mi décembre', 'fr', part('mid', 12)],
    ['à la mi-janvier', 'fr', part('mid', 1)],
    ['milieu de mars', 'fr', part('mid', 3)],
    ['fin décembre', 'fr', part('late', 12)],
    ['fin décembre 2027', 'fr', part('late', 12, 2027)],
    ['à la fin de février', 'fr', part('late', 2)],
    ['early December', 'en', part('early', 12)],
    ['the beginning of May', 'en', part('early', 5)],
    ['mid December', 'en', part('mid', 12)],
    ['mid-Dec', 'en', part('mid', 12)],
    ['the middle of June', 'en', part('mid', 6)],
    ['end of December', 'en', part('late', 12)],
    ['late December', 'en', part('late', 12)],
    ['at the very end of Dec 2027', 'en', part('late', 12, 2027)],
  ] as [string, Lang, DaySpec][])('%s', (text, lang, expected) => {
    expect(monthPart(text, lang)).toEqual(expected)
  })

  it.each([
    ['early December 3rd', 'en'],
    ['fin de semaine', 'fr'],
    ['end of the day', 'en'],
    ['fin', 'fr'],
    ['50 mi', 'en'],
    ['start my booking', 'en'],
  ] as [string, Lang][])('no part of a month in %s', (text, lang) => {
    expect(monthPart(text, lang)).toBeNull()
  })
})
