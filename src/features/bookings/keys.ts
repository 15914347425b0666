import { BOOKINGS_KEY, VEHICLES_KEY } from '@/core/query/query-keys'
import type { ListKey } from './rental-lists'

/** How many invoices the chat lists (the newest first); its refused-charge notice reads the same page. */
export const INVOICES_SHOWN = 10

/** The keys of the member's bookings, all under BOOKINGS_KEY: a change invalidates them together. */
export const bookingsKeys = {
  all: BOOKINGS_KEY,
  list: (key: ListKey, page: number) => [...BOOKINGS_KEY, 'list', key, page] as const,
  rental: (id: number) => [...BOOKINGS_KEY, 'rental', id] as const,
  /** The changes sent for one rental: its actions wait while one is on its way. */
  change: (id: number) => [...BOOKINGS_KEY, 'change', id] as const,
  invoices: (limit: number) => [...BOOKINGS_KEY, 'invoices', limit] as const,
  receipt: (id: number, language: string) => [...BOOKINGS_KEY, 'receipt', id, language] as const,
}

/** A vehicle does not change with a booking: outside the bookings' keys, still the member's (access text). */
export const vehicleKey = (id: number) => [...VEHICLES_KEY, id] as const
