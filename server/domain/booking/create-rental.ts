import type { CreateRentalBody } from '@contracts/rental'
import type { Kysely } from 'kysely'
import type { Database, UserRow, VehicleRow } from '../../db/schema'
import { ApiError, forbidden, type LocalizedDetail } from '../../errors'
import { assertMayBook } from '../../users/permissions'
import { consumeDiscountCode, resolveDiscount } from '../pricing/discount-store'
import { applyDiscount } from '../pricing/discount'
import { rentalPriceCents, type RateCard } from '../pricing/rental-price'
import { effectiveLimits, type BookingSettings } from '../search/booking-settings'
import { createDestination, findOwnDestination } from '../search/destinations'
import { checkDriverHolds, checkDriverMayRent } from '../search/driver-rules'
import { checkRentalLabelId, checkStationIds } from '../search/references'
import { checkRentalTimes } from '../search/time-rules'
import { ruleError, wrongParameter } from './domain-error'
import { lockedWrite } from './locked-write'
import { assertNotHeldForAnother, takeOwnOffers } from '../alerts/holds'
import { vehicleIsTaken } from '../availability/vehicle-taken'
import { checkRequiredBookingFields } from './required-fields'
import { recordKey, rentalOfKey, type IdempotencyKey } from './idempotency'

export interface BookingContext {
  db: Kysely<Database>
  tenantId: number
  settings: BookingSettings
  member: Pick<UserRow, 'id' | 'workflow_next_step' | 'validated'>
  nowMs: number
  /** The request's Idempotency-Key: a retry answers the rental the key made (idempotency.ts). */
  idempotencyKey?: IdempotencyKey | null
  /**
   * Written in the booking's own transaction once the rental is inserted (the confirmation
   * e-mail's outbox row): the rental and what reports it commit together, or neither does.
   */
  onCreated?: (trx: Kysely<Database>, rentalId: number) => Promise<void>
}

type RentalInput = CreateRentalBody['rental']
const TIME_FIELDS = { start: 'rental.reservation_start_time', end: 'rental.reservation_end_time' }

