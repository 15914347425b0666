import { queryOptions } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { onLogout } from '@/core/session'
import { fetchRental, fetchRentalPage, fetchVehicle } from './api'
import { VEHICLES_KEY } from '@/core/query/query-keys'
import { bookingsKeys, vehicleKey } from './keys'
import type { ListKey } from './rental-lists'
import { rememberCurrentBookings } from './remember-bookings'

/** GET /vehicles/{id}; `fresh` reads it again on each use (its access text is per person and per moment). */
export const vehicleQuery = (id: number, fresh = false) =>
  queryOptions({ queryKey: vehicleKey(id), queryFn: ({ signal }) => fetchVehicle(id, signal), staleTime: fresh ? 0 : 5 * 60_000 })

/**
 * One page of a list of spec section 4. Spec section 7: each vehicle its rentals reference is then
 * read (once), and the current bookings are kept for the offline screen.
 */
export const listQuery = (key: ListKey, page: number) =>
  queryOptions({
    queryKey: bookingsKeys.list(key, page),
    queryFn: async ({ signal }) => {
      const answer = await fetchRentalPage(key, page, signal)
      const vehicles = [...new Set(answer.rentals.map((r) => r.vehicle_id))]
      void Promise.all(vehicles.map((id) => queryClient.prefetchQuery(vehicleQuery(id)))).then(rememberCurrentBookings)
      return answer
    },
  })

/** One rental (GET /user/rentals/{id}). */
export const rentalQuery = (id: number) => queryOptions({ queryKey: bookingsKeys.rental(id), queryFn: ({ signal }) => fetchRental(id, signal) })

/** A shared device: the next member must not see this one's bookings, their vehicles' access text nor their carpools' drivers. */
export function resetBookings(): void {
  queryClient.removeQueries({ queryKey: bookingsKeys.all })
  queryClient.removeQueries({ queryKey: VEHICLES_KEY })
  queryClient.removeQueries({ queryKey: ['users'] })
}

onLogout(resetBookings)
