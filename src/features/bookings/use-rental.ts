import { useEffect } from 'react'
import { useCurrentUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import { loadRental } from './actions'
import { rentalPermissions } from './rental-permissions'
import { useBookingsStore } from './store'
import { useNow } from './use-now'

/** One rental (GET /user/rentals/{id}), its vehicle, and what the viewer may do with it now. */
export function useRental(id: number) {
  const rental = useBookingsStore((s) => s.rentals[id] ?? null)
  const status = useBookingsStore((s) => s.rentalStatus[id] ?? 'idle')
  const vehicle = useBookingsStore((s) => (rental ? (s.vehicles[rental.vehicle_id] ?? null) : null))
  const busy = useBookingsStore((s) => s.busy[id] === true)
  const user = useCurrentUser()
  const { delays } = useTenant()
  const now = useNow()
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void loadRental(id)
  }, [id])
  const permissions = rental ? rentalPermissions(rental, user?.id ?? null, delays, now) : null
  const isDriver = rental !== null && user !== null && rental.driver_id === user.id
  return { rental, vehicle, status, busy, permissions, isDriver, now, reload: () => void loadRental(id) }
}
