import { removeSessionEntriesStartingWith } from '@/lib/session-storage-prefix'

/** The sessionStorage keys of the awaited bookings (awaited-booking.ts): this prefix, then the tenant. */
export const AWAITED_BOOKING_PREFIX = 'frontoffice.awaited-booking.'

let resetInPage: (() => void) | null = null

/** awaited-booking.ts, once loaded, forgets too the booking it holds in the page when storage refused. */
export function setInPageAwaitedBookingReset(reset: () => void): void {
  resetInPage = reset
}

/**
 * Logout: whatever this tab kept, on every tenant, ends with the session (a booking awaiting a login
 * is a guest's, not the next member's). The shell registers it at start-up (app/start.ts), so it holds
 * when a reload is followed by a logout before the search feature has loaded; this file stays light
 * (no zod, no store) to keep the first page small.
 */
export function forgetAllAwaitedBookings(): void {
  resetInPage?.()
  removeSessionEntriesStartingWith(AWAITED_BOOKING_PREFIX)
}
