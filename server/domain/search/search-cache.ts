import type { Kysely } from 'kysely'
import type { Station } from '@contracts/reference'
import type { Vehicle } from '@contracts/vehicle'
import type { Database } from '../../db/schema'
import type { RateCard } from '../pricing/rental-price'
import { toStationWire, toSearchVehicleWire } from './wire'

export interface TenantReference {
  stations: Map<number, Station>
  rates: Map<number, RateCard>
  loadedAt: number
}

/**
 * What every search reads but rarely changes, kept for `ttlMs`: a tenant's stations and category
 * rates, and vehicles' descriptions. Availability is always decided in SQL; only descriptive fields
 * and rates may lag their rows, by at most `ttlMs` (server/bench showed that building 50 vehicles
 * from their rows, and two more round trips, cost more than the search itself). `ttlMs` 0 reads
 * everything each time. On PostgreSQL the routes also drop what another process changed as soon as
 * the database announces it (cluster/change-bus.ts), so several processes agree within a moment.
 */
export class SearchCache {
  private readonly vehicles = new Map<number, { vehicle: Vehicle; loadedAt: number }>()
  private readonly tenants = new Map<number, Promise<TenantReference>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxVehicles = 50_000,
  ) {}

  async reference(db: Kysely<Database>, tenantId: number, nowMs: number, reloadIfOlderThanMs = this.ttlMs): Promise<TenantReference> {
    const cached = this.tenants.get(tenantId)
    if (cached) {
      const ref = await cached
      if (nowMs - ref.loadedAt < reloadIfOlderThanMs) return ref
      if (this.tenants.get(tenantId) !== cached) return this.reference(db, tenantId, nowMs, reloadIfOlderThanMs)
    }
    const loading = loadReference(db, tenantId, nowMs)
    this.tenants.set(tenantId, loading)
    loading.catch(() => this.tenants.delete(tenantId))
    return loading
  }

  /**
   * The reference data knowing every given station and category id, reloaded when one is unknown so
   * that a station or category created a moment ago is found (an unknown id costs what no cache would).
   */
  async referenceWith(db: Kysely<Database>, tenantId: number, nowMs: number, stationIds: readonly number[], categoryIds: readonly number[]): Promise<TenantReference> {
    const ref = await this.reference(db, tenantId, nowMs)
    return knowsAll(ref, stationIds, categoryIds) ? ref : this.reference(db, tenantId, nowMs, 0)
  }

  /** The tenant's stations and rates are read again at the next search. */
  forgetTenant(tenantId: number): void {
    this.tenants.delete(tenantId)
  }

  forgetVehicle(vehicleId: number): void {
    this.vehicles.delete(vehicleId)
  }

  clear(): void {
    this.tenants.clear()
    this.vehicles.clear()
  }

  async vehiclesById(db: Kysely<Database>, tenantId: number, ids: readonly number[], nowMs: number): Promise<Map<number, Vehicle>> {
    const found = new Map<number, Vehicle>()
    const missing: number[] = []
    for (const id of ids) {
      const e = this.vehicles.get(id)
      if (e && nowMs - e.loadedAt < this.ttlMs) found.set(id, e.vehicle)
      else missing.push(id)
    }
    if (missing.length === 0) return found
    const rows = await db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', missing).execute()
    if (this.vehicles.size + rows.length > this.maxVehicles) this.vehicles.clear()
    for (const row of rows) {
      const vehicle = toSearchVehicleWire(row)
      if (this.ttlMs > 0) this.vehicles.set(row.id, { vehicle, loadedAt: nowMs })
      found.set(row.id, vehicle)
    }
    return found
  }
}

function knowsAll(ref: TenantReference, stationIds: readonly number[], categoryIds: readonly number[]): boolean {
  for (const id of stationIds) if (!ref.stations.has(id)) return false
  for (const id of categoryIds) if (!ref.rates.has(id)) return false
  return true
}

async function loadReference(db: Kysely<Database>, tenantId: number, nowMs: number): Promise<TenantReference> {
  const [stations, categories] = await Promise.all([
    db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).execute(),
    db.selectFrom('categories').select(['id', 'hourly_rate_cents', 'daily_rate_cents', 'included_distance', 'extra_distance_cents']).where('tenant_id', '=', tenantId).execute(),
  ])
  return {
    stations: new Map(stations.map((s) => [s.id, toStationWire(s)])),
    rates: new Map(categories.map(({ id, ...rates }) => [id, rates])),
    loadedAt: nowMs,
  }
}
