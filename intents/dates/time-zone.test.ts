import { describe, expect, it } from 'vitest'
import { addMonths, formatInstant, instantOf, roundUpToQuarter, wallOf } from './time-zone'

const at = (iso: string) => Date.parse(iso)

describe('instantOf and formatInstant', () => {
  it.each([
    ['America/Montreal', { y: 2026, m: 11, d: 26 }, 9, 0, '2026-11-26T09:00:00-05:00'],
    ['America/Montreal', { y: 2026, m: 3, d: 8 }, 10, 0, '2026-03-08T10:00:00-04:00'],
    ['America/Montreal', { y: 2026, m: 3, d: 8 }, 2, 30, '2026-03-08T03:30:00-04:00'],
    ['America/Montreal', { y: 2026, m: 11, d: 1 }, 1, 30, '2026-11-01T01:30:00-04:00'],
    ['Europe/Paris', { y: 2026, m: 3, d: 29 }, 2, 30, '2026-03-29T03:30:00+02:00'],
    ['Europe/Paris', { y: 2026, m: 10, d: 25 }, 2, 30, '2026-10-25T02:30:00+02:00'],
    ['Europe/Paris', { y: 2026, m: 7, d: 14 }, 18, 0, '2026-07-14T18:00:00+02:00'],
    ['Asia/Kathmandu', { y: 2026, m: 1, d: 1 }, 9, 0, '2026-01-01T09:00:00+05:45'],
    ['UTC', { y: 2026, m: 1, d: 1 }, 0, 0, '2026-01-01T00:00:00+00:00'],
  ])('%s %j %d:%d', (tz, day, h, m, expected) => {
    expect(formatInstant(instantOf(day, h, m, tz), tz)).toBe(expected)
  })
})

describe('wallOf', () => {
  it('reads the wall clock of the tenant, not of the offset given', () => {
    expect(wallOf(at('2026-11-26T03:50:00+00:00'), 'America/Montreal')).toMatchObject({ y: 2026, m: 11, d: 25, h: 22, min: 50, weekday: 3 })
  })
})

describe('roundUpToQuarter', () => {
  it.each([
    ['2026-11-25T14:03:00-05:00', '2026-11-25T14:15:00-05:00'],
    ['2026-11-25T14:15:00-05:00', '2026-11-25T14:15:00-05:00'],
    ['2026-11-25T14:15:01-05:00', '2026-11-25T14:30:00-05:00'],
    ['2026-11-25T23:50:00-05:00', '2026-11-26T00:00:00-05:00'],
  ])('%s -> %s', (input, expected) => {
    expect(formatInstant(roundUpToQuarter(at(input)), 'America/Montreal')).toBe(expected)
  })
})

describe('addMonths', () => {
  it('keeps the last day of a shorter month', () => {
    expect(addMonths({ y: 2026, m: 1, d: 31 }, 1)).toEqual({ y: 2026, m: 2, d: 28 })
    expect(addMonths({ y: 2026, m: 12, d: 5 }, 2)).toEqual({ y: 2027, m: 2, d: 5 })
  })
})
