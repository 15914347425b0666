// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { detailsBody, detailsFieldsOf, initialDetailsValues, serverFieldErrors, validateDetails } from './driver-form'

const tenant = {
  driver_fields: ['first_name', 'last_name', 'birthday_time', 'cell_phone', 'address_line1', 'driving_licence_number', 'driving_licence_expiration_time'] as const,
  required_driver_fields: ['first_name', 'birthday_time', 'driving_licence_number'] as const,
}

describe('detailsFieldsOf', () => {
  it('shows the personal fields the tenant lists, required when it requires them, never the phone', () => {
    const fields = detailsFieldsOf('personalDetails', { driver_fields: [...tenant.driver_fields], required_driver_fields: [...tenant.required_driver_fields] })
    expect(fields.map((f) => [f.name, f.required, f.kind])).toEqual([
      ['first_name', true, 'text'],
      ['last_name', false, 'text'],
      ['birthday_time', true, 'date'],
      ['address_line1', false, 'text'],
    ])
  })

  it('shows the licence fields of the licence step', () => {
    const fields = detailsFieldsOf('licenseDetails', { driver_fields: [...tenant.driver_fields], required_driver_fields: [...tenant.required_driver_fields] })
    expect(fields.map((f) => f.name)).toEqual(['driving_licence_number', 'driving_licence_expiration_time'])
  })
})

const fields = detailsFieldsOf('personalDetails', { driver_fields: [...tenant.driver_fields], required_driver_fields: [...tenant.required_driver_fields] })

describe('validateDetails', () => {
  it('says a required blank field is mandatory and leaves optional blanks alone', () => {
    expect(validateDetails(fields, { first_name: '  ', last_name: '', birthday_time: '01-02-1990' }, 'DD-MM-YYYY')).toEqual({ first_name: 'mandatory' })
  })

  it('checks dates strictly in the tenant format', () => {
    expect(validateDetails(fields, { first_name: 'Ana', birthday_time: '1990-02-01' }, 'DD-MM-YYYY')).toEqual({ birthday_time: 'invalid-format' })
    expect(validateDetails(fields, { first_name: 'Ana', birthday_time: '30-02-1990' }, 'DD-MM-YYYY')).toEqual({ birthday_time: 'invalid-date' })
    expect(validateDetails(fields, { first_name: 'Ana', birthday_time: '1990-02-01' }, 'YYYY-MM-DD')).toEqual({})
  })
})

describe('detailsBody', () => {
  it('sends every shown field, blanks as null and dates as YYYY-MM-DD', () => {
    expect(detailsBody(fields, { first_name: ' Ana ', last_name: '', birthday_time: '01-02-1990', address_line1: '1 rue Principale' }, 'DD-MM-YYYY')).toEqual({
      user: { first_name: 'Ana', last_name: null, birthday_time: '1990-02-01', address_line1: '1 rue Principale' },
    })
  })
})

describe('initialDetailsValues', () => {
  it('fills the form from the account, dates in the tenant format', () => {
    expect(initialDetailsValues(fields, { first_name: 'Ana', birthday_time: '1990-02-01', last_name: null }, 'DD-MM-YYYY')).toEqual({
      first_name: 'Ana',
      last_name: '',
      birthday_time: '01-02-1990',
      address_line1: '',
    })
  })
})

describe('serverFieldErrors', () => {
  it('puts the server codes on their fields', () => {
    expect(serverFieldErrors([{ code: 'FIELD_REQUIRED', field: 'user.first_name' }, { code: 'INVALID_DATE', field: 'user.birthday_time' }, { code: 'internal_error' }])).toEqual({
      fields: { first_name: 'mandatory', birthday_time: 'invalid-date' },
      others: 1,
    })
  })
})
