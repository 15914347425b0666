// @vitest-environment node
import { carpoolOfferWarning } from './carpool-offer'

describe('carpool offer box (spec section 5)', () => {
  it('refuses a destination without the box ticked', () => {
    expect(carpoolOfferWarning({ carpooling: false, carpoolingDestination: 'Laval' })).toBe('booking:error-message-destination-whitout-checkbox')
  })
  it('accepts the box with or without a destination, and neither', () => {
    expect(carpoolOfferWarning({ carpooling: true, carpoolingDestination: 'Laval' })).toBeNull()
    expect(carpoolOfferWarning({ carpooling: true, carpoolingDestination: '' })).toBeNull()
    expect(carpoolOfferWarning({ carpooling: false, carpoolingDestination: '  ' })).toBeNull()
  })
})
