// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { phoneChanged, profileBody, profileFields, toE164, validateProfile } from './profile-form'

describe('profile fields (spec section 5)', () => {
  const fields = profileFields(['first_name', 'last_name', 'cell_phone', 'birthday_time'], ['first_name', 'birthday_time'])

  it('shows the tenant driver fields, in order, required when the tenant says so', () => {
    expect(fields).toEqual([
      { name: 'first_name', required: true, kind: 'text' },
      { name: 'last_name', required: false, kind: 'text' },
      { name: 'birthday_time', required: true, kind: 'date' },
      { name: 'cell_phone', required: false, kind: 'phone' },
    ])
  })

  it('validates mandatory fields, dates and phones', () => {
    expect(validateProfile({ first_name: ' ', birthday_time: '31-02-1990', cell_phone: 'abc' }, fields, 'DD-MM-YYYY')).toEqual({
      first_name: 'mandatory',
      birthday_time: 'invalid-date',
      cell_phone: 'invalid-phone',
    })
    expect(validateProfile({ first_name: 'Ana', birthday_time: '28-02-1990' }, fields, 'DD-MM-YYYY')).toEqual({})
  })

  it('sends only what changed, dates as ISO, blanks as null, never the phone', () => {
    const initial = { first_name: 'Ana', last_name: 'Roy', birthday_time: '28-02-1990', cell_phone: '+15145550000' }
    const values = { ...initial, last_name: '', birthday_time: '01-03-1990', cell_phone: '+15145551111' }
    expect(profileBody(values, initial, fields, 'DD-MM-YYYY')).toEqual({ last_name: null, birthday_time: '1990-03-01' })
  })

  it('knows a new phone number', () => {
    expect(phoneChanged('+1 514 555 0000', '+15145550000')).toBe(false)
    expect(phoneChanged('+15145551111', '+15145550000')).toBe(true)
    expect(phoneChanged('', '+15145550000')).toBe(false)
  })

  it.each([
    ['514 555 0199', 'CA', '+15145550199'],
    ['1 (514) 555-0199', 'CA', '+15145550199'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['0033 6 12 34 56 78', 'FR', '+33612345678'],
    ['+44 20 7946 0958', 'CA', '+442079460958'],
    ['555', 'CA', '555'],
  ])('%s in %s is stored as %s', (raw, country, e164) => {
    expect(toE164(raw, country)).toBe(e164)
  })
})
