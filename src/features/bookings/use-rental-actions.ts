import type { Rental } from '@contracts/rental'
import { isRentalDriver } from '@contracts/rental-driver'
import { useCurrentUser } from '@/core/session'
import { rentalActionsAt, type RentalActionsView } from './rental-actions'

export interface RentalViewerActions extends RentalActionsView {
  /** The signed-in member drives this rental (a carpool's passenger does not). */
  isDriver: boolean
}

/** What the signed-in member may do with a rental at `now`: the server's `actions`, and whether they drive it. */
export function useRentalActions(rental: Rental, now: number): RentalViewerActions {
  const user = useCurrentUser()
  return { ...rentalActionsAt(rental, now), isDriver: isRentalDriver(rental, user?.id) }
}

/** Whether the signed-in member drives the rental. */
export function useIsRentalDriver(rental: Pick<Rental, 'driver_id'>): boolean {
  return isRentalDriver(rental, useCurrentUser()?.id)
}
