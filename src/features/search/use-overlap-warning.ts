import { useQuery } from '@tanstack/react-query'
import { overlappingBookings } from '@contracts/booking-warnings'
import { isRentalDriver } from '@contracts/rental-driver'
import { queryClient } from '@/core/query/query-client'
import { BOOKINGS_KEY } from '@/core/query/query-keys'
import { fetchOwnLiveBookings } from './api'
import { useBooker } from './use-booker'

export interface OverlapWarning {
  id: number
  start: number
  end: number
}

/**
 * The member's own live bookings, one read for the review screen and its chat card, under the
 * bookings key: a booking made, changed or cancelled anywhere reads them again, and a logout drops them.
 */
const ownLiveBookingsQuery = (userId: number) => ({
  queryKey: [...BOOKINGS_KEY, 'own-live', userId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchOwnLiveBookings(userId, signal),
})

/**
 * The driver's own bookings that the one under review would overlap (contracts/booking-warnings.ts),
 * for the review screen and its chat card alike. A guest, a joined carpool (`enabled` false) or a
 * failed load warns of nothing: the warning helps, the server still decides.
 */
export function useOverlapWarning(start: number | null, end: number | null, enabled = true): OverlapWarning[] {
  const { authenticated, userId } = useBooker()
  const active = enabled && authenticated && userId !== null
  const own = useQuery({ ...ownLiveBookingsQuery(userId ?? 0), enabled: active }, queryClient).data
  if (!active || !own || start === null || end === null) return []
  const spans = own
    .filter((r) => isRentalDriver(r, userId))
    .map((r) => ({ id: r.id, status: r.status, start: Date.parse(r.reservation_start_time), end: Date.parse(r.reservation_end_time) }))
  return overlappingBookings({ start, end }, spans).map(({ id, start: s, end: e }) => ({ id, start: s, end: e }))
}
