// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { groupByEndMonth } from './history-groups'
import { rentalFixture } from '@/test-support/fixtures'

describe('groupByEndMonth (spec section 2)', () => {
  it('groups by the month of the end time in the tenant zone, keeping the descending order', () => {
    const rentals = [
      rentalFixture({ id: 1, status: 'closed', reservation_start_time: '2026-12-01T01:00:00Z', reservation_end_time: '2026-12-01T03:00:00Z' }),
      rentalFixture({ id: 2, status: 'cancelled', reservation_start_time: '2026-11-10T14:00:00Z', reservation_end_time: '2026-11-10T18:00:00Z' }),
      rentalFixture({ id: 3, status: 'closed', reservation_start_time: '2026-10-30T14:00:00Z', reservation_end_time: '2026-11-02T18:00:00Z' }),
      rentalFixture({ id: 4, status: 'expired', reservation_start_time: '2026-10-01T14:00:00Z', reservation_end_time: '2026-10-01T18:00:00Z' }),
    ]
    const groups = groupByEndMonth(rentals, 'America/Montreal')
    expect(groups.map((g) => [g.month, g.rentals.map((r) => r.id)])).toEqual([
      ['2026-11', [1, 2, 3]],
      ['2026-10', [4]],
    ])
  })

  it('gives no group for no rental', () => {
    expect(groupByEndMonth([], 'Europe/Paris')).toEqual([])
  })
})
