import type { Kysely } from 'kysely'
import { FINISHED_STATUSES, UPCOMING_STATUSES, type Passenger } from '@contracts/rental'
import type { Database, UserRow } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../errors'
import { assertMayBook, assertNotBlocked } from '../../users/permissions'
import { ruleError, wrongParameter } from './domain-error'
import { badRequest } from '../../errors'
import { lockedWrite } from './locked-write'
import type { Language } from '@contracts/common'
import { heldOutbox, type OutboxContext, type TransactionOutbox } from '../../adapters/outbox-transaction'
import { passengerChangeMessage, type PassengerChange } from './carpool-driver-notice'

/** How long a passenger who left a carpool waits before joining it again: joining and leaving must not collect the driver's number. */
export const CARPOOL_REJOIN_DELAY_MS = 24 * 3600 * 1000

export interface CarpoolContext {
  db: Kysely<Database>
  tenantId: number
  member: Pick<UserRow, 'id' | 'workflow_next_step'>
  nowMs: number
  /** The driver hears of each seat taken or given back by e-mail, written in the seat's transaction. */
  driverNotice: { tenant: { name: string; language: Language; timeZone: string }; outbox: OutboxContext }
}

async function tellDriver(trx: Kysely<Database>, ctx: CarpoolContext, outbox: TransactionOutbox, rentalId: number, change: PassengerChange): Promise<void> {
  const message = await passengerChangeMessage(trx, { id: ctx.tenantId, ...ctx.driverNotice.tenant }, rentalId, ctx.member.id, change)
  if (message) await outbox.mail.send(message)
}

/** Passengers of a rental, in the order they joined. */
export async function passengersOf(db: Kysely<Database>, tenantId: number, rentalId: number): Promise<Passenger[]> {
  return db
    .selectFrom('rental_passengers as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('p.tenant_id', '=', tenantId)
    .where('p.rental_id', '=', rentalId)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute()
}

/**
 * GET /rentals/{id}/passengers: only the driver and the passengers of the rental see them; to anyone
 * else it does not exist (404), as any rental that is not theirs (DECISIONS.md).
 */
export async function listPassengers(db: Kysely<Database>, tenantId: number, userId: number, rentalId: number): Promise<Passenger[]> {
  const rental = await db.selectFrom('rentals').select(['id', 'driver_id']).where('tenant_id', '=', tenantId).where('id', '=', rentalId).executeTakeFirst()
  if (!rental) throw notFound()
  const passengers = await passengersOf(db, tenantId, rentalId)
  if (rental.driver_id !== userId && !passengers.some((p) => p.id === userId)) throw notFound()
  return passengers
}

/**
 * POST /user/rentals/{id}/passengers with `{"passenger": {"rental_id"}}` (DECISIONS.md): the member
 * joins another driver's carpool that is not finished. With the rental locked, the seat count
 * and the insert happen together, so the last seat goes to one passenger only: at most the
 * vehicle's seats minus one passengers.
 */
export async function joinCarpool(ctx: CarpoolContext, rentalId: number, bodyRentalId: number): Promise<void> {
  assertMayBook(ctx.member)
  if (bodyRentalId !== rentalId) throw wrongParameter('passenger.rental_id')
  const outbox = heldOutbox(ctx.driverNotice.outbox)
  await lockedWrite(ctx.db, [{ table: 'rentals', id: rentalId }], async (trx) => {
    const rental = await trx
      .selectFrom('rentals as r')
      .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .select(['r.id', 'r.driver_id', 'r.status', 'r.carpooling', 'v.seats_count'])
      .where('r.tenant_id', '=', ctx.tenantId)
      .where('r.id', '=', rentalId)
      .executeTakeFirst()
    if (!rental || rental.carpooling !== 1) throw notFound()
    if (rental.driver_id === ctx.member.id) throw forbidden()
    if ((FINISHED_STATUSES as readonly string[]).includes(rental.status)) throw conflict()
    const passengers = await passengersOf(trx, ctx.tenantId, rentalId)
    if (passengers.some((p) => p.id === ctx.member.id)) throw ruleError(409, 'CARPOOL_ALREADY_JOINED')
    const leftLately = await trx
      .selectFrom('carpool_departures')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('rental_id', '=', rentalId)
      .where('user_id', '=', ctx.member.id)
      .where('left_at', '>', ctx.nowMs - CARPOOL_REJOIN_DELAY_MS)
      .executeTakeFirst()
    if (leftLately) throw ruleError(409, 'CARPOOL_REJOIN_TOO_SOON')
    if (passengers.length >= rental.seats_count - 1) throw ruleError(409, 'CARPOOL_FULL')
    await trx.insertInto('rental_passengers').values({ tenant_id: ctx.tenantId, rental_id: rentalId, user_id: ctx.member.id, created_at: ctx.nowMs }).execute()
    await tellDriver(trx, ctx, outbox.in(trx), rentalId, 'joined')
  })
  await outbox.flush()
}

/**
 * DELETE /user/rentals/{id}/passengers: the member leaves a carpool they joined, while it is upcoming
 * (pending, prepared); once under way it is 400 RENTAL_STATUS_NOT_MODIFIABLE. Not a passenger of
 * it (its driver included): 404. A blocked member changes nothing (DECISIONS.md): 403.
 */
export async function leaveCarpool(ctx: CarpoolContext, rentalId: number): Promise<void> {
  assertNotBlocked(ctx.member)
  const outbox = heldOutbox(ctx.driverNotice.outbox)
  await lockedWrite(ctx.db, [{ table: 'rentals', id: rentalId }], async (trx) => {
    const seat = await trx
      .selectFrom('rental_passengers as p')
      .innerJoin('rentals as r', 'r.id', 'p.rental_id')
      .select(['p.id', 'r.status'])
      .where('p.tenant_id', '=', ctx.tenantId)
      .where('r.tenant_id', '=', ctx.tenantId)
      .where('p.rental_id', '=', rentalId)
      .where('p.user_id', '=', ctx.member.id)
      .executeTakeFirst()
    if (!seat) throw notFound()
    if (!(UPCOMING_STATUSES as readonly string[]).includes(seat.status)) throw badRequest('RENTAL_STATUS_NOT_MODIFIABLE')
    await trx.deleteFrom('rental_passengers').where('id', '=', seat.id).execute()
    await trx.insertInto('carpool_departures').values({ tenant_id: ctx.tenantId, rental_id: rentalId, user_id: ctx.member.id, left_at: ctx.nowMs }).execute()
    await tellDriver(trx, ctx, outbox.in(trx), rentalId, 'left')
  })
  await outbox.flush()
}
