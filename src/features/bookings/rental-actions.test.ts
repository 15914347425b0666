// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isRentalDriver } from '@contracts/rental-driver'
import { rentalActionsAt } from './rental-actions'
import { rentalFixture } from '@/test-support/fixtures'

const now = Date.parse('2026-11-25T12:00:00Z')
const hour = 3600e3
const iso = (ms: number) => new Date(ms).toISOString()

describe('rentalActionsAt', () => {
  const rental = rentalFixture({
    actions: {
      modify_start: { allowed: false, until: null },
      modify_end: { allowed: true, until: null },
      cancel: { allowed: true, until: iso(now + 2 * hour) },
      geotracking: { allowed: true },
    },
  })

  it("reads the server's actions and deadlines", () => {
    const a = rentalActionsAt(rental, now)
    expect(a.modifyStart).toEqual({ allowed: false, until: null })
    expect(a.modifyEnd).toEqual({ allowed: true, until: null })
    expect(a.cancel).toEqual({ allowed: true, until: now + 2 * hour })
    expect(a.geotracking).toBe(true)
    expect(a.canModify).toBe(true)
  })

  it('lets a deadline the server named pass while the page stays open', () => {
    expect(rentalActionsAt(rental, now + 2 * hour - 1).cancel.allowed).toBe(true)
    expect(rentalActionsAt(rental, now + 2 * hour).cancel).toEqual({ allowed: false, until: now + 2 * hour })
  })

  it('offers no modification when the server allows neither bound', () => {
    const fixed = rentalFixture({ actions: { ...rental.actions, modify_end: { allowed: false, until: null } } })
    expect(rentalActionsAt(fixed, now).canModify).toBe(false)
  })
})

describe('isRentalDriver', () => {
  it('is true for the driver only, never without a member', () => {
    const r = rentalFixture({ driver_id: 7 })
    expect(isRentalDriver(r, 7)).toBe(true)
    expect(isRentalDriver(r, 8)).toBe(false)
    expect(isRentalDriver(r, null)).toBe(false)
    expect(isRentalDriver(r, undefined)).toBe(false)
  })
})
