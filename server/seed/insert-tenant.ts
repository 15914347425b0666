import type { Kysely } from 'kysely'
import { invoiceClosedRentals } from './invoice-closed'
import type { Database } from '../db/schema'
import { sha256 } from '../auth/secrets'
import { TenantSettingsSchema } from '../tenants/settings'
import type { RentalSeed, TenantSeed } from './types'

const HOUR = 3600 * 1000

/** Rental price of the pricing model (DECISIONS.md) for the seeded history: days and hours, extra km, percent codes. */
function seedPrice(
  category: { hourly_rate_cents: number; daily_rate_cents: number; included_distance: number; extra_distance_cents: number },
  hours: number,
  distance: number,
  percentOff: number,
) {
  const days = Math.floor(hours / 24)
  const time = days * category.daily_rate_cents + Math.min((hours % 24) * category.hourly_rate_cents, category.daily_rate_cents)
  const extra = Math.max(0, distance - category.included_distance) * category.extra_distance_cents
  const prediscount = time + extra
  return { prediscount, price: Math.round(prediscount * (1 - percentOff / 100)) }
}

function byKey<T>(rows: T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((r) => [key(r), r]))
}

function must<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Seed refers to unknown ${what} "${key}"`)
  return value
}

/** Writes one tenant and everything it owns. `passwordHash` is the demo password's hash, shared by all demo users. */
export async function insertTenant(db: Kysely<Database>, seed: TenantSeed, now: number, passwordHash: string): Promise<number> {
  const hourStart = Math.floor(now / HOUR) * HOUR
  const settings = TenantSettingsSchema.parse(seed.settings)
  const tenant = await db
    .insertInto('tenants')
    .values({ slug: seed.slug, hosts: JSON.stringify(seed.hosts), human_name: seed.human_name, settings: JSON.stringify(settings), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  const tenant_id = tenant.id

  await db
    .insertInto('oauth_clients')
    .values(seed.clients.map((c) => ({ tenant_id, client_id: c.client_id, name: c.name, secret_hash: c.secret ? sha256(c.secret) : null })))
    .execute()

  const stations = byKey(
    await db
      .insertInto('stations')
      .values(
        seed.stations.map((s) => ({
          tenant_id,
          name: s.name,
          address: s.address,
          description: s.description,
          latitude: s.latitude,
          longitude: s.longitude,
          aliases: JSON.stringify(s.aliases),
        })),
      )
      .returning(['id', 'name'])
      .execute(),
    (r) => seed.stations.find((s) => s.name === r.name)?.key ?? r.name,
  )

  const categoryRows = await db
    .insertInto('categories')
    .values(seed.categories.map(({ key: _key, aliases, ...c }) => ({ tenant_id, ...c, aliases: JSON.stringify(aliases) })))
    .returningAll()
    .execute()
  const categories = byKey(categoryRows, (r) => seed.categories.find((c) => c.name === r.name)?.key ?? r.name)

  const labels = seed.labels.length
    ? byKey(
        await db
          .insertInto('rental_labels')
          .values(seed.labels.map((l) => ({ tenant_id, name: l.name, aliases: JSON.stringify(l.aliases) })))
          .returning(['id', 'name'])
          .execute(),
        (r) => seed.labels.find((l) => l.name === r.name)?.key ?? r.name,
      )
    : new Map<string, { id: number }>()

  const vehicleRows = await db
    .insertInto('vehicles')
    .values(
      seed.vehicles.map(({ station, category, options, equipments, geotracking_privacy_usage, ...v }) => ({
        tenant_id,
        ...v,
        station_id: station ? must(stations, station, 'station').id : null,
        category_id: category ? must(categories, category, 'category').id : null,
        options: JSON.stringify(options),
        equipments: JSON.stringify(equipments),
        geotracking_privacy_usage: geotracking_privacy_usage ? 1 : 0,
        photos: '[]',
        active: 1,
      })),
    )
    .returning(['id', 'license_plate', 'category_id'])
    .execute()
  for (const v of vehicleRows) {
    const photos = ['side', 'front'].map((view) => `/api/vehicle_photos/${v.id}/${view}.svg`)
    await db
      .updateTable('vehicles')
      .set({ photos: JSON.stringify(photos) })
      .where('id', '=', v.id)
      .execute()
  }
  const vehicles = byKey(vehicleRows, (r) => r.license_plate)

  if (seed.discountCodes.length) {
    await db
      .insertInto('discount_codes')
      .values(
        seed.discountCodes.map((d) => ({
          tenant_id,
          code: d.code,
          kind: d.kind,
          value: d.value,
          expires_at: d.expires_in_hours === null ? null : hourStart + d.expires_in_hours * HOUR,
          max_uses: d.max_uses,
          uses: d.uses,
        })),
      )
      .execute()
  }
  if (seed.contents.length)
    await db
      .insertInto('custom_contents')
      .values(seed.contents.map((c) => ({ tenant_id, ...c })))
      .execute()

  const terms = seed.terms
    ? await db
        .insertInto('terms_versions')
        .values({ tenant_id, content_fr: encodeURIComponent(seed.terms.fr), content_en: encodeURIComponent(seed.terms.en), current: 1, published_at: hourStart - 90 * 24 * HOUR })
        .returning('id')
        .executeTakeFirstOrThrow()
    : null

  if (seed.additionalDocuments.length) {
    await db
      .insertInto('additional_documents')
      .values(seed.additionalDocuments.map((d) => ({ tenant_id, ...d, required: d.required ? 1 : 0 })))
      .execute()
  }
  if (seed.registrationFlows.length)
    await db
      .insertInto('registration_flows')
      .values(seed.registrationFlows.map((name) => ({ tenant_id, name })))
      .execute()

  const users = new Map<string, number>()
  for (const u of seed.users) {
    const row = await db
      .insertInto('users')
      .values({
        tenant_id,
        email: u.email,
        password_hash: passwordHash,
        ...u.fields,
        workflow_next_step: u.step,
        validated: u.validated ? 1 : 0,
        tos_accepted: 1,
        accepted_terms_version_id: u.accepted_terms && terms ? terms.id : null,
        roles: JSON.stringify(u.roles),
        can_access_backoffice: u.can_access_backoffice ? 1 : 0,
        language: u.language,
        created_at: hourStart - 120 * 24 * HOUR,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    users.set(u.email, row.id)
    if (u.accepted_terms && terms) {
      await db
        .insertInto('terms_acceptances')
        .values({ tenant_id, user_id: row.id, version_id: terms.id, accepted_at: hourStart - 120 * 24 * HOUR })
        .execute()
    }
    for (const [i, card] of u.cards.entries()) {
      await db
        .insertInto('payment_cards')
        .values({
          tenant_id,
          user_id: row.id,
          provider: 'offline',
          provider_ref: `offline_seed_${seed.slug}_${row.id}_${i}`,
          ...card,
          set_as_default_at: i === 0 ? hourStart - 100 * 24 * HOUR : null,
          deleted_at: null,
          created_at: hourStart - 100 * 24 * HOUR,
        })
        .execute()
    }
  }

  for (const r of seed.rentals) await insertRental(db, tenant_id, r, { hourStart, now, currency: settings.currency, users, vehicles, stations, labels, categoryRows })
  await invoiceClosedRentals(db, tenant_id, settings)
  return tenant_id
}

async function insertRental(
  db: Kysely<Database>,
  tenant_id: number,
  r: RentalSeed,
  ctx: {
    hourStart: number
    now: number
    currency: string
    users: Map<string, number>
    vehicles: Map<string, { id: number; category_id: number | null }>
    stations: Map<string, { id: number }>
    labels: Map<string, { id: number }>
    categoryRows: { id: number; hourly_rate_cents: number; daily_rate_cents: number; included_distance: number; extra_distance_cents: number }[]
  },
): Promise<void> {
  const vehicle = must(ctx.vehicles, r.vehicle, 'vehicle')
  const category = ctx.categoryRows.find((c) => c.id === vehicle.category_id)
  const finished = r.status === 'closed'
  const percentOff = r.discount_codes.includes('HIVER26') ? 10 : 0
  const price = finished && category ? seedPrice(category, r.duration_hours, r.distance ?? 0, percentOff) : null
  const start = ctx.hourStart + r.start_in_hours * HOUR
  const row = await db
    .insertInto('rentals')
    .values({
      tenant_id,
      vehicle_id: vehicle.id,
      driver_id: must(ctx.users, r.driver, 'user'),
      status: r.status,
      start_station_id: r.start_station ? must(ctx.stations, r.start_station, 'station').id : null,
      end_station_id: r.end_station ? must(ctx.stations, r.end_station, 'station').id : null,
      destination_id: null,
      reservation_start_time: start,
      reservation_end_time: start + r.duration_hours * HOUR,
      // A closed rental was driven as booked: the charge bills that window.
      started_at: finished ? start : null,
      ended_at: finished ? start + r.duration_hours * HOUR : null,
      estimated_distance: r.estimated_distance,
      rental_label_id: r.label ? must(ctx.labels, r.label, 'label').id : null,
      discount_codes: JSON.stringify(r.discount_codes),
      geotracking: r.geotracking ? 1 : 0,
      carpooling: r.carpooling ? 1 : 0,
      carpooling_destination: r.carpooling_destination,
      distance: r.distance,
      price_cents: price?.price ?? null,
      prediscount_price_cents: price?.prediscount ?? null,
      currency: ctx.currency,
      created_at: Math.min(ctx.now, start - 48 * HOUR),
      updated_at: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const email of r.passengers) {
    await db
      .insertInto('rental_passengers')
      .values({ tenant_id, rental_id: row.id, user_id: must(ctx.users, email, 'user'), created_at: Math.min(ctx.now, start - 24 * HOUR) })
      .execute()
  }
}
