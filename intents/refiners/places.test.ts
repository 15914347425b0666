import { describe, expect, it } from 'vitest'
import { buildCatalogMatcher } from '../catalog/compile-catalog'
import { runMatchers } from '../matchers'
import { sentenceOf } from '../matchers/test-sentence'
import { montreal } from '../tests-support/catalogs'
import type { Lang } from '../types'
import { findAddress, findDestination, roleOf, takenBy } from './places'
import { resolveOverlaps } from './resolve-overlaps'

function read(text: string, lang: Lang) {
  const s = sentenceOf(text, lang)
  const entities = resolveOverlaps(runMatchers(s, buildCatalogMatcher(montreal)))
  return { s, entities, taken: takenBy(entities, s.tokens.length) }
}

describe('findDestination', () => {
  it.each([
    ['pour aller à Sherbrooke', 'fr', 'Sherbrooke'],
    ['pour aller à Québec demain matin', 'fr', 'Québec'],
    ['direction Trois-Rivières', 'fr', 'Trois-Rivières'],
    ["jusqu'à Saint-Jean-sur-Richelieu", 'fr', 'Saint-Jean-sur-Richelieu'],
    ['pour Québec', 'fr', 'Québec'],
    ['to Quebec City tomorrow', 'en', 'Quebec City'],
    ['heading to Mont-Tremblant for the weekend', 'en', 'Mont-Tremblant'],
    ['to Ottawa on Friday', 'en', 'Ottawa'],
    ['to New York', 'en', 'New York'],
    ['I want to book a car', 'en', null],
    ["jusqu'à 18h", 'fr', null],
    ['pour déménager', 'fr', null],
    ['pour 5 personnes', 'fr', null],
    // No station of the catalog is called so: the station word is part of the destination.
    ['covoiturage vers la gare de lyon', 'fr', 'gare de lyon'],
    ['une voiture pour aller à la gare du nord demain 9h', 'fr', 'gare du nord'],
    ['carpool to the station berri', 'en', 'station berri'],
    ['covoiturage pour la gare du nord', 'fr', 'gare du nord'],
    // English writes the station word last; it stays in the destination too.
    ['to union station tomorrow', 'en', 'union station'],
    ['to the north station', 'en', 'north station'],
    ['vers la gare', 'fr', null],
    ['pour aller près de la gare', 'fr', null],
    // A station of the catalog is read as a station, not as a destination's text.
    ['vers la gare centrale', 'fr', null],
  ] as [string, Lang, string | null][])('%s', (text, lang, expected) => {
    const { s, taken } = read(text, lang)
    expect(findDestination(s, taken)?.text ?? null).toBe(expected)
  })
})

describe('findAddress', () => {
  it.each([
    ['près du 123 rue Saint-Denis', 'fr', '123 rue Saint-Denis'],
    ['at 4200 Saint-Denis Street tomorrow', 'en', '4200 Saint-Denis Street'],
    ['near Place Ville-Marie', 'en', 'Place Ville-Marie'],
    ['au 5 avenue Foch à 10h', 'fr', '5 avenue Foch'],
    ['près de chez moi', 'fr', null],
    // No station of the catalog is called so: the station word is part of the address.
    ['voiture demain 9h gare de lyon', 'fr', 'gare de lyon'],
    ['près de la gare de lyon', 'fr', 'gare de lyon'],
    ['near the station tomorrow', 'en', null],
    ['from union station tomorrow 9am', 'en', 'union station'],
  ] as [string, Lang, string | null][])('%s', (text, lang, expected) => {
    const { s, taken } = read(text, lang)
    expect(findAddress(s, taken)).toBe(expected)
  })
})

describe('roleOf', () => {
  it.each([
    ['depuis la Gare Centrale', 'fr', 'origin'],
    ['from Vieux-Port', 'en', 'origin'],
    ['pour aller à la station Vieux-Port', 'fr', 'dest'],
    ['to Longueuil Metro', 'en', 'to'],
    ['Gare Centrale', 'fr', 'none'],
  ] as [string, Lang, string][])('%s', (text, lang, role) => {
    const { s, entities } = read(text, lang)
    const station = entities.find((e) => e.type === 'station')
    expect(station && roleOf(s, station.start)).toBe(role)
  })
})
