import { useEffect, useMemo } from 'react'
import type { Rental } from '@contracts/rental'
import { useReferenceDataStore, useStations } from '@/lib/reference-data'
import { useCurrentUser, useSessionStore, type ClientUser } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import { ensureVehicles, loadList } from './actions'
import { driverHomeOf, type DriverHome } from './driver-home'
import { useBookingsStore } from './store'
import { useNow } from './use-now'

export interface DriverHomeView {
  home: DriverHome
  /** The lists are still on their way: the home shows nothing yet rather than "no booking". */
  loading: boolean
}

const NONE: DriverHome = { kind: 'none' }

/** Whether this member has rentals to show at home: a blocked account is offered nothing (spec section 6). */
const mayHaveRentals = (user: ClientUser | null): user is ClientUser => user !== null && user.serverStep !== 'driver_blocked'

function homeOf(user: ClientUser, inProgress: readonly Rental[], upcoming: readonly Rental[], now: number): DriverHome {
  const tenant = useTenantStore.getState().tenant
  return driverHomeOf({
    inProgress,
    upcoming,
    vehicles: useBookingsStore.getState().vehicles,
    stations: useReferenceDataStore.getState().catalog.data.stations,
    driver: { id: user.id, validated: user.validated, workflow_next_step: user.serverStep },
    leadTime: tenant?.access_instructions_lead_time,
    now,
  })
}

/** The home as the stores hold it now, for the chat's environment (no loading: the home hook loads). */
export function currentDriverHome(now: number): DriverHome {
  const session = useSessionStore.getState()
  const user = session.status === 'member' ? session.user : null
  if (!mayHaveRentals(user)) return NONE
  const { lists } = useBookingsStore.getState()
  return homeOf(user, lists['bookings.inProgress']?.items ?? [], lists['bookings.upcoming']?.items ?? [], now)
}

/**
 * The home's behaviour (issue 19), for the root's screen and the chat's greeting: it loads the
 * member's rentals in progress and upcoming, and says which comes first (driver-home.ts). The
 * vehicle of that rental is read afresh, since its access text depends on the moment.
 */
export function useDriverHome(): DriverHomeView {
  const user = useCurrentUser()
  const member = mayHaveRentals(user)
  const userId = user?.id ?? null
  const inProgress = useBookingsStore((s) => s.lists['bookings.inProgress'])
  const upcoming = useBookingsStore((s) => s.lists['bookings.upcoming'])
  const inProgressStatus = useBookingsStore((s) => s.listStatus['bookings.inProgress'])
  const upcomingStatus = useBookingsStore((s) => s.listStatus['bookings.upcoming'])
  const vehicles = useBookingsStore((s) => s.vehicles)
  const stations = useStations()
  const leadTime = useTenantStore((s) => s.tenant?.access_instructions_lead_time)
  const now = useNow()

  useEffect(() => {
    if (!member || userId === null) return
    // The home and the chat's greeting may mount together: one load of each list serves both.
    const { listStatus } = useBookingsStore.getState()
    if (listStatus['bookings.inProgress'] !== 'loading') void loadList('bookings.inProgress', 1)
    if (listStatus['bookings.upcoming'] !== 'loading') void loadList('bookings.upcoming', 1)
  }, [member, userId])

  const home = useMemo(
    () =>
      member
        ? driverHomeOf({
            inProgress: inProgress?.items ?? [],
            upcoming: upcoming?.items ?? [],
            vehicles,
            stations,
            driver: { id: user.id, validated: user.validated, workflow_next_step: user.serverStep },
            leadTime,
            now,
          })
        : NONE,
    [member, user, inProgress, upcoming, vehicles, stations, leadTime, now],
  )

  const rentalId = home.kind === 'none' ? null : home.rental.id
  const vehicleId = home.kind === 'none' ? null : home.rental.vehicle_id
  const readable = home.kind !== 'none' && home.access.kind === 'visible'
  useEffect(() => {
    if (vehicleId !== null && readable) void ensureVehicles([vehicleId], { refresh: true })
  }, [rentalId, vehicleId, readable])

  const loading = member && (inProgress === null || upcoming === null) && inProgressStatus !== 'error' && upcomingStatus !== 'error'
  return { home, loading }
}
