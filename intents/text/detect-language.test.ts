import { describe, expect, it } from 'vitest'
import { lexicon } from '../lexicon'
import type { Lang } from '../types'
import { detectLanguage } from './detect-language'
import { tokenise } from './tokenise'

const places = new Set(['gare', 'centrale', 'vieux', 'port', 'longueuil', 'metro'])
const detect = (text: string) => detectLanguage(text, tokenise(text), lexicon(), places).lang

describe('detectLanguage', () => {
  it.each([
    ['Je voudrais une voiture demain', 'fr'],
    ['car tomorrow 9h at Gare Centrale', 'en'],
    ['Plutôt 10h', 'fr'],
    ['pour 3h', 'fr'],
    ['until 6pm', 'en'],
    ['make it 7am', 'en'],
    ['ou une berline', 'fr'],
    ['avec GPS et pneus neige', 'fr'],
    ['dem 9h gare centrale', 'fr'],
    ['tmrw 9am gare centrale', 'en'],
    ['Bonjour !', 'fr'],
    ['Hello there', 'en'],
    ['Déconnecte-moi', 'fr'],
    ['Log out', 'en'],
    ['SUV', 'fr'],
    ['', 'fr'],
  ] as [string, Lang][])('%s', (text, lang) => {
    expect(detect(text)).toBe(lang)
  })
})

// The language the chat answers in (../shared/dialogues/CONTRACT.md rule 4): null when the words do not tell.
describe('detectLanguage told', () => {
  const told = (text: string) => detectLanguage(text, tokenise(text), lexicon(), places).told
  it.each([
    ['Je voudrais une voiture demain', 'fr'],
    ['car tomorrow 9h at Gare Centrale', 'en'],
    ['until 6pm', 'en'],
    ['pour 3h', 'fr'],
    ['16h', null],
    ['6pm', null],
    ['gare centrale', null],
    ['ok', null],
    ['Ok !', null],
    ['okay thanks', 'en'],
    ['ok merci', 'fr'],
    ['', null],
  ] as [string, Lang | null][])('%s', (text, lang) => {
    expect(told(text)).toBe(lang)
  })
})
