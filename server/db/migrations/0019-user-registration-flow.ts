import type { Kysely } from 'kysely'

// users.registration_flow_id: the tenant's registration flow the member picked when signing up
// (GET /registration_flows); null where the tenant has one flow or none, or for older accounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('registration_flow_id', 'integer').execute()
}
