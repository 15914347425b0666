import { describe, expect, it } from 'vitest'
import { EMPTY_LISTS, LIST_SPECS, listKeyOf, pageCount, placeRental, removeRental, type RentalLists } from './rental-lists'
import { rentalFixture } from './test-fixtures'

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

  it('files a rental by status and source', () => {
    expect(listKeyOf('pending', 'bookings')).toBe('bookings.upcoming')
    expect(listKeyOf('locking', 'carpoolings')).toBe('carpoolings.inProgress')
    expect(listKeyOf('cancelled', 'bookings')).toBe('history')
    expect(listKeyOf('closed', 'carpoolings')).toBe('carpoolings.past')
  })
})

describe('placeRental (spec section 4)', () => {
  const a = rentalFixture({ id: 1, status: 'prepared', reservation_start_time: '2026-11-27T14:00:00Z' })
  const b = rentalFixture({ id: 2, status: 'pending', reservation_start_time: '2026-11-28T14:00:00Z' })
  const c = rentalFixture({ id: 3, status: 'in_progress', reservation_start_time: '2026-11-25T10:00:00Z' })
  const lists: RentalLists = {
    ...EMPTY_LISTS,
    'bookings.upcoming': { items: [a, b], page: 1, total: 2, limit: 20 },
    'bookings.inProgress': { items: [c], page: 1, total: 1, limit: 3 },
    history: { items: [], page: 1, total: 0, limit: 15 },
  }

  it('moves an updated rental to its place by start time', () => {
    const moved = { ...a, reservation_start_time: '2026-11-29T09:00:00Z' }
    const next = placeRental(lists, moved, 'bookings')
    expect(next['bookings.upcoming']!.items.map((r) => r.id)).toEqual([2, 1])
    expect(next['bookings.upcoming']!.total).toBe(2)
  })

  it('removes it from every list and re-adds it by its new status', () => {
    const cancelled = { ...b, status: 'cancelled' as const }
    const next = placeRental(lists, cancelled, 'bookings')
    expect(next['bookings.upcoming']!.items.map((r) => r.id)).toEqual([1])
    expect(next['bookings.upcoming']!.total).toBe(1)
    expect(next.history!.items.map((r) => r.id)).toEqual([2])
    expect(next.history!.total).toBe(1)
  })

  it('leaves lists not loaded alone and keeps a full page to its limit', () => {
    const full = { ...lists, 'bookings.inProgress': { items: [c, { ...c, id: 4 }, { ...c, id: 5 }], page: 1, total: 5, limit: 3 } }
    const started = { ...a, status: 'in_progress' as const, reservation_start_time: '2026-11-25T09:00:00Z' }
    const next = placeRental(full, started, 'bookings')
    expect(next['bookings.inProgress']!.items.map((r) => r.id)).toEqual([1, 3, 4])
    expect(next['bookings.inProgress']!.total).toBe(6)
    expect(next['carpoolings.upcoming']).toBeNull()
  })

  it('removeRental counts it out of the list that had it', () => {
    const next = removeRental(lists, 3)
    expect(next['bookings.inProgress']).toEqual({ items: [], page: 1, total: 0, limit: 3 })
    expect(next['bookings.upcoming']).toBe(lists['bookings.upcoming'])
  })
})
