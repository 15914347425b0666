import { UPCOMING_STATUSES, type RentalStatus } from '@contracts/rental'
import { TENANT_JOB_DEFAULTS } from '@contracts/tenant-defaults'
import { RENTAL_STATE_MACHINE } from '../../seed/state-machine'

/** A stored number of seconds, -1 (or absent) meaning the default of contracts/tenant-defaults.ts. */
export function secondsOrDefault(stored: number | undefined, key: keyof typeof TENANT_JOB_DEFAULTS): number {
  return stored === undefined || stored < 0 ? TENANT_JOB_DEFAULTS[key] : stored
}

/** Milliseconds a pending or prepared rental may stay unstarted past its start before it expires. */
export function unstartedGraceMs(settings: { unstarted_rental_grace?: number }): number {
  return secondsOrDefault(settings.unstarted_rental_grace, 'unstarted_rental_grace') * 1000
}

/**
 * A rental is stale when it is pending or prepared and its start is more than the grace in the
 * past: it was never started and will expire. It no longer counts towards max_active_rentals nor
 * holds its driver's account, even before the lifecycle job has expired it.
 */
export function isStaleUnstarted(rental: { status: string; reservation_start_time: number }, graceMs: number, now: number): boolean {
  return (UPCOMING_STATUSES as readonly string[]).includes(rental.status) && rental.reservation_start_time <= now - graceMs
}

/** The start before which an upcoming rental is stale: queries filter on `reservation_start_time > staleBefore`. */
export function staleBefore(graceMs: number, now: number): number {
  return now - graceMs
}

/**
 * The tenant's state machine (GET /tenant's state_machine). A tenant that stores none follows the
 * platform's (server/seed/state-machine.ts), so that older tenants keep working.
 */
export function stateMachineOf(settings: { state_machine: Record<string, string[]> }): Record<string, string[]> {
  return Object.keys(settings.state_machine).length > 0 ? settings.state_machine : RENTAL_STATE_MACHINE
}

export function transitionAllowed(machine: Record<string, string[]>, from: string, to: string): boolean {
  return (machine[from] ?? []).includes(to)
}

/** The statuses a rental may go to next, for messages that say what is possible. */
export function nextStatuses(machine: Record<string, string[]>, from: string): string[] {
  return machine[from] ?? []
}

/** The time columns a transition records: when the rental started (in_progress) and when it ended (check_out or closed). */
export function transitionStamps(
  rental: { started_at: number | null; ended_at: number | null },
  to: RentalStatus | string,
  now: number,
): { started_at?: number; ended_at?: number } {
  if (to === 'in_progress' && rental.started_at === null) return { started_at: now }
  if ((to === 'check_out' || to === 'closed') && rental.ended_at === null) return { ended_at: now }
  return {}
}
