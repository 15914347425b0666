// @vitest-environment node
import { toClientUser } from '@/core/session'
import { userFixture } from '@/test-support/fixtures'
import { storedDriverValue } from './driver-fields'

describe('storedDriverValue', () => {
  it('reads a driver field of the wire from the client view of the member', () => {
    const user = toClientUser(userFixture({ driving_licence_number: 'T1234-567', birthday_time: '1990-04-12' }))
    expect(storedDriverValue(user, 'driving_licence_number')).toBe('T1234-567')
    expect(storedDriverValue(user, 'birthday_time')).toBe('1990-04-12')
    expect(storedDriverValue(user, 'first_name')).toBe('Camille')
  })

  it('is null for a blank field and when nobody is logged in', () => {
    expect(storedDriverValue(toClientUser(userFixture()), 'address_line2')).toBeNull()
    expect(storedDriverValue(null, 'first_name')).toBeNull()
  })
})
