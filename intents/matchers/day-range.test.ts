import { describe, expect, it } from 'vitest'
import type { Lang } from '../types'
import { matchDayRange } from './day-range'
import { sentenceOf } from './test-sentence'
import type { DaySpec } from './types'

/** The first range of days found, as its two days. */
function range(text: string, lang: Lang): [DaySpec, DaySpec] | null {
  const s = sentenceOf(text, lang)
  for (let i = 0; i < s.tokens.length; i++) {
    const m = matchDayRange(s, i)
    if (m?.atom.kind === 'day_range') return [m.atom.from, m.atom.to]
  }
  return null
}

const date = (d: number, month: number | null = null, year: number | null = null): DaySpec => ({ kind: 'date', day: d, month, year })

describe('matchDayRange', () => {
  it.each([
    ['du 3 au 5', 'fr', [date(3), date(5)]],
    ['voiture du 1er au 3', 'fr', [date(1), date(3)]],
    ["du 3 jusqu'au 5", 'fr', [date(3), date(5)]],
    ['entre le 3 et le 5', 'fr', [date(3), date(5)]],
    ['du 3 au 5 décembre', 'fr', [date(3, 12), date(5, 12)]],
    ['du 28 au 2 janvier', 'fr', [date(28, 12), date(2, 1)]],
    ['du 28 au 2 janvier 2027', 'fr', [date(28, 12, 2026), date(2, 1, 2027)]],
    ['du 28 novembre au 2', 'fr', [date(28, 11), date(2)]],
    ['3-5 déc.', 'fr', [date(3, 12), date(5, 12)]],
    ['from the 3rd to the 5th', 'en', [date(3), date(5)]],
    ['from 3rd to 5th', 'en', [date(3), date(5)]],
    ['between the 3rd and the 5th', 'en', [date(3), date(5)]],
    ['from 3 to 5 December', 'en', [date(3, 12), date(5, 12)]],
    ['from the 3rd to the 5th of December', 'en', [date(3, 12), date(5, 12)]],
    ['from December 3 to 5', 'en', [date(3, 12), date(5)]],
    ['the 30th till the 2nd', 'en', [date(30), date(2)]],
  ] as [string, Lang, [DaySpec, DaySpec]][])('%s', (text, lang, expected) => {
    expect(range(text, lang)).toEqual(expected)
  })

  it.each([
    ['from 3 to 5', 'en'],
    ['between 3 and 5', 'en'],
    ['de 3 à 5', 'fr'],
    ['du 3 à 10h', 'fr'],
    ['from the 3rd to 5pm', 'en'],
    ['du 3 au 5h', 'fr'],
    ['de 2 à 4 personnes', 'fr'],
    ['21h15 until the 7th', 'en'],
    ['du 2 au 4 rue Saint-Denis', 'fr'],
    ['le 3 et le 5', 'fr'],
    ['le 24-12', 'fr'],
  ] as [string, Lang][])('no range of days in %s', (text, lang) => {
    expect(range(text, lang)).toBeNull()
  })
})
