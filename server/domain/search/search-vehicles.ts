import type { Kysely } from 'kysely'
import type { Station } from '@contracts/reference'
import type { VehicleSearchBody, VehicleSearchResponse } from '@contracts/vehicle'
import type { Database } from '../../db/schema'
import { wrongParameter } from '../booking/domain-error'
import { resolveDiscount } from '../pricing/discount-store'
import { applyDiscount } from '../pricing/discount'
import { rentalPriceCents } from '../pricing/rental-price'
import { findAvailableVehicles } from './available-vehicles'
import { heldSpan, type TakenWindow } from '../availability/vehicle-taken'
import { effectiveLimits, type BookingSettings } from './booking-settings'
import { destinationForSearch } from './destinations'
import { checkDriverMayRent } from './driver-rules'
import { boundingBox, haversineMeters } from './geo'
import { checkRentalLabelId } from './references'
import { SearchCache, type TenantReference } from './search-cache'
import { readSearch, type SearchPlan } from './search-input'
import { checkRentalTimes } from './time-rules'
import { availableInFleet } from './fleet/fleet-availability'
import type { FleetIndex } from './fleet/fleet-index'
import { vehiclesHeldForOthers } from '../alerts/holds'
import { toSearchResponse, type PageRow, type SearchPage } from './search-page'

export interface SearchContext {
  db: Kysely<Database>
  tenantId: number
  settings: BookingSettings
  /**
   * The member whose driver rules (card, active rentals) the search checks; null for a guest, who
   * has no cards nor rentals, and for a member who may not book yet.
   */
  userId: number | null
  /** The member searching, whoever they are (null for a guest): the owner of the destination it stores. */
  memberId?: number | null
  nowMs: number
  /** Stations, rates and vehicle descriptions; without one, everything is read each time. */
  cache?: SearchCache
  /** Vehicles and their rentals in memory, exact (fleet/fleet-index.ts); without one, SQL decides. */
  fleet?: FleetIndex
}

