import { formatPhoneForDisplay } from './format-phone'

describe('formatPhoneForDisplay', () => {
  it.each([
    ['+15145550142', 'CA', '(514) 555-0142'],
    ['+15145550142', 'ca', '(514) 555-0142'],
    ['+12125550199', 'US', '(212) 555-0199'],
    ['+15145550142', 'FR', '+1 514-555-0142'],
    ['+33612345678', 'FR', '06 12 34 56 78'],
    ['+33612345678', 'CA', '+33 6 12 34 56 78'],
    ['+442071838750', 'CA', '+442071838750'],
    ['+1514555', 'CA', '+1514555'],
  ])('%s for a tenant in %s reads %s', (e164, country, shown) => {
    expect(formatPhoneForDisplay(e164, country)).toBe(shown)
  })
})
