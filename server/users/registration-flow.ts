import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/**
 * The registration flow a sign-up names, checked against the tenant's own (GET /registration_flows):
 * its id, null when none is named, undefined when the id is no flow of this tenant.
 */
export async function registrationFlowOf(db: Db, tenantId: number, id: number | null): Promise<number | null | undefined> {
  if (id === null) return null
  const row = await db.selectFrom('registration_flows').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
  return row ? row.id : undefined
}
