import type { Rental } from '@contracts/rental'

export interface ActionWindow {
  allowed: boolean
  /** The first instant the change is refused; null when there is no deadline. */
  until: number | null
}

/** What the viewer may do with a rental, as the server said it. */
export interface RentalActionsView {
  modifyStart: ActionWindow
  modifyEnd: ActionWindow
  cancel: ActionWindow
  geotracking: boolean
  /** Either bound can move: the modify action is offered. */
  canModify: boolean
}

/**
 * The server's `actions` read at `now`. The server applies the rules (statuses, the tenant's stored
 * delays, who the viewer is); the view only lets a deadline it named pass as the page stays open.
 */
export function rentalActionsAt(rental: Pick<Rental, 'actions'>, now: number): RentalActionsView {
  const window = (w: { allowed: boolean; until: string | null }): ActionWindow => {
    const until = w.until === null ? null : Date.parse(w.until)
    return { allowed: w.allowed && (until === null || now < until), until }
  }
  const a = rental.actions
  const modifyStart = window(a.modify_start)
  const modifyEnd = window(a.modify_end)
  return { modifyStart, modifyEnd, cancel: window(a.cancel), geotracking: a.geotracking.allowed, canModify: modifyStart.allowed || modifyEnd.allowed }
}
