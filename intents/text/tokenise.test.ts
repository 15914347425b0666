import { describe, expect, it } from 'vitest'
import { rawText, tokenise } from './tokenise'

const show = (text: string) =>
  tokenise(text)
    .map((t) => `${t.gap === ' ' ? ' ' : t.gap}${t.norm}`)
    .join('')
    .trim()

describe('tokenise', () => {
  it.each([
    ['demain à 9h30', 'demain a 9h30'],
    ["jusqu'à 21h15", "jusqu'a 21h15"],
    ["l'aéroport Montréal-Trudeau", "l'aeroport montreal-trudeau"],
    ['HIVER26', 'hiver26'],
    ['A/C', 'a/c'],
    ['9:30 pm', '9:30 pm'],
    ['9h - 12h', '9h - 12h'],
    ['9h-12h', '9h-12h'],
    ['  spaced   out  ', 'spaced out'],
    ['Bonjour !', 'bonjour !'],
    ['21\u00a0h', '21 h'],
    ['Déconnecte-moi', 'deconnecte-moi'],
  ])('%s', (input, expected) => {
    expect(show(input)).toBe(expected)
  })

  it('splits letters from digits and keeps the glue', () => {
    const tokens = tokenise('9h30')
    expect(tokens.map((t) => [t.norm, t.kind, t.gap])).toEqual([
      ['9', 'num', ' '],
      ['h', 'word', ''],
      ['30', 'num', ''],
    ])
  })

  it('keeps offsets into the original text', () => {
    const text = 'Car to Québec City tomorrow'
    const tokens = tokenise(text)
    expect(rawText(text, tokens, 2, 4)).toBe('Québec City')
    expect(tokens[2].upper).toBe(true)
  })

  it('reads digits of other scripts', () => {
    expect(tokenise('９h')[0].norm).toBe('9')
  })

  it('stops at the token bound', () => {
    expect(tokenise('a '.repeat(1000)).length).toBe(400)
  })
})
