import type { Kysely } from 'kysely'
import type { Vehicle } from '@contracts/vehicle'
import type { Database } from '../../db/schema'
import { toVehicleWire } from './wire'

interface Entry {
  vehicle: Vehicle
  loadedAt: number
}

/**
 * Wire views of vehicles, kept for `ttlMs`. A search decides availability in SQL on ids only and
 * takes the descriptive fields from here: building 50 full vehicles from their rows on every search
 * cost more than the search itself (server/bench). Availability, station and category are never
 * read from the cache, so staleness is bounded to descriptive fields for at most `ttlMs`.
 */
export class VehicleCache {
  private readonly entries = new Map<number, Entry>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  async get(db: Kysely<Database>, tenantId: number, ids: readonly number[], nowMs: number): Promise<Map<number, Vehicle>> {
    const found = new Map<number, Vehicle>()
    const missing: number[] = []
    for (const id of ids) {
      const e = this.entries.get(id)
      if (e && nowMs - e.loadedAt < this.ttlMs && e.vehicle.id === id) found.set(id, e.vehicle)
      else missing.push(id)
    }
    if (missing.length > 0) {
      const rows = await db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', missing).execute()
      if (this.entries.size + rows.length > this.maxEntries) this.entries.clear()
      for (const row of rows) {
        const vehicle = toVehicleWire(row)
        this.entries.set(row.id, { vehicle, loadedAt: nowMs })
        found.set(row.id, vehicle)
      }
    }
    return found
  }
}
