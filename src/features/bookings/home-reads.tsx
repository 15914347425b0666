import { useDriverHome } from './use-driver-home'
import { useRefusedCharge } from './use-refused-charge'
import { useForgetEndedTrips } from './forget-ended-trips'

/**
 * Keeps the member's home reads live while the chat shows: their rentals in progress and upcoming,
 * the vehicle of the first (useDriverHome) and the invoices (useRefusedCharge) are read, and read
 * again when a booking changes (invalidateBookings) or the window comes back; the chat's greeting
 * and dialog read the same cache entries (home-cache.ts). Forgets the offline help of trips ended
 * elsewhere. Renders nothing; loaded lazily, with TanStack Query, after the chat's first paint.
 */
export default function HomeReads() {
  useDriverHome()
  useRefusedCharge()
  useForgetEndedTrips()
  return null
}
