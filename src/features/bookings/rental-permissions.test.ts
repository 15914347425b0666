// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { rentalPermissions, type RuleDelays } from './rental-permissions'
import { rentalFixture } from '@/test-support/fixtures'

const now = Date.parse('2026-11-25T12:00:00Z')
const hour = 3600e3
const delays: RuleDelays = { cancellationMinimalDelay: 7200, reservationStartTimeModificationMinimalDelay: 3600, reservationEndTimeModificationMinimalDelay: 0 }
const iso = (ms: number) => new Date(ms).toISOString()

describe('rentalPermissions', () => {
  it("trusts the server's actions when it sent them (a stored -1 reads 1 s through GET /tenant)", () => {
    const rental = rentalFixture({
      reservation_start_time: iso(now + 48 * hour),
      actions: {
        modify_start: { allowed: false, until: null },
        modify_end: { allowed: true, until: null },
        cancel: { allowed: true, until: iso(now + 46 * hour) },
        geotracking: { allowed: false },
      },
    })
    const p = rentalPermissions(rental, 100, { ...delays, reservationStartTimeModificationMinimalDelay: 1 }, now)
    expect(p.modifyStart).toEqual({ allowed: false, until: null })
    expect(p.modifyEnd).toEqual({ allowed: true, until: null })
    expect(p.cancel).toEqual({ allowed: true, until: now + 46 * hour })
    expect(p.canModify).toBe(true)
  })

  describe('without actions, the rules of spec sections 4 and 5', () => {
    const base = { actions: undefined, driver_id: 100 }
    it('lets the driver move and cancel a prepared booking beyond the delays, and says until when', () => {
      const start = now + 10 * hour
      const p = rentalPermissions(rentalFixture({ ...base, reservation_start_time: iso(start), reservation_end_time: iso(start + 3 * hour) }), 100, delays, now)
      expect(p.modifyStart).toEqual({ allowed: true, until: start - hour })
      expect(p.cancel).toEqual({ allowed: true, until: start - 2 * hour })
      expect(p.modifyEnd).toEqual({ allowed: true, until: null })
      expect(p.geotracking).toBe(false)
    })

    it('refuses within the delays', () => {
      const start = now + 50 * 60e3
      const p = rentalPermissions(rentalFixture({ ...base, reservation_start_time: iso(start), reservation_end_time: iso(start + hour) }), 100, delays, now)
      expect(p.modifyStart.allowed).toBe(false)
      expect(p.cancel.allowed).toBe(false)
      expect(p.modifyEnd.allowed).toBe(true)
    })

    it('moves only the end of a rental in progress, where geotracking may change', () => {
      const p = rentalPermissions(
        rentalFixture({ ...base, status: 'in_progress', reservation_start_time: iso(now - hour), reservation_end_time: iso(now + hour) }),
        100,
        delays,
        now,
      )
      expect([p.modifyStart.allowed, p.modifyEnd.allowed, p.cancel.allowed, p.geotracking]).toEqual([false, true, false, true])
    })

    it('lets nobody else act (a carpool passenger)', () => {
      const p = rentalPermissions(rentalFixture({ ...base, reservation_start_time: iso(now + 48 * hour) }), 7, delays, now)
      expect([p.modifyStart.allowed, p.modifyEnd.allowed, p.cancel.allowed, p.canModify]).toEqual([false, false, false, false])
    })

    it('the 1 s default with -1 (DECISIONS.md), always with 0', () => {
      const start = now + 48 * hour
      const unset = rentalPermissions(
        rentalFixture({ ...base, reservation_start_time: iso(start) }),
        100,
        { cancellationMinimalDelay: -1, reservationStartTimeModificationMinimalDelay: -1, reservationEndTimeModificationMinimalDelay: -1 },
        now,
      )
      expect([unset.modifyStart, unset.cancel]).toEqual([
        { allowed: true, until: start - 1000 },
        { allowed: true, until: start - 1000 },
      ])
      const soon = rentalFixture({ ...base, reservation_start_time: iso(now + 60e3), reservation_end_time: iso(now + hour) })
      const always = rentalPermissions(
        soon,
        100,
        { cancellationMinimalDelay: 0, reservationStartTimeModificationMinimalDelay: 0, reservationEndTimeModificationMinimalDelay: 0 },
        now,
      )
      expect([always.modifyStart, always.cancel]).toEqual([
        { allowed: true, until: null },
        { allowed: true, until: null },
      ])
    })
  })
})
