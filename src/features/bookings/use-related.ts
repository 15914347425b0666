import { useEffect, useState } from 'react'
import type { Passenger } from '@contracts/rental'
import type { PublicUser } from '@contracts/user'
import { logLoadError } from '@/lib/api'
import { fetchPassengers, fetchPublicUser } from './api'

type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error' }

function useFetched<T>(key: number | null, load: (id: number, signal: AbortSignal) => Promise<T>, what: string): Loaded<T> {
  const [value, setValue] = useState<Loaded<T>>({ state: 'loading' })
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    setValue({ state: 'loading' })
    load(key, controller.signal).then(
      (data) => setValue({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        logLoadError(what, error)
        setValue({ state: 'error' })
      },
    )
    return () => controller.abort()
  }, [key, load, what])
  return value
}

/** The driver card of a carpool (GET /users/{id}); null id: not shown (the viewer drives). */
export function useDriverCard(driverId: number | null): Loaded<PublicUser> {
  return useFetched(driverId, fetchPublicUser, 'driver card')
}

/** Everyone aboard a carpool (GET /rentals/{id}/passengers); null id: not a carpool. */
export function usePassengers(rentalId: number | null): Loaded<Passenger[]> {
  return useFetched(rentalId, fetchPassengers, 'passengers')
}
