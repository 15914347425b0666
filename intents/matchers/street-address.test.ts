import { describe, expect, it } from 'vitest'
import { montreal, said } from '../tests-support/catalogs'
import type { Catalog } from '../types'

// The demo tenant's Longueuil Métro also goes by the name of the metro station under it.
const withAlias: Catalog = {
  ...montreal,
  stations: (montreal.stations ?? []).map((st) => (st.id === 'st-longueuil' ? { ...st, aliases: ['Longueuil', 'Longueuil–Université-de-Sherbrooke'] } : st)),
}
const NOW = '2026-11-25T14:03:00-05:00'
const station = (text: string) => (said(text, NOW, withAlias).full.slots as Record<string, unknown>).startStation ?? null

describe('station names inside a street address', () => {
  it.each([
    ['car tomorrow 9am at 1200 Sherbrooke Street West', null],
    ['voiture demain 9h au 1200 rue Sherbrooke Ouest', null],
    ['car at 845 Sherbrooke St tomorrow', null],
    ['car tomorrow at 1200 McGill College Avenue', null],
    // A piece of an alias is no name of the station: Sherbrooke is a town too.
    ['car tomorrow at Sherbrooke', null],
    // Whole names, and pieces of the station's own name, still count.
    ['car tomorrow 9am from Longueuil', 'st-longueuil'],
    ['car tomorrow 9am at Longueuil–Université-de-Sherbrooke', 'st-longueuil'],
    ['car at McGill tomorrow', 'st-mcgill'],
    ['voiture demain 10 Vieux-Port', 'st-vieux-port'],
    ['car tomorrow at St-Laurent', null],
  ])('%s', (text, expected) => {
    expect(station(text)).toBe(expected)
  })
})
