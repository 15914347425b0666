import type { Kysely, Transaction } from 'kysely'
import type { RentalStatus } from '@contracts/rental'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import type { RentalRecord, Viewer } from './rental-view'

type Db = Kysely<Database> | Transaction<Database>

function records(db: Db) {
  return (
    db
      .selectFrom('rentals as r')
      .leftJoin('destinations as d', 'd.id', 'r.destination_id')
      // The rental's one invoice (unique per tenant and rental), on the rental's own tenant.
      .leftJoin('invoices as i', (j) => j.onRef('i.rental_id', '=', 'r.id').onRef('i.tenant_id', '=', 'r.tenant_id'))
      .selectAll('r')
      .select(['d.label as destination_label', 'd.formatted_address as destination_formatted_address'])
      .select(['i.status as invoice_status', 'i.attempts as invoice_attempts', 'i.error as invoice_error'])
      .select((eb) =>
        eb
          .selectFrom('rental_passengers as p')
          .whereRef('p.rental_id', '=', 'r.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('passengers_count'),
      )
  )
}

export interface ListQuery {
  tenantId: number
  userId: number
  statuses?: readonly RentalStatus[]
  page: number
  limit: number
  order: 'asc' | 'desc'
}

export interface Page {
  records: RentalRecord[]
  total: number
}

/** GET /rentals: the rentals the member drives, by reservation start then id. */
export const listDriverRentals = (db: Db, q: ListQuery): Promise<Page> => listRentals(db, q, 'driver')

/** GET /user/carpooling_rentals: the carpools the member joined as a passenger (server/README.md). */
export const listJoinedCarpools = (db: Db, q: ListQuery): Promise<Page> => listRentals(db, q, 'passenger')

async function listRentals(db: Db, q: ListQuery, role: Viewer): Promise<Page> {
  const joined = db.selectFrom('rental_passengers as jp').select('jp.rental_id').where('jp.tenant_id', '=', q.tenantId).where('jp.user_id', '=', q.userId)
  let count = db.selectFrom('rentals as r').where('r.tenant_id', '=', q.tenantId)
  let rows = records(db).where('r.tenant_id', '=', q.tenantId)
  if (role === 'driver') {
    count = count.where('r.driver_id', '=', q.userId)
    rows = rows.where('r.driver_id', '=', q.userId)
  } else {
    count = count.where('r.id', 'in', joined)
    rows = rows.where('r.id', 'in', joined)
  }
  if (q.statuses?.length) {
    count = count.where('r.status', 'in', [...q.statuses])
    rows = rows.where('r.status', 'in', [...q.statuses])
  }
  const total = await count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const list = await rows
    .orderBy('r.reservation_start_time', q.order)
    .orderBy('r.id', q.order)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute()
  return { records: list as RentalRecord[], total: Number(total.n) }
}

/** Every rental of the member in one role, oldest first (the personal data export). */
export async function allRentalsOf(db: Db, tenantId: number, userId: number, role: Viewer): Promise<RentalRecord[]> {
  const all: RentalRecord[] = []
  for (let page = 1; ; page += 1) {
    const chunk = await listRentals(db, { tenantId, userId, page, limit: 500, order: 'asc' }, role)
    all.push(...chunk.records)
    if (chunk.records.length < 500) return all
  }
}

export interface FoundRental {
  record: RentalRecord
  viewer: Viewer
}

/**
 * A rental as one member may see it: its driver, or a passenger of its carpool. A rental of another
 * tenant, or one of the same tenant they take no part in, does not exist for this member (404).
 */
export async function findRentalForMember(db: Db, tenantId: number, userId: number, rentalId: number): Promise<FoundRental> {
  const record = (await records(db).where('r.tenant_id', '=', tenantId).where('r.id', '=', rentalId).executeTakeFirst()) as RentalRecord | undefined
  if (!record) throw notFound()
  if (record.driver_id === userId) return { record, viewer: 'driver' }
  const seat = await db
    .selectFrom('rental_passengers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('rental_id', '=', rentalId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  // Not theirs: the same answer as no such rental, so an id tells nothing about anyone else's bookings.
  if (!seat) throw notFound()
  return { record, viewer: 'passenger' }
}