async function loadVehicle(ctx: BookingContext, id: number): Promise<{ vehicle: VehicleRow; rates: RateCard | null }> {
  const vehicle = await ctx.db.selectFrom('vehicles').selectAll().where('tenant_id', '=', ctx.tenantId).where('id', '=', id).where('active', '=', 1).executeTakeFirst()
  if (!vehicle) throw wrongParameter('rental.vehicle_id')
  const rates =
    vehicle.category_id === null
      ? null
      : ((await ctx.db
          .selectFrom('categories')
          .select(['hourly_rate_cents', 'daily_rate_cents', 'included_distance', 'extra_distance_cents'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', '=', vehicle.category_id)
          .executeTakeFirst()) ?? null)
  return { vehicle, rates }
}

async function resolveDestinationId(ctx: BookingContext, r: RentalInput): Promise<number | null> {
  const d = r.destination
  const said = d != null && [d.label, d.formatted_address, d.latitude, d.longitude].some((v) => v != null && v !== '')
  if (r.destination_id != null) {
    const found = await findOwnDestination(ctx.db, ctx.tenantId, ctx.member.id, r.destination_id)
    if (found) return found.id
    // Another's (or a guest's) id is never attached. A search made before logging in named a guest's:
    // the booking's own words, when it has them, are stored as the member's copy instead.
    if (!said) throw wrongParameter('rental.destination_id')
  }
  if (!said) return null
  return createDestination(ctx.db, ctx.tenantId, ctx.member.id, {
    label: d.label ?? null,
    name: null,
    place_id: null,
    formatted_address: d.formatted_address ?? null,
    latitude: d.latitude ?? null,
    longitude: d.longitude ?? null,
  })
}

const DESTINATION_WITHOUT_CARPOOL: LocalizedDetail = {
  fr: "Une destination de covoiturage n'est acceptée que si la réservation est proposée en covoiturage.",
  en: 'A carpool destination is only accepted when the rental is offered as a carpool.',
}

/**
 * POST /user/rentals. Every search rule is checked again (dates, ids, driver rules, discount),
 * then, with the driver and the vehicle locked (locked-write.ts), the availability check, the
 * discount use and the insert happen together: concurrent bookings of one vehicle for
 * overlapping times give exactly one rental. New rentals are `pending`; the operator (admin
 * command line) moves them on. Returns the new rental's id.
 */
export async function createRental(ctx: BookingContext, body: CreateRentalBody): Promise<number> {
  return (await bookRental(ctx, body)).id
}

/**
 * createRental, telling too whether this call made the rental (false: an Idempotency-Key's earlier
 * attempt did), so that what follows a booking (the confirmation e-mail) happens once per rental.
 */
export async function bookRental(ctx: BookingContext, body: CreateRentalBody): Promise<{ id: number; created: boolean }> {
  const { db, tenantId, settings, member } = ctx
  const r = body.rental
  assertMayBook(member)
  const key = ctx.idempotencyKey ?? null
  const keyScope = { tenantId, userId: member.id, nowMs: ctx.nowMs }
  if (key) {
    const made = await rentalOfKey(db, keyScope, key)
    if (made !== null) return { id: made, created: false }
  }
  if (r.driver_id != null && r.driver_id !== member.id) throw forbidden()

  const { vehicle, rates } = await loadVehicle(ctx, r.vehicle_id)
  if (r.start_station_id != null && r.start_station_id !== vehicle.station_id) throw wrongParameter('rental.start_station_id')
  const startStationId = r.start_station_id ?? vehicle.station_id
  const endStationId = r.end_station_id ?? startStationId
  await checkStationIds(db, tenantId, startStationId, r.end_station_id ?? null, settings.features.one_way, 'rental')
  await checkRentalLabelId(db, tenantId, r.rental_label_id ?? null, 'rental.rental_label_id')

  const carpooling = r.carpooling === true
  if (carpooling && !settings.features.carpooling) throw wrongParameter('rental.carpooling')
  const carpoolingDestination = r.carpooling_destination?.trim() || null
  // Spec section 5: a carpool destination without the carpool box ticked is refused. WRONG_PARAMETER
  // alone reads "a search parameter is invalid", so the detail names the rule.
  if (carpoolingDestination !== null && !carpooling) {
    throw new ApiError(400, 'WRONG_PARAMETER', DESTINATION_WITHOUT_CARPOOL, 'rental.carpooling_destination')
  }
  // privacy_usage off: the tenant offers no private-use geotracking, so none may be asked.
  if (r.geotracking === true && !settings.features.privacy_usage) throw new ApiError(403, 'GEOTRACKING_NOT_OFFERED', undefined, 'rental.geotracking')

  const startMs = Date.parse(r.reservation_start_time)
  const endMs = Date.parse(r.reservation_end_time)
  checkRentalTimes(settings, startMs, endMs, ctx.nowMs, TIME_FIELDS)
  await checkDriverMayRent(db, tenantId, member.id, settings, endMs, ctx.nowMs)
  await checkDriverHolds(db, tenantId, member, settings, { startMs, endMs }, ctx.nowMs)
  const discount = await resolveDiscount(db, tenantId, settings.features.discount, r.discount_codes, ctx.nowMs, 'rental.discount_codes')
  // After every other rule (their errors say more), before a destination is stored.
  checkRequiredBookingFields(settings.features, r)
  const destinationId = await resolveDestinationId(ctx, r)

  const estimatedDistance = r.estimated_distance ?? null
  const prediscount = rentalPriceCents({ rates, vehicleIncludedDistance: vehicle.included_distance, startMs, endMs, estimatedDistance })
  const prepareDelayMs = effectiveLimits(settings).prepareDelayMs

  return lockedWrite(
    db,
    [
      { table: 'users', id: member.id },
      { table: 'vehicles', id: vehicle.id },
    ],
    async (trx) => {
      // A concurrent attempt with the same key (the member's row is locked) may have just booked.
      if (key) {
        const made = await rentalOfKey(trx, keyScope, key)
        if (made !== null) return { id: made, created: false }
      }
      // Again under the lock: two bookings by one driver must not both pass max_active_rentals.
      await checkDriverMayRent(trx, tenantId, member.id, settings, endMs, ctx.nowMs)
      await checkDriverHolds(trx, tenantId, member, settings, { startMs, endMs }, ctx.nowMs)
      const hold = { startMs, endMs, prepareDelayMs }
      if (await vehicleIsTaken(trx, { tenantId, vehicleId: vehicle.id, window: hold })) throw ruleError(409, 'VEHICLE_NOT_AVAILABLE', 'rental.vehicle_id')
      await assertNotHeldForAnother(trx, tenantId, member.id, vehicle.id, hold, ctx.nowMs)
      if (discount) await consumeDiscountCode(trx, discount)
      const row = await trx
        .insertInto('rentals')
        .values({
          tenant_id: tenantId,
          vehicle_id: vehicle.id,
          driver_id: member.id,
          status: 'pending',
          start_station_id: startStationId,
          end_station_id: endStationId,
          destination_id: destinationId,
          reservation_start_time: startMs,
          reservation_end_time: endMs,
          estimated_distance: estimatedDistance,
          rental_label_id: r.rental_label_id ?? null,
          discount_codes: JSON.stringify(discount ? [discount.code] : []),
          geotracking: r.geotracking === true ? 1 : 0,
          carpooling: carpooling ? 1 : 0,
          carpooling_destination: carpooling ? carpoolingDestination : null,
          distance: null,
          price_cents: applyDiscount(prediscount, discount),
          prediscount_price_cents: prediscount,
          currency: settings.currency,
          created_at: ctx.nowMs,
          updated_at: ctx.nowMs,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (key) await recordKey(trx, keyScope, key, row.id)
      if (ctx.onCreated) await ctx.onCreated(trx, row.id)
      await takeOwnOffers(trx, tenantId, member.id, vehicle.id, hold, ctx.nowMs)
      return { id: row.id, created: true }
    },
  )
}
