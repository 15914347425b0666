import { describe, expect, it } from 'vitest'
import type { Lang } from '../types'
import { chronoDates } from './chrono-fallback'
import { sentenceOf } from './test-sentence'
import type { DateAtom, Entity } from './types'

const NOW = Date.parse('2026-11-25T14:03:00-05:00')

function atoms(text: string, lang: Lang, matched: Entity[] = []): { atom: DateAtom; start: number; end: number }[] {
  return chronoDates(sentenceOf(text, lang), matched, NOW, 'America/Montreal').map(({ atom, start, end }) => ({ atom, start, end }))
}

describe('chronoDates', () => {
  it('reads a month/day chrono knows, over the tokens it covers', () => {
    expect(atoms('car on 12/24', 'en')).toEqual([{ atom: { kind: 'day', day: { kind: 'date', day: 24, month: 12, year: null } }, start: 2, end: 5 }])
  })

  it('gives a day and its time as two atoms over the same tokens', () => {
    const found = atoms('car 12/24 at 3pm', 'en')
    expect(found.map((f) => f.atom.kind)).toEqual(['day', 'time'])
    expect(found[1].atom).toEqual({ kind: 'time', time: { h: 15, m: 0, meridiem: true, loose: false, nextDay: false } })
  })

  it('keeps the year only when it was said', () => {
    expect(atoms('car 2027/1/5', 'en')[0].atom).toEqual({ kind: 'day', day: { kind: 'date', day: 5, month: 1, year: 2027 } })
  })

  it('drops what overlaps a match of ours', () => {
    const ours: Entity = { type: 'date', atom: { kind: 'day', day: { kind: 'relative', days: 1 } }, start: 3, end: 4 }
    expect(atoms('car on 12/24', 'en', [ours])).toEqual([])
  })

  it('leaves bare numbers to our clock matcher ("10 Downing Street")', () => {
    expect(atoms('car at 10 Downing Street', 'en')).toEqual([])
  })

  it('is not asked when nothing unmatched looks like a date', () => {
    expect(atoms('mon compte', 'fr')).toEqual([])
    expect(atoms('', 'fr')).toEqual([])
  })

  it('stays quick on long adversarial text (it reads a few short pieces)', () => {
    const text = '9h 12/24 '.repeat(250)
    const t0 = performance.now()
    atoms(text, 'en')
    expect(performance.now() - t0).toBeLessThan(200)
  })
})
