import { describe, expect, it } from 'vitest'
import type { Lang } from '../types'
import { matchDiscount, matchDistance, matchSeats } from './slot-shapes'
import { sentenceOf } from './test-sentence'

function first<T>(text: string, lang: Lang, match: (s: ReturnType<typeof sentenceOf>, i: number) => T | null): T | null {
  const s = sentenceOf(text, lang)
  for (let i = 0; i < s.tokens.length; i++) {
    const m = match(s, i)
    if (m) return m
  }
  return null
}

describe('matchSeats', () => {
  it.each([
    ['pour 5 personnes', 'fr', 5],
    ['cinq personnes', 'fr', 5],
    ['avec 3 passagers', 'fr', 4],
    ['with 3 passengers', 'en', 4],
    ['7 places', 'fr', 7],
    ['a 7-seater', 'en', 7],
    ['nous sommes 4', 'fr', 4],
    ['there are 6 of us', 'en', 6],
    ['for two people', 'en', 2],
  ] as [string, Lang, number][])('%s', (text, lang, people) => {
    expect(first(text, lang, matchSeats)?.people).toBe(people)
  })
})

describe('matchDistance', () => {
  it.each([
    ['250 km', 'fr', 250, 'km'],
    ['80km', 'en', 80, 'km'],
    ['2,5 kilomètres', 'fr', 2.5, 'km'],
    ['50 miles', 'en', 50, 'mi'],
    ['cent km', 'fr', 100, 'km'],
  ] as [string, Lang, number, string][])('%s', (text, lang, value, unit) => {
    expect(first(text, lang, matchDistance)).toMatchObject({ value, unit })
  })
})

describe('matchDiscount', () => {
  it.each([
    ['code promo HIVER26', 'fr', 'HIVER26'],
    ['code promo : NOEL-2026', 'fr', 'NOEL-2026'],
    ['coupon SAVE_20', 'en', 'SAVE_20'],
    ['discount code WELCOME10', 'en', 'WELCOME10'],
    ['promo code is spring25', 'en', 'spring25'],
    ['avec le code bienvenue', 'fr', 'bienvenue'],
    // The code's letters are a cue word ("promo", "code"): still the whole code, as written.
    ['avec le code PROMO10', 'fr', 'PROMO10'],
    ['code promo PROMO-10', 'fr', 'PROMO-10'],
    ['with code PROMO10', 'en', 'PROMO10'],
    ['promo CODE10', 'en', 'CODE10'],
    ['code promo pour demain', 'fr', null],
    ['the code', 'en', null],
  ] as [string, Lang, string | null][])('%s', (text, lang, code) => {
    expect(first(text, lang, matchDiscount)?.code ?? null).toBe(code)
  })
})
