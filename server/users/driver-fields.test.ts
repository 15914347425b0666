import { DRIVER_FIELDS } from '@contracts/user'
import { type ApiError, ApiErrors } from '../errors'
import { parseTenantSettings } from '../tenants/settings'
import { isIsoDate, validateDriverFields } from './driver-fields'

const settings = parseTenantSettings({ driver_fields: [...DRIVER_FIELDS], required_driver_fields: ['last_name'] })

describe('driver fields', () => {
  it('accepts strict ISO calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('29-02-2024')).toBe(false)
    expect(isIsoDate('2024-2-9')).toBe(false)
    expect(isIsoDate('1850-01-01')).toBe(false)
  })

  it('reads the phone as the SMS code does: E.164, 00, or the national form of the tenant country', () => {
    const canada = parseTenantSettings({ driver_fields: [...DRIVER_FIELDS], iso3166: 'CA' })
    const france = parseTenantSettings({ driver_fields: [...DRIVER_FIELDS], iso3166: 'FR' })
    expect(validateDriverFields({ cell_phone: '+1 (514) 555-0142' }, canada)).toEqual({ cell_phone: '+15145550142' })
    expect(validateDriverFields({ cell_phone: '0033 6 12 34 56 78' }, canada)).toEqual({ cell_phone: '+33612345678' })
    expect(validateDriverFields({ cell_phone: '(514) 555-0142' }, canada)).toEqual({ cell_phone: '+15145550142' })
    expect(validateDriverFields({ cell_phone: '06 12 34 56 78' }, france)).toEqual({ cell_phone: '+33612345678' })
    for (const refused of ['06 12 34 56 78', '+0123456789', '+1234', '+1 114 555 0142']) {
      expect(() => validateDriverFields({ cell_phone: refused }, canada), refused).toThrow(expect.objectContaining({ code: 'INVALID_PHONE' }))
    }
  })

  it('trims values, turns blanks into null, and reports every bad field', () => {
    expect(validateDriverFields({ first_name: '  Ana ', address_line2: ' ' }, settings)).toEqual({ first_name: 'Ana', address_line2: null })
    try {
      validateDriverFields({ last_name: '', birthday_time: '2020-13-01' }, settings)
      throw new Error('should have thrown')
    } catch (err) {
      expect(err).toBeInstanceOf(ApiErrors)
      expect((err as ApiErrors).errors.map((e: ApiError) => e.code)).toEqual(['FIELD_REQUIRED', 'INVALID_DATE'])
    }
  })
})
