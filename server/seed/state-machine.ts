import type { RentalStatus } from '@contracts/rental'

/** The rental status transitions operators follow (shown in GET /tenant as state_machine). */
export const RENTAL_STATE_MACHINE: Record<RentalStatus, RentalStatus[]> = {
  pending: ['prepared', 'cancelled', 'refused', 'expired'],
  prepared: ['check_in', 'cancelled', 'expired'],
  check_in: ['in_progress', 'cancelled'],
  in_progress: ['locking', 'check_out'],
  locking: ['in_progress', 'check_out'],
  check_out: ['closed'],
  closed: [],
  cancelled: [],
  expired: [],
  refused: [],
}
