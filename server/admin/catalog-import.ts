import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { CliError } from './output'
import type { CatalogFile } from './catalog-file'

type Counts = Record<'stations' | 'categories' | 'vehicles' | 'discount_codes', { created: number; updated: number }>

interface Existing {
  stations: Map<string, number>
  categories: Map<string, number>
  vehicles: Map<string, { id: number; license_plate: string }>
  codes: Map<string, number>
}

async function loadExisting(trx: Transaction<Database>, tenantId: number): Promise<Existing> {
  const [stations, categories, vehicles, codes] = await Promise.all([
    trx.selectFrom('stations').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
    trx.selectFrom('categories').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
    trx.selectFrom('vehicles').select(['id', 'internal_identifier', 'license_plate']).where('tenant_id', '=', tenantId).execute(),
    trx.selectFrom('discount_codes').select(['id', 'code']).where('tenant_id', '=', tenantId).execute(),
  ])
  return {
    // The first row of a name wins, as rows without a unique name cannot be told apart by a file.
    stations: new Map([...stations].reverse().map((s) => [s.name, s.id])),
    categories: new Map([...categories].reverse().map((c) => [c.name, c.id])),
    vehicles: new Map(vehicles.map((v) => [v.internal_identifier, v])),
    codes: new Map(codes.map((d) => [d.code.toLowerCase(), d.id])),
  }
}

/** What the database must hold for the file to apply: named stations and categories, plates not used by another vehicle. */
function referenceProblems(file: CatalogFile, existing: Existing): string[] {
  const stations = new Set([...existing.stations.keys(), ...file.stations.map((s) => s.name)])
  const categories = new Set([...existing.categories.keys(), ...file.categories.map((c) => c.name)])
  const plates = new Map([...existing.vehicles.entries()].map(([identifier, v]) => [v.license_plate, identifier]))
  const problems: string[] = []
  file.vehicles.forEach((v, i) => {
    if (v.station !== null && !stations.has(v.station)) problems.push(`vehicles.${i}.station: no station "${v.station}" in the file nor on the tenant`)
    if (v.category !== null && !categories.has(v.category)) problems.push(`vehicles.${i}.category: no category "${v.category}" in the file nor on the tenant`)
    const owner = plates.get(v.license_plate)
    if (owner !== undefined && owner !== v.internal_identifier) problems.push(`vehicles.${i}.license_plate: "${v.license_plate}" is the plate of vehicle ${owner}`)
  })
  return problems
}

/**
 * Upserts the file's rows on one tenant in one transaction; rows absent from the file stay. Vehicle
 * writes reach searches through the change feed's triggers (migration 0005), station and category
 * writes through SearchCache's 10 s reload, discount codes at the next booking (read each time).
 * A reference problem aborts before any write, listing every one.
 */
export async function importCatalog(db: Kysely<Database>, tenantId: number, file: CatalogFile): Promise<Counts> {
  return db.transaction().execute(async (trx) => {
    const existing = await loadExisting(trx, tenantId)
    const problems = referenceProblems(file, existing)
    if (problems.length) throw new CliError(`The catalogue was not imported (nothing changed):\n${problems.map((p) => `  ${p}`).join('\n')}`)
    const counts: Counts = {
      stations: { created: 0, updated: 0 },
      categories: { created: 0, updated: 0 },
      vehicles: { created: 0, updated: 0 },
      discount_codes: { created: 0, updated: 0 },
    }

    for (const s of file.stations) {
      const values = { name: s.name, address: s.address, description: s.description, latitude: s.latitude, longitude: s.longitude, aliases: JSON.stringify(s.aliases) }
      const id = existing.stations.get(s.name)
      if (id !== undefined) await trx.updateTable('stations').set(values).where('id', '=', id).where('tenant_id', '=', tenantId).execute()
      else
        existing.stations.set(
          s.name,
          (
            await trx
              .insertInto('stations')
              .values({ tenant_id: tenantId, ...values })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        )
      counts.stations[id === undefined ? 'created' : 'updated']++
    }

    for (const { aliases, ...c } of file.categories) {
      const values = { ...c, aliases: JSON.stringify(aliases) }
      const id = existing.categories.get(c.name)
      if (id !== undefined) await trx.updateTable('categories').set(values).where('id', '=', id).where('tenant_id', '=', tenantId).execute()
      else
        existing.categories.set(
          c.name,
          (
            await trx
              .insertInto('categories')
              .values({ tenant_id: tenantId, ...values })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        )
      counts.categories[id === undefined ? 'created' : 'updated']++
    }

    for (const { station, category, options, equipments, geotracking_privacy_usage, active, access_instructions_translations, ...v } of file.vehicles) {
      const values = {
        ...v,
        access_instructions_translations: Object.keys(access_instructions_translations).length > 0 ? JSON.stringify(access_instructions_translations) : null,
        station_id: station === null ? null : (existing.stations.get(station) ?? null),
        category_id: category === null ? null : (existing.categories.get(category) ?? null),
        options: JSON.stringify(options),
        equipments: JSON.stringify(equipments),
        geotracking_privacy_usage: geotracking_privacy_usage ? 1 : 0,
        active: active ? 1 : 0,
      }
      const known = existing.vehicles.get(v.internal_identifier)
      if (known) {
        // Photos and the box's telemetry are not the catalogue's: an update leaves them.
        await trx.updateTable('vehicles').set(values).where('id', '=', known.id).where('tenant_id', '=', tenantId).execute()
      } else {
        const row = await trx
          .insertInto('vehicles')
          .values({
            tenant_id: tenantId,
            ...values,
            photos: '[]',
            box_latitude: null,
            box_longitude: null,
            box_state_of_charge: null,
            box_charging_status: null,
            box_autonomy: null,
            box_fuel_level: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        // The generated photos of the seed, drawn from make, model, colour and plate (routes/vehicle-photos.routes.ts).
        const photos = ['side', 'front'].map((view) => `/api/vehicle_photos/${row.id}/${view}.svg`)
        await trx
          .updateTable('vehicles')
          .set({ photos: JSON.stringify(photos) })
          .where('id', '=', row.id)
          .where('tenant_id', '=', tenantId)
          .execute()
      }
      counts.vehicles[known ? 'updated' : 'created']++
    }

    for (const d of file.discount_codes) {
      // `uses` counts bookings: an import never resets it.
      const values = { code: d.code, kind: d.kind, value: d.value, expires_at: d.expires_at === null ? null : Date.parse(d.expires_at), max_uses: d.max_uses }
      const id = existing.codes.get(d.code.toLowerCase())
      if (id !== undefined) await trx.updateTable('discount_codes').set(values).where('id', '=', id).where('tenant_id', '=', tenantId).execute()
      else
        await trx
          .insertInto('discount_codes')
          .values({ tenant_id: tenantId, ...values, uses: 0 })
          .execute()
      counts.discount_codes[id === undefined ? 'created' : 'updated']++
    }
    return counts
  })
}
