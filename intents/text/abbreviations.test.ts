import { describe, expect, it } from 'vitest'
import { lexicon } from '../lexicon'
import type { Lang } from '../types'
import { expandAbbreviations } from './abbreviations'
import { tokenise } from './tokenise'

const expand = (text: string, lang: Lang) =>
  expandAbbreviations(tokenise(text), lexicon(), lang)
    .map((t) => t.norm)
    .join(' ')

describe('expandAbbreviations', () => {
  it.each([
    ['voiture dem', 'fr', 'voiture demain'],
    ['ajd 17h', 'fr', 'aujourd hui 17 h'],
    ['tt de suite', 'fr', 'tout de suite'],
    ['pr 3h', 'fr', 'pour 3 h'],
    ['ma résa', 'fr', 'ma reservation'],
    ['un covoit', 'fr', 'un covoiturage'],
    ['mon mdp', 'fr', 'mon mot de passe'],
    ['ajouter une CB', 'fr', 'ajouter une carte bancaire'],
    ['la géoloc', 'fr', 'la geolocalisation'],
    ['cc', 'fr', 'coucou'],
    ['cc', 'en', 'credit card'],
    ['car tmrw', 'en', 'car tomorrow'],
    ['2nite', 'en', 'tonight'],
    ['w/ gps', 'en', 'with gps'],
    ['voiture tmrw', 'fr', 'voiture tomorrow'],
    ['we are 5', 'en', 'we are 5'],
    ['HIVER26dem', 'fr', 'hiver 26 dem'],
  ] as [string, Lang, string][])('%s (%s)', (text, lang, expected) => {
    expect(expand(text, lang)).toBe(expected)
  })

  it('keeps the span of the short form for the words it stands for', () => {
    const tokens = expandAbbreviations(tokenise('mdp oublié'), lexicon(), 'fr')
    expect(tokens.slice(0, 3).map((t) => [t.start, t.end])).toEqual([
      [0, 3],
      [0, 3],
      [0, 3],
    ])
  })
})
