import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { CatalogFile, CatalogFileInput } from './catalog-file'

// The database stores these as text; the app only ever wrote the file's values there.
type FileVehicle = CatalogFile['vehicles'][number]

const list = (json: string) => JSON.parse(json) as string[]

/** A tenant's catalogue in the shape `catalog import` reads, so that an operator edits the current one. */
export async function exportCatalog(db: Kysely<Database>, tenantId: number): Promise<CatalogFileInput> {
  const [stations, categories, vehicles, codes] = await Promise.all([
    db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db.selectFrom('categories').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db.selectFrom('discount_codes').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
  ])
  const stationName = new Map(stations.map((s) => [s.id, s.name]))
  const categoryName = new Map(categories.map((c) => [c.id, c.name]))
  return {
    stations: stations.map((s) => ({ name: s.name, address: s.address, description: s.description, latitude: s.latitude, longitude: s.longitude, aliases: list(s.aliases) })),
    categories: categories.map((c) => ({
      name: c.name,
      aliases: list(c.aliases),
      hourly_rate_cents: c.hourly_rate_cents,
      daily_rate_cents: c.daily_rate_cents,
      included_distance: c.included_distance,
      extra_distance_cents: c.extra_distance_cents,
    })),
    vehicles: vehicles.map((v) => ({
      internal_identifier: v.internal_identifier,
      license_plate: v.license_plate,
      station: v.station_id === null ? null : (stationName.get(v.station_id) ?? null),
      category: v.category_id === null ? null : (categoryName.get(v.category_id) ?? null),
      make: v.make,
      model: v.model,
      year: v.year,
      color: v.color,
      description: v.description,
      doors_count: v.doors_count,
      seats_count: v.seats_count,
      fuel_type: v.fuel_type as FileVehicle['fuel_type'],
      gears_type: v.gears_type as FileVehicle['gears_type'],
      options: list(v.options) as FileVehicle['options'],
      equipments: list(v.equipments),
      payload_capacity: v.payload_capacity,
      volume: v.volume,
      power: v.power,
      included_distance: v.included_distance,
      geotracking_privacy_usage: Boolean(v.geotracking_privacy_usage),
      access_instructions: v.access_instructions,
      access_instructions_translations: v.access_instructions_translations ? (JSON.parse(v.access_instructions_translations) as Record<string, string>) : {},
      active: Boolean(v.active),
    })),
    discount_codes: codes.map((d) => ({
      code: d.code,
      kind: d.kind,
      value: d.value,
      expires_at: d.expires_at === null ? null : new Date(d.expires_at).toISOString(),
      max_uses: d.max_uses,
    })),
  }
}
