import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** True when the member has at least one card that is not deleted. */
export async function hasCard(db: Kysely<Database>, scope: { tenantId: number; userId: number }): Promise<boolean> {
  const row = await db
    .selectFrom('payment_cards')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
