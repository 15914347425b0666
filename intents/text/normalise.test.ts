import { describe, expect, it } from 'vitest'
import { fold } from './normalise'

describe('fold', () => {
  it.each([
    ['Gare Centrale', 'gare centrale'],
    ['Aéroport Montréal-Trudeau', 'aeroport montreal-trudeau'],
    ['ÉLECTRIQUE', 'electrique'],
    ['cœur', 'coeur'],
    ['Straße', 'strasse'],
    ['ﬁn', 'fin'],
    ['plain ascii 42', 'plain ascii 42'],
  ])('%s -> %s', (input, expected) => {
    expect(fold(input)).toBe(expected)
  })
})
