import { describe, expect, it } from 'vitest'
import type { Entity } from '../matchers/types'
import { resolveOverlaps } from './resolve-overlaps'

const cue = (cue: string, start: number, end: number): Entity => ({ type: 'cue', cue, start, end })
const station = (id: string, start: number, end: number, quality = 0): Entity => ({ type: 'station', id, quality, start, end })
const part = (start: number, end: number): Entity => ({ type: 'date', atom: { kind: 'part', part: 'morning' }, start, end })

describe('resolveOverlaps', () => {
  it.each([
    ['the longest wins', [station('a', 0, 1), station('b', 0, 2)], ['station:b']],
    ['a catalog name beats a date of the same length', [part(1, 2), station('a', 1, 2)], ['station:a']],
    ['a better name wins a tie', [station('partial', 0, 1, 4), station('full', 0, 1, 0)], ['station:full']],
    ['keywords may overlap each other', [cue('carpool', 0, 2), cue('offer', 0, 2), cue('join', 1, 3)], ['cue:carpool', 'cue:offer', 'cue:join']],
    ['a keyword inside a longer one is dropped', [cue('carpool', 0, 2), cue('offer', 1, 2)], ['cue:carpool']],
    ['a noun inside a longer keyword stays', [cue('offer', 0, 2), cue('carpool', 1, 2)], ['cue:offer', 'cue:carpool']],
    ['a document inside a longer keyword stays ("mon permis")', [cue('account', 0, 2), cue('document', 1, 2)], ['cue:account', 'cue:document']],
    ['a longer keyword hides a shorter date ("good morning")', [cue('greeting', 0, 2), part(1, 2)], ['cue:greeting']],
    ['a slot hides a keyword of the same length', [cue('car', 3, 4), station('a', 3, 4)], ['station:a']],
  ] as [string, Entity[], string[]][])('%s', (_, candidates, expected) => {
    const kept = resolveOverlaps(candidates).map((e) => (e.type === 'cue' ? `cue:${e.cue}` : e.type === 'station' ? `station:${e.id}` : e.type))
    expect(kept.sort()).toEqual([...expected].sort())
  })
})
