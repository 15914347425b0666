import { normalisePhone } from './phone-format'

describe('normalisePhone', () => {
  it.each([
    ['+1 514 555 1234', 'CA', '+15145551234'],
    ['(514) 555-1234', 'CA', '+15145551234'],
    ['1-514-555-1234', 'CA', '+15145551234'],
    ['212.555.1234', 'US', '+12125551234'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['0612345678', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'CA', '+33612345678'],
    ['0033612345678', 'CA', '+33612345678'],
    ['+44 20 7946 0958', 'FR', '+442079460958'],
  ])('reads %s in %s as %s', (input, country, expected) => {
    expect(normalisePhone(input, country)).toBe(expected)
  })

  it.each([
    ['', 'CA'],
    ['555-1234', 'CA'],
    ['014 555 1234', 'CA'],
    ['+1 114 555 1234', 'FR'],
    ['612345678', 'FR'],
    ['+33 06 12 34 56 78', 'FR'],
    ['+33 6 12 34 56', 'FR'],
    ['0612345678', 'DE'],
    ['06 12 34 56 7a', 'FR'],
    ['+12', 'CA'],
  ])('refuses %s in %s', (input, country) => {
    expect(normalisePhone(input, country)).toBeNull()
  })
})
