import type { Kysely } from 'kysely'
import type { AdditionalDocument, Category, CategoryRate, RegistrationFlow, RentalLabel, Station } from '@contracts/reference'
import type { Language } from '@contracts/common'
import type { Database } from '../db/schema'
import { jsonList } from '../db/json-list'
import { toAdditionalDocumentWire, toStationWire } from './serialize'

type Db = Kysely<Database>

/** The tenant's reference data, read for the reference routes, each list in its stable order. */
export async function listCategories(db: Db, tenantId: number): Promise<Category[]> {
  const rows = await db.selectFrom('categories').select(['id', 'name', 'aliases']).where('tenant_id', '=', tenantId).orderBy('id').execute()
  return rows.map((r) => ({ id: r.id, name: r.name, aliases: jsonList(r.aliases) }))
}

export async function listCategoryRates(db: Db, tenantId: number, units: { currency: string; distance_unit: CategoryRate['distance_unit'] }): Promise<CategoryRate[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'hourly_rate_cents', 'daily_rate_cents', 'included_distance', 'extra_distance_cents'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute()
  const money = (cents: number) => ({ value_cents: Number(cents), iso_code: units.currency })
  return rows.map((r) => ({
    category_id: r.id,
    name: r.name,
    hourly: money(r.hourly_rate_cents),
    daily: money(r.daily_rate_cents),
    included_distance: Number(r.included_distance),
    extra_distance: money(r.extra_distance_cents),
    distance_unit: units.distance_unit,
  }))
}

export async function listStations(db: Db, tenantId: number): Promise<Station[]> {
  const rows = await db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).orderBy('name').execute()
  return rows.map(toStationWire)
}

/** One station of the tenant; undefined when it has none with this id. */
export async function findStation(db: Db, tenantId: number, id: number): Promise<Station | undefined> {
  const row = await db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
  return row && toStationWire(row)
}

export async function listRentalLabels(db: Db, tenantId: number): Promise<RentalLabel[]> {
  const rows = await db.selectFrom('rental_labels').select(['id', 'name', 'aliases']).where('tenant_id', '=', tenantId).orderBy('id').execute()
  return rows.map((r) => ({ id: r.id, name: r.name, aliases: jsonList(r.aliases) }))
}

export function listRegistrationFlows(db: Db, tenantId: number): Promise<RegistrationFlow[]> {
  return db.selectFrom('registration_flows').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute()
}

/** Title and description in the given language. */
export async function listAdditionalDocuments(db: Db, tenantId: number, lang: Language): Promise<AdditionalDocument[]> {
  const rows = await db.selectFrom('additional_documents').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute()
  return rows.map((r) => toAdditionalDocumentWire(r, lang))
}
