// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isoToTenantDate, maskDate, parseTenantDate } from './tenant-date'

describe('maskDate', () => {
  it.each([
    ['3', 'DD-MM-YYYY', '3'],
    ['31', 'DD-MM-YYYY', '31'],
    ['31-', 'DD-MM-YYYY', '31-'],
    ['311', 'DD-MM-YYYY', '31-1'],
    ['31121990', 'DD-MM-YYYY', '31-12-1990'],
    ['31/12/1990', 'DD-MM-YYYY', '31-12-1990'],
    ['3112199012', 'DD-MM-YYYY', '31-12-1990'],
    ['ab12', 'DD-MM-YYYY', '12'],
    ['19901231', 'YYYY-MM-DD', '1990-12-31'],
    ['1990', 'YYYY-MM-DD', '1990'],
    ['1990/', 'YYYY-MM-DD', '1990-'],
    ['19901', 'YYYY-MM-DD', '1990-1'],
  ] as const)('%s in %s reads %s', (raw, format, masked) => {
    expect(maskDate(raw, format)).toBe(masked)
  })
})

describe('parseTenantDate', () => {
  it('reads a day-first date into ISO', () => {
    expect(parseTenantDate('31-12-1990', 'DD-MM-YYYY')).toEqual({ ok: true, iso: '1990-12-31' })
  })

  it('reads a year-first date into ISO', () => {
    expect(parseTenantDate('1990-12-31', 'YYYY-MM-DD')).toEqual({ ok: true, iso: '1990-12-31' })
  })

  it.each(['31-12-90', '1990-12-31', '31/12/1990', '3-12-1990', ''])('refuses the shape %j in DD-MM-YYYY', (text) => {
    expect(parseTenantDate(text, 'DD-MM-YYYY')).toEqual({ ok: false, error: 'invalid-format' })
  })

  it.each(['31-04-2020', '29-02-2023', '00-01-2000', '15-13-2000', '01-01-1899'])('refuses the day %s that does not exist', (text) => {
    expect(parseTenantDate(text, 'DD-MM-YYYY')).toEqual({ ok: false, error: 'invalid-date' })
  })

  it('accepts 29 February of a leap year', () => {
    expect(parseTenantDate('2024-02-29', 'YYYY-MM-DD')).toEqual({ ok: true, iso: '2024-02-29' })
  })
})

describe('isoToTenantDate', () => {
  it('shows a stored date in the tenant format', () => {
    expect(isoToTenantDate('1990-12-31', 'DD-MM-YYYY')).toBe('31-12-1990')
    expect(isoToTenantDate('1990-12-31T00:00:00.000Z', 'YYYY-MM-DD')).toBe('1990-12-31')
    expect(isoToTenantDate(null, 'DD-MM-YYYY')).toBe('')
  })
})
