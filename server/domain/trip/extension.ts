import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import { BLOCKING_STATUSES, END_MODIFIABLE_STATUSES } from '@contracts/rental'
import { rentalLimits } from '@contracts/rental-times'
import type { ExtensionQuote } from '@contracts/trip'
import type { Database, RentalRow } from '../../db/schema'
import type { TenantSettings } from '../../tenants/settings'
import { latestEndBefore } from '../availability/vehicle-taken'
import { finalBreakdown } from '../payments/rental-charge'
import { toWireBreakdown } from '../pricing/price-breakdown'
import { tripRefused } from './trip-errors'

/** How far an extension may go when neither a next booking nor the tenant's maximum stops it. */
const UNBOUNDED_EXTENSION_MS = 7 * 24 * 3600 * 1000

export interface LatestEnd {
  at: number
  reason: ExtensionQuote['latest_end_reason']
}

/**
 * The latest end a rental may take: before the vehicle's next booking (less the tenant's prepare
 * delay, as the availability rule widens every booking), and within the tenant's maximum duration.
 */
export async function latestEnd(db: Kysely<Database>, rental: RentalRow, settings: TenantSettings): Promise<LatestEnd> {
  const next = await db
    .selectFrom('rentals')
    .select((eb) => eb.fn.min('reservation_start_time').as('start'))
    .where('tenant_id', '=', rental.tenant_id)
    .where('vehicle_id', '=', rental.vehicle_id)
    .where('id', '!=', rental.id)
    .where('status', 'in', [...BLOCKING_STATUSES])
    .where('reservation_start_time', '>=', rental.reservation_start_time)
    .executeTakeFirst()
  const limits = rentalLimits(settings.delays)
  const candidates: LatestEnd[] = []
  if (next?.start !== null && next?.start !== undefined) candidates.push({ at: latestEndBefore(Number(next.start), settings.prepare_delay * 1000), reason: 'next_booking' })
  if (limits.maxDurationMs !== null) candidates.push({ at: rental.reservation_start_time + limits.maxDurationMs, reason: 'maximum_duration' })
  if (candidates.length === 0) return { at: rental.reservation_end_time + UNBOUNDED_EXTENSION_MS, reason: 'none' }
  const first = candidates.reduce((a, b) => (b.at < a.at ? b : a))
  // A rental already past its limit (an operator's change) keeps its own end as the latest.
  return { at: Math.max(first.at, rental.reservation_end_time), reason: first.reason }
}

/**
 * GET extension: the price of the rental as booked and as extended to `endTime` (capped at the
 * latest end), with the same pricing owner as the final charge; nothing is written.
 */
export async function extensionQuote(db: Kysely<Database>, rental: RentalRow, settings: TenantSettings, endTime: number, lang: Language): Promise<ExtensionQuote> {
  if (!(END_MODIFIABLE_STATUSES as readonly string[]).includes(rental.status)) throw tripRefused({ reason: 'not_in_progress' })
  const latest = await latestEnd(db, rental, settings)
  const priced = Math.min(Math.max(endTime, rental.reservation_end_time), latest.at)
  const charge = { taxes: settings.taxes, distanceUnit: settings.distance_unit }
  const asBooked = { ...rental, started_at: null, ended_at: null, distance: null }
  const current = await finalBreakdown(db, asBooked, charge)
  const extended = await finalBreakdown(db, { ...asBooked, reservation_end_time: priced }, charge)
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    current_end: iso(rental.reservation_end_time),
    end_time: iso(endTime),
    latest_end: iso(latest.at),
    latest_end_reason: latest.reason,
    allowed: endTime > rental.reservation_end_time && endTime <= latest.at,
    current: toWireBreakdown(current, lang),
    extended: toWireBreakdown(extended, lang),
    added_total: { value_cents: extended.total_cents - current.total_cents, iso_code: extended.currency },
  }
}

/** PUT with a later end on a rental in progress: refused past the latest end, with it in the answer. */
export async function assertWithinLatestEnd(db: Kysely<Database>, rental: RentalRow, settings: TenantSettings, end: number): Promise<void> {
  if (rental.status !== 'in_progress' || end <= rental.reservation_end_time) return
  const latest = await latestEnd(db, rental, settings)
  if (end > latest.at) throw tripRefused({ reason: 'past_latest_end', latest_end: new Date(latest.at).toISOString() })
}

export interface RequestedEnd {
  tenantId: number
  rentalId: number
  /** The member asking: only a rental they drive is checked here. */
  driverId: number
  end: number
}

/**
 * The same check for a change a member asks of a rental by its id: a trip in progress they drive
 * extends up to its latest end. Nothing is checked when they drive no such rental (the change refuses it).
 */
export async function assertOwnRentalWithinLatestEnd(db: Kysely<Database>, req: RequestedEnd, settings: TenantSettings): Promise<void> {
  const own = await db
    .selectFrom('rentals')
    .selectAll()
    .where('tenant_id', '=', req.tenantId)
    .where('id', '=', req.rentalId)
    .where('driver_id', '=', req.driverId)
    .executeTakeFirst()
  if (own) await assertWithinLatestEnd(db, own, settings, req.end)
}
