import { DRIVER_FIELDS } from '@contracts/user'
import { type ApiError, ApiErrors } from '../http/errors'
import { parseTenantSettings } from '../tenants/settings'
import { isIsoDate, normalisePhone, validateDriverFields } from './driver-fields'

const settings = parseTenantSettings({ driver_fields: [...DRIVER_FIELDS], required_driver_fields: ['last_name'] })

describe('driver fields', () => {
  it('accepts strict ISO calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('29-02-2024')).toBe(false)
    expect(isIsoDate('2024-2-9')).toBe(false)
    expect(isIsoDate('1850-01-01')).toBe(false)
  })

  it('normalises phones to E.164', () => {
    expect(normalisePhone('+1 (514) 555-0142')).toBe('+15145550142')
    expect(normalisePhone('0033 6 12 34 56 78')).toBe('+33612345678')
    expect(normalisePhone('06 12 34 56 78')).toBeNull()
    expect(normalisePhone('+0123456789')).toBeNull()
    expect(normalisePhone('+1234')).toBeNull()
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
