import type { Kysely } from 'kysely'
import type { VehicleSearchBody, VehicleSearchResponse } from '@contracts/vehicle'
import type { Station } from '@contracts/reference'
import type { Database } from '../../db/schema'
import { wrongParameter } from '../booking/domain-error'
import { resolveDiscount } from '../pricing/discount-store'
import { applyDiscount } from '../pricing/discount'
import { rentalPriceCents } from '../pricing/rental-price'
import { findAvailableVehicles, type AvailableVehicleRow } from './available-vehicles'
import { effectiveLimits, type BookingSettings } from './booking-settings'
import { createDestination } from './destinations'
import { checkDriverMayRent } from './driver-rules'
import { boundingBox, haversineMeters } from './geo'
import { checkCategoryIds, checkRentalLabelId, checkStationIds } from './references'
import { readSearch, type SearchPlan } from './search-input'
import { checkRentalTimes } from './time-rules'
import { VehicleCache } from './vehicle-cache'
import { toStationWire } from './wire'

export interface SearchContext {
  db: Kysely<Database>
  tenantId: number
  settings: BookingSettings
  /** The member searching, or null for a guest (who has no cards nor rentals to check). */
  userId: number | null
  nowMs: number
  /** Descriptions of vehicles; a fresh cache (ttl 0) reads them every time. */
  vehicles?: VehicleCache
}

interface RankedStations {
  ids: number[]
  byId: Map<number, Station>
  distanceM: Map<number, number> | null
}

async function stationsFor(ctx: SearchContext, plan: SearchPlan): Promise<RankedStations> {
  const w = plan.where
  if (w.engine === 'station') {
    const rows = await ctx.db.selectFrom('stations').selectAll().where('tenant_id', '=', ctx.tenantId).where('id', '=', w.startStationId).execute()
    return { ids: rows.map((r) => r.id), byId: new Map(rows.map((r) => [r.id, toStationWire(r)])), distanceM: null }
  }
  const box = boundingBox(w.centre, w.radiusM)
  const candidates = await ctx.db
    .selectFrom('stations')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('latitude', '>=', box.minLat)
    .where('latitude', '<=', box.maxLat)
    .where('longitude', '>=', box.minLng)
    .where('longitude', '<=', box.maxLng)
    .execute()
  const inRadius = candidates
    .map((s) => ({ s, d: haversineMeters(w.centre, s) }))
    .filter((x) => x.d <= w.radiusM)
    .sort((a, b) => a.d - b.d || a.s.id - b.s.id)
  return {
    ids: inRadius.map((x) => x.s.id),
    byId: new Map(inRadius.map((x) => [x.s.id, toStationWire(x.s)])),
    distanceM: new Map(inRadius.map((x) => [x.s.id, Math.round(x.d)])),
  }
}

function rates(r: AvailableVehicleRow) {
  if (r.hourly_rate_cents === null || r.daily_rate_cents === null) return null
  return {
    hourly_rate_cents: r.hourly_rate_cents,
    daily_rate_cents: r.daily_rate_cents,
    included_distance: r.category_included_distance ?? 0,
    extra_distance_cents: r.extra_distance_cents ?? 0,
  }
}

/**
 * POST /vehicles/search (spec section 7). Checks, in order: engine fields and ids
 * (WRONG_PARAMETER), the date rules, the driver rules when a member searches (card, active
 * rentals), the discount code; then lists available vehicles with their price. A destination in
 * the search is stored and its id returned with every result.
 */
export async function searchVehicles(ctx: SearchContext, body: VehicleSearchBody): Promise<VehicleSearchResponse> {
  const { db, tenantId, settings } = ctx
  const plan = readSearch(body, settings.search_engine)
  const w = plan.where
  // The start station's existence is checked when it is read below; the end station only here.
  if (w.endStationId !== null) {
    await checkStationIds(db, tenantId, w.engine === 'station' ? w.startStationId : null, w.endStationId, settings.features.one_way, 'search')
  }
  await checkCategoryIds(db, tenantId, plan.categories, 'search.categories')
  await checkRentalLabelId(db, tenantId, plan.rentalLabelId, 'search.rental_label_id')
  checkRentalTimes(settings, plan.startMs, plan.endMs, ctx.nowMs)
  if (ctx.userId !== null) await checkDriverMayRent(db, tenantId, ctx.userId, settings, plan.endMs)
  const discount = await resolveDiscount(db, tenantId, settings.features.discount, plan.discountCodes, ctx.nowMs)

  const stations = await stationsFor(ctx, plan)
  if (w.engine === 'station' && stations.ids.length === 0) throw wrongParameter('search.start_station_id')
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
  const vehicles = await (ctx.vehicles ?? new VehicleCache(0)).get(
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
        rates: rates(r),
        vehicleIncludedDistance: r.included_distance,
        startMs: plan.startMs,
        endMs: plan.endMs,
        estimatedDistance: plan.estimatedDistance,
      })
      const station = r.station_id === null ? undefined : stations.byId.get(r.station_id)
      return {
        vehicle,
        price: { value_cents: applyDiscount(prediscount, discount), iso_code: settings.currency },
        prediscount_price: { value_cents: prediscount, iso_code: settings.currency },
        distance_in_meters: stations.distanceM && r.station_id !== null ? (stations.distanceM.get(r.station_id) ?? null) : null,
        station: station ?? null,
        destination: destinationId === null ? null : { id: destinationId },
      }
    }),
  }
}
