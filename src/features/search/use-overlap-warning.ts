import { useEffect, useState } from 'react'
import { overlappingBookings } from '@contracts/booking-warnings'
import type { Rental } from '@contracts/rental'
import { isRentalDriver } from '@contracts/rental-driver'
import { logLoadError } from '@/core/api'
import { fetchOwnLiveBookings } from './api'
import { useBooker } from './use-booker'

export interface OverlapWarning {
  id: number
  start: number
  end: number
}

/**
 * The driver's own bookings that the one under review would overlap (contracts/booking-warnings.ts),
 * for the review screen and its chat card alike. A guest, a joined carpool (`enabled` false) or a
 * failed load warns of nothing: the warning helps, the server still decides.
 */
export function useOverlapWarning(start: number | null, end: number | null, enabled = true): OverlapWarning[] {
  const { authenticated, userId } = useBooker()
  const [own, setOwn] = useState<Rental[] | null>(null)
  const active = enabled && authenticated && userId !== null
  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    fetchOwnLiveBookings(userId, controller.signal)
      .then(setOwn)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) logLoadError('own bookings (overlap warning)', error)
      })
    return () => controller.abort()
  }, [active, userId])
  if (!active || !own || start === null || end === null) return []
  const spans = own
    .filter((r) => isRentalDriver(r, userId))
    .map((r) => ({ id: r.id, status: r.status, start: Date.parse(r.reservation_start_time), end: Date.parse(r.reservation_end_time) }))
  return overlappingBookings({ start, end }, spans).map(({ id, start: s, end: e }) => ({ id, start: s, end: e }))
}
