import { onLogout } from '@/lib/session'
import { removeSessionEntriesStartingWith } from '@/lib/session-storage-prefix'

/** The sessionStorage keys of the awaited bookings (awaited-booking.ts): this prefix, then the tenant. */
export const AWAITED_BOOKING_PREFIX = 'frontoffice.awaited-booking.'

let registered = false
let resetInPage: (() => void) | null = null

/** awaited-booking.ts, once loaded, forgets too the booking it holds in the page when storage refused. */
export function setInPageAwaitedBookingReset(reset: () => void): void {
  resetInPage = reset
}

/** Logout: whatever this tab kept, on every tenant, ends with the session. */
export function forgetAllAwaitedBookings(): void {
  resetInPage?.()
  removeSessionEntriesStartingWith(AWAITED_BOOKING_PREFIX)
}

/**
 * A booking awaiting a login is a guest's: it must not wait for the next member of the tab. The
 * shell registers this at start-up, so it holds when a reload is followed by a logout before the
 * search feature has loaded; it stays light (no zod, no store) to keep the first page small.
 */
export function forgetAwaitedBookingsAtLogout(): void {
  if (registered) return
  registered = true
  onLogout(forgetAllAwaitedBookings)
}
