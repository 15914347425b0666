import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import type { Passenger } from '@contracts/rental'
import type { PublicUser } from '@contracts/user'
import { fetchPassengers, fetchPublicUser } from './api'
import { bookingsKeys } from './keys'

type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error' }

function loaded<T>(query: { data: T | undefined; isError: boolean; isFetching: boolean }): Loaded<T> {
  if (query.data !== undefined) return { state: 'ready', data: query.data }
  return query.isError && !query.isFetching ? { state: 'error' } : { state: 'loading' }
}

/** The driver card of a carpool (GET /users/{id}); null id: not shown (the viewer drives). */
export function useDriverCard(driverId: number | null): Loaded<PublicUser> {
  return loaded(useQuery({ queryKey: ['users', driverId], queryFn: ({ signal }) => fetchPublicUser(driverId ?? 0, signal), enabled: driverId !== null }, queryClient))
}

/** Everyone aboard a carpool (GET /rentals/{id}/passengers), under the bookings' keys: someone leaving reads it again. */
export function usePassengers(rentalId: number | null): Loaded<Passenger[]> {
  return loaded(
    useQuery({ queryKey: [...bookingsKeys.all, 'passengers', rentalId], queryFn: ({ signal }) => fetchPassengers(rentalId ?? 0, signal), enabled: rentalId !== null }, queryClient),
  )
}