interface AvailablePage {
  rows: PageRow[]
  total: number
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

function stationsFor(plan: SearchPlan, ref: TenantReference): RankedStations {
  const w = plan.where
  if (w.engine === 'station') return { ids: [w.startStationId], byId: ref.stations, distanceM: null }
  // The tenant's stations are in memory (SearchCache): the bounding box is a cheap first cut, the
  // haversine distance keeps the true circle.
  const box = boundingBox(w.centre, w.radiusM)
  const inRadius: { id: number; d: number }[] = []
  for (const s of ref.stations.values()) {
    if (s.latitude < box.minLat || s.latitude > box.maxLat || s.longitude < box.minLng || s.longitude > box.maxLng) continue
    const d = haversineMeters(w.centre, s)
    if (d <= w.radiusM) inRadius.push({ id: s.id, d })
  }
  inRadius.sort((a, b) => a.d - b.d || a.id - b.id)
  return { ids: inRadius.map((x) => x.id), byId: ref.stations, distanceM: new Map(inRadius.map((x) => [x.id, Math.round(x.d)])) }
}

/** One page of available vehicles with their descriptions: from the fleet in memory when there is one. */
async function availablePage(ctx: SearchContext, cache: SearchCache, plan: SearchPlan, stationIds: readonly number[], window: TakenWindow): Promise<AvailablePage> {
  const fleet = ctx.fleet ? await ctx.fleet.current(ctx.tenantId, ctx.nowMs) : null
  if (fleet && heldSpan(window).from >= fleet.horizonMs) return availableInFleet(fleet, stationIds, plan, window, plan.page, plan.limit)
  // Plain loops, not map/flatMap: these run for every result of every search (flatMap alone was a
  // fifth of a station search).
  const rows: PageRow[] = []
  const page = await findAvailableVehicles(ctx.db, ctx.tenantId, stationIds, plan, window, plan.page, plan.limit)
  const ids: number[] = []
  for (const r of page.rows) ids.push(r.id)
  const vehicles = await cache.vehiclesById(ctx.db, ctx.tenantId, ids, ctx.nowMs)
  for (const r of page.rows) {
    // A vehicle deleted between the two reads is left out of the page.
    const vehicle = vehicles.get(r.id)
    if (vehicle) rows.push({ vehicle, stationId: r.station_id, categoryId: r.category_id, includedDistance: r.included_distance, answerHead: null })
  }
  return { rows, total: page.total }
}

/**
 * Leaves out the vehicles held for another member's alert (alerts/holds.ts). Holds are few and
 * short: the page keeps its other rows rather than being refilled, and the total drops as much.
 */
async function withoutHeldVehicles(ctx: SearchContext, page: AvailablePage, window: TakenWindow): Promise<AvailablePage> {
  if (page.rows.length === 0) return page
  // The fleet read its offers with the page (availablePage): no query of its own then.
  const memberId = ctx.memberId ?? null
  const held = ctx.fleet ? ctx.fleet.heldForOthers(ctx.tenantId, memberId, window, ctx.nowMs) : await vehiclesHeldForOthers(ctx.db, ctx.tenantId, memberId, window, ctx.nowMs)
  if (held.size === 0) return page
  const rows = page.rows.filter((r) => !held.has(r.vehicle.id))
  return { rows, total: page.total - (page.rows.length - rows.length) }
}

/**
 * POST /vehicles/search (spec section 7). Checks, in order: engine fields and ids
 * (WRONG_PARAMETER), the date rules, the driver rules when a member searches (card, active
 * rentals), the discount code; then lists available vehicles with their price. A destination in
 * the search is stored and its id returned with every result. The route writes the page as it is
 * (search-json.ts); `searchVehicles` gives it as the wire's objects.
 */
export async function searchVehiclePage(ctx: SearchContext, body: VehicleSearchBody): Promise<SearchPage> {
  const { db, tenantId, settings } = ctx
  const cache = ctx.cache ?? new SearchCache(0)
  const plan = readSearch(body, settings.search_engine)
  const w = plan.where
  const stationIds = [w.engine === 'station' ? w.startStationId : null, w.endStationId].filter((id): id is number => id !== null)
  const ref = await cache.referenceWith(db, tenantId, ctx.nowMs, stationIds, plan.categories)
  checkIds(ref, plan, settings.features.one_way)
  await checkRentalLabelId(db, tenantId, plan.rentalLabelId, 'search.rental_label_id')
  checkRentalTimes(settings, plan.startMs, plan.endMs, ctx.nowMs)
  if (ctx.userId !== null) await checkDriverMayRent(db, tenantId, ctx.userId, settings, plan.endMs, ctx.nowMs)
  const discount = await resolveDiscount(db, tenantId, settings.features.discount, plan.discountCodes, ctx.nowMs)

  const stations = stationsFor(plan, ref)
  const window = { startMs: plan.startMs, endMs: plan.endMs, prepareDelayMs: effectiveLimits(settings).prepareDelayMs }
  const page = await availablePage(ctx, cache, plan, stations.ids, window)
  const { rows, total } = await withoutHeldVehicles(ctx, page, window)
  const destinationId = plan.destination ? await destinationForSearch(db, tenantId, ctx.memberId ?? null, plan.destination, ctx.nowMs) : null

  // Plain loops filling arrays beside the rows: these run for every result of every search.
  const priceCents: number[] = new Array(rows.length)
  const prediscountCents: number[] = new Array(rows.length)
  const distances = stations.distanceM
  const distanceM: (number | null)[] | null = distances === null ? null : new Array(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]
    const prediscount = rentalPriceCents({
      rates: r.categoryId === null ? null : (ref.rates.get(r.categoryId) ?? null),
      vehicleIncludedDistance: r.includedDistance,
      startMs: plan.startMs,
      endMs: plan.endMs,
      estimatedDistance: plan.estimatedDistance,
    })
    prediscountCents[i] = prediscount
    priceCents[i] = applyDiscount(prediscount, discount)
    if (distanceM !== null) distanceM[i] = r.stationId === null ? null : (distances?.get(r.stationId) ?? null)
  }
  return {
    total,
    rows,
    priceCents,
    prediscountCents,
    currency: settings.currency,
    distanceM,
    stations: stations.byId,
    destination: destinationId === null ? null : { id: destinationId },
  }
}

export async function searchVehicles(ctx: SearchContext, body: VehicleSearchBody): Promise<VehicleSearchResponse> {
  return toSearchResponse(await searchVehiclePage(ctx, body))
}
