import { incidentPhone } from '@contracts/contact-rules'
import type { DamageReportMode } from '@contracts/trip'
import type { TenantSettings } from '../../tenants/settings'
import { unstartedGraceMs } from '../rentals/lifecycle-rules'

/** The tenant's damage_report_mode as the trip reads it: "photos", or nothing required. */
export function damageMode(settings: Pick<TenantSettings, 'damage_report_mode'>): DamageReportMode {
  return settings.damage_report_mode === 'photos' ? 'photos' : 'none'
}

/**
 * When a driver may start: from the tenant's prepare delay before the start (the car is ready by
 * then) until the unstarted grace after it, past which the lifecycle job expires the rental.
 */
export function startWindow(
  rental: { reservation_start_time: number },
  settings: Pick<TenantSettings, 'prepare_delay' | 'unstarted_rental_grace'>,
): { opens: number; closes: number } {
  return { opens: rental.reservation_start_time - settings.prepare_delay * 1000, closes: rental.reservation_start_time + unstartedGraceMs(settings) }
}

/** The number a driver stuck at the car calls: the operator's emergency line, else its support line. */
export function operatorPhone(settings: Pick<TenantSettings, 'emergency_phone' | 'support_phone'>): string | null {
  return incidentPhone(settings)
}

/**
 * The statuses a rental goes through from `from` to `to` in the tenant's state machine, without
 * `from`: the shortest path through the trip's own statuses (prepared, check_in, in_progress,
 * locking, check_out, closed). Null when the machine has no such path.
 */
export function statusPath(machine: Record<string, string[]>, from: string, to: string): string[] | null {
  const through = new Set(['prepared', 'check_in', 'in_progress', 'locking', 'check_out', 'closed'])
  const previous = new Map<string, string>([[from, '']])
  const queue = [from]
  while (queue.length > 0) {
    const at = queue.shift()!
    if (at === to) break
    for (const next of machine[at] ?? []) {
      if (previous.has(next) || !through.has(next)) continue
      previous.set(next, at)
      queue.push(next)
    }
  }
  if (!previous.has(to) || from === to) return null
  const path: string[] = []
  for (let at = to; at !== from; at = previous.get(at)!) path.unshift(at)
  return path
}

/**
 * The way from a trip in progress to closed: through `locking` while the lock is sent, then
 * `check_out`, where the tenant's machine has them. `toLocking` is walked before the lock command
 * (empty when the machine has no locking step or the rental is there already), `rest` after it.
 */
export function endPath(machine: Record<string, string[]>, from: string): { toLocking: string[]; rest: string[] } | null {
  const direct = statusPath(machine, from, 'closed')
  if (!direct) return null
  if (from === 'locking') return { toLocking: [], rest: direct }
  const toLocking = statusPath(machine, from, 'locking')
  const fromLocking = statusPath(machine, 'locking', 'closed')
  if (!toLocking || !fromLocking || toLocking.includes('check_out')) return { toLocking: [], rest: direct }
  return { toLocking, rest: fromLocking }
}
