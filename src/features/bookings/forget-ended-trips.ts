import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { RentalsResponse } from '@contracts/rental'
import { queryClient } from '@/core/query/query-client'
import { lastSeenMember } from '@/lib/offline/last-seen'
import { forgetTripHelpExcept } from '@/lib/offline/forget-ended-trip-help'
import { listQuery } from './queries'

/**
 * How long before the server's answer a trip's help must have been kept for the answer to judge it:
 * help kept while the list was on its way (a trip started meanwhile) waits for the next list.
 */
export const ANSWER_MARGIN_MS = 60_000

/**
 * The first page of the member's rentals under way, as the server answered it at `answeredAt`:
 * when it holds them all, the help kept on this device for any other trip goes (ended by the
 * lifecycle job or from another device, whose screen this device never saw closed). The answers
 * come from the server only (no /api answer is cached on the device), so offline nothing is read.
 */
export async function forgetEndedTripHelp(inProgress: RentalsResponse, answeredAt: number): Promise<void> {
  const userId = lastSeenMember()
  if (userId === null || inProgress.meta.total > inProgress.rentals.length) return
  await forgetTripHelpExcept(
    userId,
    inProgress.rentals.map((r) => r.id),
    answeredAt - ANSWER_MARGIN_MS,
  )
}

/**
 * Watches the member's rentals under way as the home reads them (no request of its own) and
 * forgets the help of the trips no longer among them. Mounted with the chat's home source, which
 * loads after the chat's first screen.
 */
export function useForgetEndedTrips(): void {
  const { data, dataUpdatedAt } = useQuery({ ...listQuery('bookings.inProgress', 1), enabled: false }, queryClient)
  useEffect(() => {
    if (data) void forgetEndedTripHelp(data, dataUpdatedAt)
  }, [data, dataUpdatedAt])
}
