import type { ApiError } from '@/core/api'
import { UPCOMING_STATUSES } from '@contracts/rental'
import {
  LATE_DAMAGE_WINDOW_SECONDS,
  REQUIRED_PHOTO_SIDES,
  TripRefusalSchema,
  type ConditionReport,
  type TripMoment,
  type TripRefusal,
  type TripState,
  type VehicleSide,
} from '@contracts/trip'

/** Where a trip stands for its driver, from which the actions follow (one rule for the card and the screen). */
export type TripPhase =
  /** Booked, before the prepare delay: nothing to do with the car yet. */
  | 'before-window'
  /** Booked, the start window is open: check-in, then start. */
  | 'startable'
  /** Booked, the window closed without a start: the rental will expire. */
  | 'missed'
  | 'in-progress'
  /** Check-out or locking under way on the server. */
  | 'ending'
  | 'ended'
  /** Cancelled, expired, refused: no trip. */
  | 'none'

export function tripPhase(trip: Pick<TripState, 'rental' | 'start_window' | 'summary'>, now: number): TripPhase {
  const { status } = trip.rental
  if (status === 'in_progress' || status === 'check_in') return 'in-progress'
  if (status === 'check_out' || status === 'locking') return 'ending'
  if (status === 'closed') return 'ended'
  if (UPCOMING_STATUSES.includes(status)) {
    if (now < Date.parse(trip.start_window.opens_at)) return 'before-window'
    if (now > Date.parse(trip.start_window.closes_at)) return 'missed'
    return 'startable'
  }
  return 'none'
}

export interface TripActions {
  start: boolean
  unlock: boolean
  lock: boolean
  extend: boolean
  report: boolean
  end: boolean
}

/** What the driver may do now. The server decides again on each call; this only hides what it would refuse. */
export function tripActions(trip: Pick<TripState, 'rental' | 'start_window' | 'summary'>, now: number): TripActions {
  const phase = tripPhase(trip, now)
  const during = phase === 'in-progress'
  const canExtend = trip.rental.actions.modify_end.allowed
  return { start: phase === 'startable', unlock: during, lock: during, extend: during && canExtend, report: during || phase === 'startable', end: during }
}

/**
 * The walk around the car, one side at a time: the four sides a start or an end needs, then the
 * interior, which is never required. A `during` report names one side (the damage found).
 */
export const WALK_SIDES: readonly VehicleSide[] = ['front', 'right', 'back', 'left', 'interior']

export const isRequiredSide = (side: VehicleSide, mode: TripState['damage_report_mode']) => mode === 'photos' && REQUIRED_PHOTO_SIDES.includes(side)

/** The sides of a moment already recorded (a photo, or a note instead). */
export function sidesDone(reports: readonly ConditionReport[], moment: TripMoment): Set<VehicleSide> {
  return new Set(reports.filter((r) => r.moment === moment).map((r) => r.side))
}

/** The side the walk shows next: the first not yet recorded nor skipped; null when the walk is done. */
export function nextSide(done: ReadonlySet<VehicleSide>, skipped: ReadonlySet<VehicleSide>): VehicleSide | null {
  return WALK_SIDES.find((side) => !done.has(side) && !skipped.has(side)) ?? null
}

/** "Remind me in 15 minutes" is offered during the first quarter hour of a trip: a damage noticed late is still the driver's to report. */
export function mayRemindLater(actualStart: string | null, now: number): boolean {
  if (!actualStart) return false
  // A start "after now" is a device clock behind the server's (or a clock read before the start): still the first quarter hour.
  return now - Date.parse(actualStart) < LATE_DAMAGE_WINDOW_SECONDS * 1000
}

/** The trip refusal a 409 carries (too early, report missing, vehicle unreachable...), or null for any other failure. */
export function refusalOf(error: ApiError | null | undefined): TripRefusal | null {
  for (const entry of error?.errors ?? []) {
    const parsed = TripRefusalSchema.safeParse(entry.more?.trip)
    if (parsed.success) return parsed.data
  }
  return null
}
