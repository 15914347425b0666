import { describe, expect, it } from 'vitest'
import { readNumber } from './number-words'
import { sentenceOf } from './test-sentence'

describe('readNumber', () => {
  it.each([
    ['fr', '42', 42],
    ['fr', 'trois', 3],
    ['fr', 'vingt-deux', 22],
    ['fr', 'vingt et un', 21],
    ['fr', 'soixante-dix', 70],
    ['fr', 'quatre-vingt-dix', 90],
    ['fr', 'quatre-vingts', 80],
    ['fr', 'deux cent cinquante', 250],
    ['fr', 'mille deux cents', 1200],
    ['en', 'twenty-five', 25],
    ['en', 'two hundred and fifty', 250],
    ['en', 'seven', 7],
    ['en', 'nineteen', 19],
  ] as const)('%s: %s = %d', (lang, text, value) => {
    expect(readNumber(sentenceOf(text, lang), 0)?.value).toBe(value)
  })

  it('stops where the number stops', () => {
    expect(readNumber(sentenceOf('deux trois', 'fr'), 0)).toEqual({ value: 2, end: 1, words: true })
  })

  it('reads articles only when asked', () => {
    expect(readNumber(sentenceOf('une heure'), 0)).toBeNull()
    expect(readNumber(sentenceOf('une heure'), 0, { articles: true })?.value).toBe(1)
    expect(readNumber(sentenceOf('a couple of hours', 'en'), 0, { articles: true })).toEqual({ value: 2, end: 3, words: true })
  })

  it('reads decimals only when asked', () => {
    expect(readNumber(sentenceOf('2,5 km'), 0, { decimals: true })?.value).toBe(2.5)
    expect(readNumber(sentenceOf('2,5 km'), 0)?.value).toBe(2)
  })
})
