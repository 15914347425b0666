import type { Kysely } from 'kysely'
import { BLOCKING_STATUSES } from '@contracts/rental'
import type { Database, UserRow } from '../db/schema'
import { notFound } from '../errors'
import { assertMayBook } from './permissions'

/**
 * True when the two members ride together in a rental that is upcoming or in progress (its driver
 * and a passenger, or two passengers): carpool partners see each other's name, photo and phone
 * only while the shared ride lasts.
 */
export async function shareALiveRide(db: Kysely<Database>, tenantId: number, a: number, b: number): Promise<boolean> {
  const rides = (member: number) =>
    db
      .selectFrom('rentals as r')
      .select('r.id')
      .where('r.tenant_id', '=', tenantId)
      .where('r.status', 'in', [...BLOCKING_STATUSES])
      .where((eb) =>
        eb.or([
          eb('r.driver_id', '=', member),
          eb.exists(eb.selectFrom('rental_passengers as p').select('p.id').whereRef('p.rental_id', '=', 'r.id').where('p.user_id', '=', member)),
        ]),
      )
  const row = await rides(a).where('r.id', 'in', rides(b)).limit(1).executeTakeFirst()
  return row !== undefined
}

/**
 * Whether `viewer` may read another member's name, photo and phone: themselves always; otherwise a
 * member who may book (not blocked: 403 account_blocked; not registering: 403) sharing a live
 * ride with them. Anyone else is told the member does not exist (404), as for another tenant's.
 */
export async function assertMayReadMember(db: Kysely<Database>, tenantId: number, viewer: Pick<UserRow, 'id' | 'workflow_next_step'>, otherId: number): Promise<void> {
  if (viewer.id === otherId) return
  assertMayBook(viewer)
  if (!(await shareALiveRide(db, tenantId, viewer.id, otherId))) throw notFound()
}
