import { describe, expect, it } from 'vitest'
import { otherSpelling, stripLeading, translations, wordsOf } from './name-variants'

describe('name variants', () => {
  it.each([
    ['Vieux-Port', ['vieux', 'port'], ['vieuxport']],
    ["King's Cross", ['king', 's', 'cross'], ['kings', 'cross']],
    ['Aéroport Montréal-Trudeau', ['aeroport', 'montreal', 'trudeau'], ['aeroport', 'montrealtrudeau']],
  ])('words of %s', (name, words, joined) => {
    expect(wordsOf(name)).toEqual({ words, joined })
  })

  it.each([
    [['gare', 'de', 'lyon'], ['lyon']],
    [['la', 'defense'], ['defense']],
    [
      ['station', 'vieux', 'port'],
      ['vieux', 'port'],
    ],
    [['montparnasse'], ['montparnasse']],
  ])('%j stripped is %j', (words, expected) => {
    expect(stripLeading(words)).toEqual(expected)
  })

  it('spells saints both ways', () => {
    expect(otherSpelling(['saint', 'lazare'])).toEqual(['st', 'lazare'])
    expect(otherSpelling(['ste', 'foy'])).toEqual(['sainte', 'foy'])
    expect(otherSpelling(['lyon'])).toBeNull()
  })

  it.each([
    [
      ['gare', 'centrale'],
      ['central', 'station'],
    ],
    [
      ['universite', 'mcgill'],
      ['mcgill', 'university'],
    ],
    [
      ['marche', 'jean', 'talon'],
      ['jean', 'talon', 'market'],
    ],
    [
      ['vieux', 'port'],
      ['old', 'port'],
    ],
    [
      ['central', 'station'],
      ['gare', 'centrale'],
    ],
  ])('%j is also said %j', (words, expected) => {
    expect(translations(words)).toContainEqual(expected)
  })
})
