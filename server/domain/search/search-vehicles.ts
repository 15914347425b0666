import type { Kysely } from 'kysely'
import type { Station } from '@contracts/reference'
import type { VehicleSearchBody, VehicleSearchResponse } from '@contracts/vehicle'
import type { Database } from '../../db/schema'
import { wrongParameter } from '../booking/domain-error'
import { resolveDiscount } from '../pricing/discount-store'
import { applyDiscount } from '../pricing/discount'
import { rentalPriceCents } from '../pricing/rental-price'
import { findAvailableVehicles } from './available-vehicles'
import { effectiveLimits, type BookingSettings } from './booking-settings'
import { createDestination } from './destinations'
import { checkDriverMayRent } from './driver-rules'
import { boundingBox, haversineMeters } from './geo'
import { checkRentalLabelId } from './references'
import { SearchCache, type TenantReference } from './search-cache'
import { readSearch, type SearchPlan } from './search-input'
import { checkRentalTimes } from './time-rules'

export interface SearchContext {
  db: Kysely<Database>
  tenantId: number
  settings: BookingSettings
  /** The member searching, or null for a guest (who has no cards nor rentals to check). */
  userId: number | null
  nowMs: number
  /** Stations, rates and vehicle descriptions; without one, everything is read each time. */
  cache?: SearchCache
}

interface RankedStations {
  ids: number[]
  byId: ReadonlyMap<number, Station>
  distanceM: Map<number, number> | null
}

/** Spec section 7 ids are checked against the tenant's (WRONG_PARAMETER), as is the one-way rule. */
function checkIds(ref: TenantReference, plan: SearchPlan, oneWay: boolean): void {
  const w = plan.where
  if (w.engine === 'station' && !ref.stations.has(w.startStationId)) throw wrongParameter('search.start_station_id')
  if (w.endStationId !== null) {
    const sameAsStart = w.engine === 'station' && w.endStationId === w.startStationId
    if (!oneWay && !sameAsStart) throw wrongParameter('search.end_station_id')
    if (!ref.stations.has(w.endStationId)) throw wrongParameter('search.end_station_id')
  }
  if (plan.categories.some((id) => !ref.rates.has(id))) throw wrongParameter('search.categories')
}

async function stationsFor(ctx: SearchContext, plan: SearchPlan, ref: TenantReference): Promise<RankedStations> {
  const w = plan.where
  if (w.engine === 'station') return { ids: [w.startStationId], byId: ref.stations, distanceM: null }
  // The bounding box on stations(tenant_id, latitude, longitude) keeps a wide tenant cheap; the
  // haversine test then keeps the true circle.
  const box = boundingBox(w.centre, w.radiusM)
  const candidates = await ctx.db
    .selectFrom('stations')
    .select(['id', 'latitude', 'longitude'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('latitude', '>=', box.minLat)
    .where('latitude', '<=', box.maxLat)
    .where('longitude', '>=', box.minLng)
    .where('longitude', '<=', box.maxLng)
    .execute()
  const inRadius = candidates
    .map((s) => ({ id: s.id, d: haversineMeters(w.centre, s) }))
    .filter((x) => x.d <= w.radiusM)
    .sort((a, b) => a.d - b.d || a.id - b.id)
  return { ids: inRadius.map((x) => x.id), byId: ref.stations, distanceM: new Map(inRadius.map((x) => [x.id, Math.round(x.d)])) }
}

/**
 * POST /vehicles/search (spec section 7). Checks, in order: engine fields and ids
 * (WRONG_PARAMETER), the date rules, the driver rules when a member searches (card, active
 * rentals), the discount code; then lists available vehicles with their price. A destination in
 * the search is stored and its id returned with every result.
 */
export async function searchVehicles(ctx: SearchContext, body: VehicleSearchBody): Promise<VehicleSearchResponse> {
  const { db, tenantId, settings } = ctx
  const cache = ctx.cache ?? new SearchCache(0)
  const plan = readSearch(body, settings.search_engine)
  const w = plan.where
  const stationIds = [w.engine === 'station' ? w.startStationId : null, w.endStationId].filter((id): id is number => id !== null)
  const ref = await cache.referenceWith(db, tenantId, ctx.nowMs, stationIds, plan.categories)
  checkIds(ref, plan, settings.features.one_way)
  await checkRentalLabelId(db, tenantId, plan.rentalLabelId, 'search.rental_label_id')
  checkRentalTimes(settings, plan.startMs, plan.endMs, ctx.nowMs)
  if (ctx.userId !== null) await checkDriverMayRent(db, tenantId, ctx.userId, settings, plan.endMs)
  const discount = await resolveDiscount(db, tenantId, settings.features.discount, plan.discountCodes, ctx.nowMs)

  const stations = await stationsFor(ctx, plan, ref)
  const { rows, total } = await findAvailableVehicles(
    db,
    tenantId,
    stations.ids,
    plan,
    { startMs: plan.startMs, endMs: plan.endMs, prepareDelayMs: effectiveLimits(settings).prepareDelayMs },
    plan.page,
    plan.limit,
  )
  const destinationId = plan.destination ? await createDestination(db, tenantId, plan.destination) : null
  const vehicles = await cache.vehiclesById(
    db,
    tenantId,
    rows.map((r) => r.id),
    ctx.nowMs,
  )

  return {
    total,
    results: rows.flatMap((r) => {
      const vehicle = vehicles.get(r.id)
      if (!vehicle) return []
      const prediscount = rentalPriceCents({
        rates: r.category_id === null ? null : (ref.rates.get(r.category_id) ?? null),
        vehicleIncludedDistance: r.included_distance,
        startMs: plan.startMs,
        endMs: plan.endMs,
        estimatedDistance: plan.estimatedDistance,
      })
      return [
        {
          vehicle,
          price: { value_cents: applyDiscount(prediscount, discount), iso_code: settings.currency },
          prediscount_price: { value_cents: prediscount, iso_code: settings.currency },
          distance_in_meters: stations.distanceM && r.station_id !== null ? (stations.distanceM.get(r.station_id) ?? null) : null,
          station: r.station_id === null ? null : (stations.byId.get(r.station_id) ?? null),
          destination: destinationId === null ? null : { id: destinationId },
        },
      ]
    }),
  }
}
