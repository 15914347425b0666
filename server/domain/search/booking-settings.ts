import type { OpeningHours } from '@contracts/opening-hours'
import type { DistanceUnit } from '@contracts/common'
import { rentalLimits, type RentalLimits } from '@contracts/rental-times'
import type { Delays, Features } from '@contracts/tenant'
import type { BookingFieldFlags } from '@contracts/booking-fields'

/** The part of a tenant's settings that search and booking read (structurally a subset of the tenant). */
export interface BookingSettings {
  search_engine: 'station' | 'address'
  currency: string
  distance_unit: DistanceUnit
  /** Seconds kept free before and after every rental for the vehicle's preparation. */
  prepare_delay: number
  /** Upcoming plus in-progress rentals a driver may hold; 0 or less means no limit. */
  max_active_rentals: number
  /** Rentals a validated driver may hold over one moment (absent: driver-rules.ts's default). */
  max_overlapping_rentals?: number
  /** Seconds an unstarted rental stays active past its start (-1 or absent: the default); see lifecycle-rules.ts. */
  unstarted_rental_grace?: number
  delays: Pick<Delays, 'minimum_reservation_duration' | 'maximum_reservation_duration' | 'maximum_time_in_advance' | 'minimum_time_before_start'>
  features: Pick<Features, 'payment_card_required' | 'carpooling' | 'one_way' | 'discount' | 'privacy_usage'> & BookingFieldFlags
  /** Starts and ends must keep to these, in `timezone` (contracts/opening-hours.ts); absent or null: any time. */
  opening_hours?: OpeningHours | null
  timezone?: string
}

export interface EffectiveLimits extends RentalLimits {
  prepareDelayMs: number
  maxActiveRentals: number | null
}

// At module level, not a closure per call: every search and booking computes the limits, and under
// tsx (keepNames) each closure created costs a property definition.
const sec = (v: number) => Math.max(0, v) * 1000

/**
 * Turns the stored settings (seconds, -1 meaning "server default") into milliseconds: the rental
 * time limits as contracts/rental-times.ts reads them, the preparation delay and the active cap.
 */
export function effectiveLimits(s: BookingSettings): EffectiveLimits {
  // Copied field by field, not spread: on Node 20 spreading these limits (a field either null or a
  // number) takes V8's slow path, 3-6 µs a call, and every search computes them twice.
  const l = rentalLimits(s.delays)
  return {
    minDurationMs: l.minDurationMs,
    maxDurationMs: l.maxDurationMs,
    maxAdvanceMs: l.maxAdvanceMs,
    minLeadMs: l.minLeadMs,
    prepareDelayMs: sec(s.prepare_delay),
    maxActiveRentals: s.max_active_rentals > 0 ? s.max_active_rentals : null,
  }
}
