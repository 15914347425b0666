import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { loadStatus } from '@/lib/load-status'
import { keepTripHelp, forgetTripHelp } from '@/lib/offline/trip-help'
import { queryClient } from '@/core/query/query-client'
import { useCurrentUser } from '@/core/session'
import { useStations } from '@/lib/reference-data'
import type { TripState } from '@contracts/trip'
import { fetchConditionReports, fetchTrip } from './api'
import { tripKeys } from './keys'
import { tripActions, tripPhase } from './trip-rules'
import { useNow } from '../use-now'

// A trip changes on the server too (the lifecycle job ends one left open): read again every minute.
const REFRESH_MS = 60_000

export const tripQuery = (id: number) => ({ queryKey: tripKeys.state(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchTrip(id, signal), refetchInterval: REFRESH_MS })
export const reportsQuery = (id: number) => ({ queryKey: tripKeys.reports(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchConditionReports(id, signal) })

/**
 * One trip (GET /user/rentals/{id}/trip) and its condition reports, with where it stands and what
 * the driver may do now. Shared by the trip screen and the chat's trip card.
 */
export function useTrip(id: number) {
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...tripQuery(id), enabled: valid }, queryClient)
  const reports = useQuery({ ...reportsQuery(id), enabled: valid }, queryClient)
  const now = useNow(15_000)
  const trip = query.data ?? null
  useOfflineHelp(trip)
  return {
    trip,
    reports: reports.data ?? null,
    status: valid ? loadStatus(query) : ('idle' as const),
    phase: trip ? tripPhase(trip, now) : null,
    actions: trip ? tripActions(trip, now) : null,
    now,
    reload: () => void Promise.all([query.refetch(), reports.refetch()]),
  }
}

/** While the trip is in progress its help is kept on the device for no signal; at its end it goes. */
function useOfflineHelp(trip: TripState | null) {
  const user = useCurrentUser()
  const stations = useStations()
  const userId = user?.id ?? null
  const rentalId = trip?.rental.id ?? null
  const status = trip?.rental.status ?? null
  const stationId = trip ? (trip.rental.start_station_id ?? trip.return_station?.id ?? null) : null
  const station = stationId === null ? null : (stations.find((s) => s.id === stationId) ?? null)
  const accessText = trip?.access_instructions ?? null
  const phone = trip?.operator_phone ?? null
  const stationName = station?.name ?? trip?.return_station?.name ?? null
  const stationAddress = station?.address ?? trip?.return_station?.address ?? null
  const stationDescription = station?.description ?? null
  useEffect(() => {
    if (userId === null || rentalId === null || status === null) return
    if (status === 'in_progress' || status === 'check_in' || status === 'check_out') {
      void keepTripHelp(userId, {
        rentalId,
        accessText,
        station: stationName ? { name: stationName, address: stationAddress, description: stationDescription } : null,
        phone,
        savedAt: Date.now(),
      })
    } else if (status === 'closed' || status === 'locking') void forgetTripHelp(userId, rentalId)
  }, [userId, rentalId, status, accessText, phone, stationName, stationAddress, stationDescription])
}

/** Reads the trip again after a change, with every read of the bookings (the lists, the home). */
export function refreshTrip(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tripKeys.all })
}
