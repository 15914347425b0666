import { PAGE_SIZES, type Rental, type RentalStatus } from '@contracts/rental'
import { groupOfStatus, STATUSES_OF_GROUP } from './rental-status'

/** GET /rentals lists the member's rentals as driver; GET /user/carpooling_rentals the carpools they joined. */
export type ListSource = 'bookings' | 'carpoolings'
export type ListKey = 'bookings.inProgress' | 'bookings.upcoming' | 'carpoolings.inProgress' | 'carpoolings.upcoming' | 'carpoolings.past' | 'history'
export const LIST_KEYS: readonly ListKey[] = ['bookings.inProgress', 'bookings.upcoming', 'carpoolings.inProgress', 'carpoolings.upcoming', 'carpoolings.past', 'history']

export interface ListSpec {
  source: ListSource
  statuses: readonly RentalStatus[]
  limit: number
  order: 'asc' | 'desc'
}

/** Page sizes and orders of spec section 9: in progress 3, upcoming 20, closed 15 descending (past carpools as the history). */
export const LIST_SPECS: Record<ListKey, ListSpec> = {
  'bookings.inProgress': { source: 'bookings', statuses: STATUSES_OF_GROUP.inProgress, limit: PAGE_SIZES.inProgressRentals, order: 'asc' },
  'bookings.upcoming': { source: 'bookings', statuses: STATUSES_OF_GROUP.upcoming, limit: PAGE_SIZES.upcomingRentals, order: 'asc' },
  'carpoolings.inProgress': { source: 'carpoolings', statuses: STATUSES_OF_GROUP.inProgress, limit: PAGE_SIZES.inProgressCarpoolings, order: 'asc' },
  'carpoolings.upcoming': { source: 'carpoolings', statuses: STATUSES_OF_GROUP.upcoming, limit: PAGE_SIZES.upcomingCarpoolings, order: 'asc' },
  'carpoolings.past': { source: 'carpoolings', statuses: STATUSES_OF_GROUP.closed, limit: PAGE_SIZES.closedRentals, order: 'desc' },
  history: { source: 'bookings', statuses: STATUSES_OF_GROUP.closed, limit: PAGE_SIZES.closedRentals, order: 'desc' },
}

export interface RentalPage {
  items: Rental[]
  page: number
  total: number
  limit: number
}

export type RentalLists = Record<ListKey, RentalPage | null>

export const EMPTY_LISTS: RentalLists = {
  'bookings.inProgress': null,
  'bookings.upcoming': null,
  'carpoolings.inProgress': null,
  'carpoolings.upcoming': null,
  'carpoolings.past': null,
  history: null,
}

/** Spec section 9: page count = total / limit, rounded up. */
export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0
}

/** The list a rental belongs to by its status; finished carpools joined are the carpoolings' past list, not the history. */
export function listKeyOf(status: RentalStatus, source: ListSource): ListKey {
  const group = groupOfStatus(status)
  if (group === 'closed') return source === 'bookings' ? 'history' : 'carpoolings.past'
  return `${source}.${group}`
}

const byStart = (order: 'asc' | 'desc') => (a: Rental, b: Rental) => {
  const diff = Date.parse(a.reservation_start_time) - Date.parse(b.reservation_start_time)
  return (order === 'asc' ? diff : -diff) || a.id - b.id
}

/** Removes a rental from every loaded list (spec section 4), counting it out of their totals. */
export function removeRental(lists: RentalLists, id: number): RentalLists {
  const next = { ...lists }
  for (const key of LIST_KEYS) {
    const page = lists[key]
    if (!page || !page.items.some((r) => r.id === id)) continue
    next[key] = { ...page, items: page.items.filter((r) => r.id !== id), total: Math.max(0, page.total - 1) }
  }
  return next
}

/**
 * Spec section 4: after an update a rental is removed from every list and re-added by its new
 * status, in its place by start time; a list already full drops its last row to the next page.
 */
export function placeRental(lists: RentalLists, rental: Rental, source: ListSource): RentalLists {
  const next = removeRental(lists, rental.id)
  const key = listKeyOf(rental.status, source)
  const page = next[key]
  if (!page) return next
  const items = [...page.items, rental].sort(byStart(LIST_SPECS[key].order)).slice(0, page.limit)
  next[key] = { ...page, items, total: page.total + 1 }
  return next
}
