import { describe, expect, it } from 'vitest'
import { lexicon } from '../lexicon'
import { correctTypos } from './correct-typos'
import { tokenise } from './tokenise'

const correct = (text: string, tenant: string[] = []) =>
  correctTypos(tokenise(text), lexicon(), new Set(tenant))
    .map((t) => t.norm)
    .join(' ')

describe('correctTypos', () => {
  it.each([
    ['demian', 'demain'],
    ['voitrue', 'voiture'],
    ['vendredy', 'vendredi'],
    ['tomorrrow', 'tomorrow'],
    ['reservaton', 'reservation'],
    ['there', 'there'],
    ['capitale', 'capitale'],
    ['dem', 'dem'],
    ['Sherbrooke', 'sherbrooke'],
    ['laisse tomber', 'laisse tomber'],
  ])('%s -> %s', (text, expected) => {
    expect(correct(text)).toBe(expected)
  })

  it("leaves the tenant's own names alone", () => {
    expect(correct('demian', ['demian'])).toBe('demian')
  })
})
