import { TZDate } from '@date-fns/tz'
import type { Rental } from '@contracts/rental'
import { groupOfStatus } from './rental-status'

/** `soonest`: the booking in progress, else the next one (running late, opening the car: dialogues rule 9). */
export type Which = 'next' | 'current' | 'last' | 'soonest' | null

export interface RentalQuery {
  which: Which
  /** "YYYY-MM-DD": the day the booking starts, in the tenant's zone. */
  date: string | null
}

export type Pick = { kind: 'found'; rental: Rental } | { kind: 'choose'; candidates: Rental[] } | { kind: 'none' }

const startOf = (r: Rental) => Date.parse(r.reservation_start_time)
const endOf = (r: Rental) => Date.parse(r.reservation_end_time)

function startDay(r: Rental, timeZone: string): string {
  const d = new TZDate(startOf(r), timeZone)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * The booking a sentence names ("cancel my friday booking", "my next booking", "my current
 * rental"): by its start day when one is said, else by which; one match is found, several are
 * offered to choose from, none is none. Without either, a single active booking is the one.
 */
export function pickRental(rentals: readonly Rental[], query: RentalQuery, now: number, timeZone: string): Pick {
  const unique = [...new Map(rentals.map((r) => [r.id, r])).values()]
  const active = unique.filter((r) => groupOfStatus(r.status) !== 'closed').sort((a, b) => startOf(a) - startOf(b))
  const closed = unique.filter((r) => groupOfStatus(r.status) === 'closed').sort((a, b) => endOf(b) - endOf(a))
  const result = (list: Rental[]): Pick => (list.length === 0 ? { kind: 'none' } : list.length === 1 ? { kind: 'found', rental: list[0] } : { kind: 'choose', candidates: list })

  if (query.date) {
    const sameDay = (list: Rental[]) => list.filter((r) => startDay(r, timeZone) === query.date)
    const onDay = sameDay(query.which === 'last' ? closed : active)
    return onDay.length > 0 ? result(onDay) : result(sameDay(closed))
  }
  switch (query.which) {
    case 'current':
      return result(active.filter((r) => groupOfStatus(r.status) === 'inProgress'))
    case 'next': {
      const upcoming = active.filter((r) => groupOfStatus(r.status) === 'upcoming' && startOf(r) > now)
      return upcoming.length ? { kind: 'found', rental: upcoming[0] } : { kind: 'none' }
    }
    case 'last':
      return closed.length ? { kind: 'found', rental: closed[0] } : { kind: 'none' }
    case 'soonest': {
      const current = pickRental(rentals, { which: 'current', date: null }, now, timeZone)
      return current.kind === 'none' ? pickRental(rentals, { which: 'next', date: null }, now, timeZone) : current
    }
    default:
      return result(active)
  }
}
