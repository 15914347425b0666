import { PAGE_SIZES, type RentalStatus } from '@contracts/rental'
import { STATUSES_OF_GROUP } from './rental-status'

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

/** Spec section 9: page count = total / limit, rounded up. */
export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0
}
