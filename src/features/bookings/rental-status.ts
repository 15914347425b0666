import {
  BLOCKING_STATUSES,
  CANCEL_ELIGIBLE_STATUSES,
  END_MODIFIABLE_STATUSES,
  FINISHED_STATUSES,
  IN_PROGRESS_STATUSES,
  START_MODIFIABLE_STATUSES,
  UPCOMING_STATUSES,
  type RentalStatus,
} from '@contracts/rental'

/** The three lists of spec section 4 a rental can belong to. */
export type ListGroup = 'inProgress' | 'upcoming' | 'closed'

export function groupOfStatus(status: RentalStatus): ListGroup {
  if (IN_PROGRESS_STATUSES.includes(status)) return 'inProgress'
  if (UPCOMING_STATUSES.includes(status)) return 'upcoming'
  return 'closed'
}

export const STATUSES_OF_GROUP: Record<ListGroup, readonly RentalStatus[]> = {
  inProgress: IN_PROGRESS_STATUSES,
  upcoming: UPCOMING_STATUSES,
  closed: FINISHED_STATUSES,
}

/** Distance and price are shown for finished rentals only (spec section 2, booking detail). */
export function isFinished(status: RentalStatus): boolean {
  return FINISHED_STATUSES.includes(status)
}

/**
 * A rental its driver may still have to open the vehicle for: upcoming or in progress (spec section 4),
 * the statuses that hold the vehicle. The server gives the vehicle's access text only for these.
 */
export const mayOpenVehicle = (status: RentalStatus) => BLOCKING_STATUSES.includes(status)

export const isStartModifiableStatus = (status: RentalStatus) => START_MODIFIABLE_STATUSES.includes(status)
export const isEndModifiableStatus = (status: RentalStatus) => END_MODIFIABLE_STATUSES.includes(status)
export const isCancelEligibleStatus = (status: RentalStatus) => CANCEL_ELIGIBLE_STATUSES.includes(status)

/** A passenger may give their seat back until the carpool starts: the server refuses to leave a ride under way. */
export const mayLeaveCarpool = (status: RentalStatus, isDriver: boolean) => !isDriver && isCancelEligibleStatus(status)

/**
 * The label key of a status in the `status` namespace: in_progress, check_in, check_out and
 * locking read "in progress", pending "upcoming", prepared "planned" (spec section 4).
 */
export function statusLabelKey(status: RentalStatus): string {
  return `status:rental.${status}`
}

/** A rental whose trip its driver manages: booked (the trip starts from it) or under way. */
export const isTripStatus = (status: RentalStatus) => UPCOMING_STATUSES.includes(status) || IN_PROGRESS_STATUSES.includes(status)
