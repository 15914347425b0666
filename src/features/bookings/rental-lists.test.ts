// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LIST_SPECS, pageCount } from './rental-lists'

describe('list specs (spec section 9)', () => {
  it('pages in progress by 3, upcoming by 20 and the history by 15 descending', () => {
    expect(LIST_SPECS['bookings.inProgress'].limit).toBe(3)
    expect(LIST_SPECS['bookings.upcoming'].limit).toBe(20)
    expect(LIST_SPECS['carpoolings.inProgress'].limit).toBe(3)
    expect(LIST_SPECS['carpoolings.upcoming'].limit).toBe(20)
    expect(LIST_SPECS.history).toMatchObject({ limit: 15, order: 'desc' })
    expect(LIST_SPECS.history.statuses).toEqual(['closed', 'expired', 'cancelled', 'refused'])
  })

  it.each([
    [0, 15, 0],
    [15, 15, 1],
    [16, 15, 2],
    [7, 3, 3],
  ])('%i rentals by %i make %i pages', (total, limit, pages) => {
    expect(pageCount(total, limit)).toBe(pages)
  })
})
