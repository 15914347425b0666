// @vitest-environment node
import { bookingClickAction, type BookingClickContext } from './booking-click'

const member: BookingClickContext = {
  authenticated: true,
  serverStep: 'driver_ok',
  joiningCarpool: false,
  usePrivacyUsage: false,
  vehicleHasPrivacyUsage: false,
  privacyUsageAnswered: false,
}

describe('booking click (spec section 4)', () => {
  it.each([
    ['a guest is prompted to log in or sign up', { authenticated: false, serverStep: null }, 'prompt-member'],
    ['an incomplete registration goes to signup', { serverStep: 'driver_on_sms_form' }, 'redirect-signup'],
    ['a blocked driver goes to signup', { serverStep: 'driver_blocked' }, 'redirect-signup'],
    ['a driver waiting for validation may book', { serverStep: 'driver_waiting_for_validation' }, 'create-rental'],
    ['an existing carpool is joined', { joiningCarpool: true, usePrivacyUsage: true, vehicleHasPrivacyUsage: true }, 'join-carpool'],
    ['privacy usage asks consent first', { usePrivacyUsage: true, vehicleHasPrivacyUsage: true }, 'ask-privacy-usage'],
    ['consent given: create', { usePrivacyUsage: true, vehicleHasPrivacyUsage: true, privacyUsageAnswered: true }, 'create-rental'],
    ['tenant without privacy usage: create', { vehicleHasPrivacyUsage: true }, 'create-rental'],
    ['vehicle without privacy usage: create', { usePrivacyUsage: true }, 'create-rental'],
  ] as const)('%s', (_name, over, action) => {
    expect(bookingClickAction({ ...member, ...over })).toBe(action)
  })
})
