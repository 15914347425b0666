import { BLOCKING_STATUSES } from './rental'

// The one owner of the warnings a driver gets before a mistake: a booking over one of
// their own, and the last minutes of free cancellation. The review, the booking detail and their
// chat cards import these; the server's own rules (overlap of a vehicle, delay rules) stay theirs.

export interface Span {
  /** Milliseconds since the epoch. */
  start: number
  end: number
}

export interface OwnBooking extends Span {
  id: number
  status: string
}

/** The driver's own live bookings that share time with the new one (touching ends do not overlap). */
export function overlappingBookings<T extends OwnBooking>(candidate: Span, own: readonly T[]): T[] {
  return own.filter((b) => BLOCKING_STATUSES.includes(b.status as (typeof BLOCKING_STATUSES)[number]) && b.start < candidate.end && candidate.start < b.end)
}

/** How long before the free-cancellation deadline the driver is warned that it is close: 30 minutes. */
export const CANCELLATION_WARNING_MS = 30 * 60 * 1000

/**
 * The minutes left to cancel free of charge when the deadline (contracts/delay-rules.ts
 * changeDeadline) is within CANCELLATION_WARNING_MS; null when there is more time, none, or none left.
 */
export function freeCancellationMinutesLeft(deadline: number | null, now: number): number | null {
  if (deadline === null) return null
  const left = deadline - now
  return left > 0 && left <= CANCELLATION_WARNING_MS ? Math.ceil(left / 60_000) : null
}

/** A change that costs more: the new price and the difference, in cents; null when it costs the same or less. */
export function costIncrease(beforeCents: number | null, afterCents: number | null): { after: number; difference: number } | null {
  if (beforeCents === null || afterCents === null || afterCents <= beforeCents) return null
  return { after: afterCents, difference: afterCents - beforeCents }
}
