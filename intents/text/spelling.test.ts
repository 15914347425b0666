import { describe, expect, it } from 'vitest'
import { TypoIndex, withinOneEdit } from './spelling'

describe('withinOneEdit', () => {
  it.each([
    ['centrale', 'centrall', true],
    ['longueuil', 'longueil', true],
    ['mcgill', 'mcgil', true],
    ['demain', 'demian', true],
    ['voiture', 'voitrue', true],
    ['voiture', 'voiturre', true],
    ['abc', 'bca', false],
    ['there', 'three', true],
    ['centrale', 'capitale', false],
    ['same', 'same', true],
    ['abcd', 'abdc', true],
    ['abcd', 'badc', false],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected)
    expect(withinOneEdit(b, a)).toBe(expected)
  })
})

describe('TypoIndex', () => {
  const index = new TypoIndex(['demain', 'vendredi', 'centrale', 'gare', 'samedi', 'samedis'])
  it.each([
    ['demian', ['demain']],
    ['vendrdi', ['vendredi']],
    ['centarle', ['centrale']],
    ['gar', []],
    ['samedi', ['samedi', 'samedis']],
    ['xyzzy', []],
  ])('%s -> %j', (typed, expected) => {
    expect(index.near(typed)).toEqual(expected)
  })
})
