import { sql, type Kysely } from 'kysely'
import { PAGE_SIZES, UPCOMING_STATUSES, type CarpoolResult } from '@contracts/rental'
import type { z } from 'zod'
import type { CarpoolSearchBodySchema } from '@contracts/rental'
import type { Database } from '../../db/schema'
import { isoInstant } from '../iso-instant'

export type CarpoolSearchBody = z.infer<typeof CarpoolSearchBodySchema>

export interface CarpoolSearchContext {
  db: Kysely<Database>
  tenantId: number
  /** The member searching; their own offers and the ones they already joined are left out. */
  userId: number | null
  nowMs: number
}

/**
 * POST /carpooling_rentals/search: upcoming rentals (pending, prepared) that OTHER drivers of the
 * tenant offer as a carpool, starting after now and within [start_time, end_time] (no upper bound
 * without end_time), from the asked start station, to the asked end station, with the asked label
 * and categories when given, and with at least one free seat (vehicle seats - driver - passengers).
 * Soonest first; 30 per page by default (spec section 9).
 */
export async function searchCarpools(ctx: CarpoolSearchContext, body: CarpoolSearchBody): Promise<{ total: number; results: CarpoolResult[] }> {
  const s = body.search
  const page = body.page ?? s.page ?? 1
  const limit = body.limit ?? s.limit ?? PAGE_SIZES.carpoolSearch
  const passengers = sql<number>`(select count(*) from rental_passengers p where p.rental_id = r.id)`

  let q = ctx.db
    .selectFrom('rentals as r')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .where('r.tenant_id', '=', ctx.tenantId)
    .where('r.carpooling', '=', 1)
    .where('r.status', 'in', [...UPCOMING_STATUSES])
    // Not gone yet, and within the window, its first minute included: a carpool leaving at 9:00 is
    // one of a search from 9:00.
    .where('r.reservation_start_time', '>', ctx.nowMs)
    .where('r.reservation_start_time', '>=', Date.parse(s.start_time))
    .where(sql<boolean>`v.seats_count - 1 - ${passengers} > 0`)
  if (s.end_time != null) q = q.where('r.reservation_start_time', '<=', Date.parse(s.end_time))
  if (s.start_station_id != null) q = q.where('r.start_station_id', '=', s.start_station_id)
  if (s.end_station_id != null) q = q.where('r.end_station_id', '=', s.end_station_id)
  if (s.rental_label_id != null) q = q.where('r.rental_label_id', '=', s.rental_label_id)
  if (s.categories?.length) q = q.where('v.category_id', 'in', [...s.categories])
  if (ctx.userId !== null) {
    const me = ctx.userId
    q = q
      .where('r.driver_id', '!=', me)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('rental_passengers as jp').select('jp.id').whereRef('jp.rental_id', '=', 'r.id').where('jp.user_id', '=', me))))
  }

  const rows = await q
    .select([
      'r.id',
      'r.vehicle_id',
      'r.reservation_start_time',
      'r.reservation_end_time',
      'r.carpooling_destination',
      'r.start_station_id',
      'r.end_station_id',
      'u.first_name',
      sql<number>`v.seats_count - 1 - ${passengers}`.as('available_seats'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('r.reservation_start_time')
    .orderBy('r.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()

  let total = rows.length > 0 ? Number(rows[0].total) : 0
  if (rows.length === 0 && page > 1) {
    total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  }
  return {
    total,
    results: rows.map((r) => ({
      id: r.id,
      vehicle_id: r.vehicle_id,
      reservation_start_time: isoInstant(r.reservation_start_time),
      reservation_end_time: isoInstant(r.reservation_end_time),
      carpooling_destination: r.carpooling_destination,
      start_station_id: r.start_station_id,
      end_station_id: r.end_station_id,
      available_seats: Number(r.available_seats),
      driver: { first_name: r.first_name },
    })),
  }
}
