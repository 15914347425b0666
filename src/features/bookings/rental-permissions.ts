import type { Rental } from '@contracts/rental'
import { changeDeadline, isChangeAllowed, type ChangeDelayKey } from '@contracts/delay-rules'
import { isCancelEligibleStatus, isEndModifiableStatus, isStartModifiableStatus } from './rental-status'

/** The delays (seconds) the rules read; ClientDelays of the tenant store fits. */
export interface RuleDelays {
  cancellationMinimalDelay: number
  reservationStartTimeModificationMinimalDelay: number
  reservationEndTimeModificationMinimalDelay: number
}

export interface ActionWindow {
  allowed: boolean
  /** The last instant the change is allowed; null when there is no deadline. */
  until: number | null
}

export interface RentalPermissions {
  modifyStart: ActionWindow
  modifyEnd: ActionWindow
  cancel: ActionWindow
  geotracking: boolean
  /** Either bound can move: the modify action is offered. */
  canModify: boolean
}

const toWindow = (w: { allowed: boolean; until: string | null }): ActionWindow => ({ allowed: w.allowed, until: w.until === null ? null : Date.parse(w.until) })

/**
 * What the viewer may do with a rental. The server's `actions` come first: it applies the
 * same rules (contracts/delay-rules.ts) on the stored delays, and knows the viewer. Without them (an older
 * answer), the rules of spec sections 4 and 5 are applied here with the tenant's delays.
 */
export function rentalPermissions(rental: Rental, viewerId: number | null, delays: RuleDelays, now: number): RentalPermissions {
  if (rental.actions) {
    const a = rental.actions
    const modifyStart = toWindow(a.modify_start)
    const modifyEnd = toWindow(a.modify_end)
    return { modifyStart, modifyEnd, cancel: toWindow(a.cancel), geotracking: a.geotracking.allowed, canModify: modifyStart.allowed || modifyEnd.allowed }
  }
  const isDriver = viewerId !== null && rental.driver_id === viewerId
  const start = Date.parse(rental.reservation_start_time)
  const end = Date.parse(rental.reservation_end_time)
  const rule = (statusOk: boolean, key: ChangeDelayKey, delay: number, instant: number): ActionWindow => {
    const allowed = isDriver && statusOk && isChangeAllowed(key, delay, instant, now)
    return { allowed, until: allowed ? changeDeadline(key, delay, instant) : null }
  }
  const modifyStart = rule(isStartModifiableStatus(rental.status), 'reservation_start_time_modification_minimal_delay', delays.reservationStartTimeModificationMinimalDelay, start)
  const modifyEnd = rule(isEndModifiableStatus(rental.status), 'reservation_end_time_modification_minimal_delay', delays.reservationEndTimeModificationMinimalDelay, end)
  const cancel = rule(isCancelEligibleStatus(rental.status), 'cancellation_minimal_delay', delays.cancellationMinimalDelay, start)
  return { modifyStart, modifyEnd, cancel, geotracking: isDriver && rental.status === 'in_progress', canModify: modifyStart.allowed || modifyEnd.allowed }
}
