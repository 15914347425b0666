import { create } from 'zustand'
import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { EMPTY_LISTS, LIST_KEYS, type ListKey, type RentalLists } from './rental-lists'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface BookingsState {
  /** The lists of spec section 4, with their pagination. */
  lists: RentalLists
  listStatus: Record<ListKey, LoadStatus>
  /** Rentals opened in a detail view (GET /user/rentals/{id}), by id. */
  rentals: Record<number, Rental>
  rentalStatus: Record<number, LoadStatus>
  /** Vehicles the lists and details reference, fetched once each. */
  vehicles: Record<number, Vehicle>
  /** A rental whose change is being sent: its actions wait. */
  busy: Record<number, boolean>
}

const idleLists = Object.fromEntries(LIST_KEYS.map((k) => [k, 'idle'])) as Record<ListKey, LoadStatus>

export const INITIAL_BOOKINGS_STATE: BookingsState = {
  lists: EMPTY_LISTS,
  listStatus: idleLists,
  rentals: {},
  rentalStatus: {},
  vehicles: {},
  busy: {},
}

export const useBookingsStore = create<BookingsState>(() => INITIAL_BOOKINGS_STATE)

export function resetBookings(): void {
  useBookingsStore.setState(INITIAL_BOOKINGS_STATE, true)
}
