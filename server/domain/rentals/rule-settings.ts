import type { OpeningHours } from '@contracts/opening-hours'
import type { Delays } from '@contracts/tenant'

/** The tenant settings the rental rules read, as STORED (a -1 is kept as -1). */
export interface RentalRuleSettings {
  /** Seconds a vehicle needs between two rentals (widens every overlap check). */
  prepare_delay: number
  delays: Delays
  currency: string
  distance_unit: 'km' | 'miles'
  /** privacy_usage off: no geotracking switch on any rental. */
  features: { privacy_usage: boolean }
  /** New starts and ends keep to these, in `timezone` (contracts/opening-hours.ts); absent or null: any time. */
  opening_hours?: OpeningHours | null
  timezone?: string
  /** A moved booking keeps to the driver's holds (domain/search/driver-rules.ts checkDriverHolds). */
  max_overlapping_rentals?: number
  /** Seconds an unstarted rental stays active past its start (-1 or absent: the default); see lifecycle-rules.ts. */
  unstarted_rental_grace?: number
}
