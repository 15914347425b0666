import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Rental } from '@contracts/rental'
import { queryClient } from '@/core/query/query-client'
import { useStations } from '@/lib/reference-data'
import { useCurrentUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { driverHomeOf, type DriverHome } from './driver-home'
import { mayHaveRentals } from './home-cache'
import { listQuery } from './queries'
import { useNow } from './use-now'
import { useVehicle, useVehicles } from './use-vehicles'

export interface DriverHomeView {
  home: DriverHome
  /** The lists are still on their way: the home shows nothing yet rather than "no booking". */
  loading: boolean
}

const NONE: DriverHome = { kind: 'none' }

const IN_PROGRESS = listQuery('bookings.inProgress', 1)
const UPCOMING = listQuery('bookings.upcoming', 1)

const EMPTY: readonly Rental[] = []

/**
 * The home's behaviour, for the root's screen (the chat's greeting reads the same cache entries,
 * home-cache.ts): it reads the member's rentals in progress and upcoming (one read serves both), and says which comes first
 * (driver-home.ts). The vehicle of that rental is read afresh, since its access text depends on
 * the moment.
 */
export function useDriverHome(): DriverHomeView {
  const user = useCurrentUser()
  const member = mayHaveRentals(user)
  const inProgress = useQuery({ ...IN_PROGRESS, enabled: member }, queryClient)
  const upcoming = useQuery({ ...UPCOMING, enabled: member }, queryClient)
  const inProgressRentals = inProgress.data?.rentals ?? EMPTY
  const upcomingRentals = upcoming.data?.rentals ?? EMPTY
  const vehicles = useVehicles([...inProgressRentals, ...upcomingRentals].map((r) => r.vehicle_id))
  const stations = useStations()
  const leadTime = useTenantStore((s) => s.tenant?.access_instructions_lead_time)
  const now = useNow()

  const home = useMemo(
    () =>
      member
        ? driverHomeOf({
            inProgress: inProgressRentals,
            upcoming: upcomingRentals,
            vehicles,
            stations,
            driver: { id: user.id, validated: user.validated, workflow_next_step: user.serverStep },
            leadTime,
            now,
          })
        : NONE,
    [member, user, inProgressRentals, upcomingRentals, vehicles, stations, leadTime, now],
  )

  const readable = home.kind !== 'none' && home.access.kind === 'visible'
  useVehicle(readable ? home.rental.vehicle_id : null, true)

  const loading = member && (!inProgress.data || !upcoming.data) && !inProgress.isError && !upcoming.isError
  return { home, loading }
}
