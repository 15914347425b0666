import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Inserts a tenant (its settings JSON is not read by the domain functions) and returns its id. */
export async function insertTenant(db: Kysely<Database>, slug = 'demo'): Promise<number> {
  const row = await db.insertInto('tenants').values({ slug, hosts: '[]', human_name: slug, settings: '{}', created_at: 0 }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Inserts a driver at the given workflow step and returns their id. */
export async function insertUser(
  db: Kysely<Database>,
  tenantId: number,
  overrides: Partial<{ email: string; workflow_next_step: string; cell_phone: string | null; language: string | null }> = {},
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      email: overrides.email ?? `driver-${randomBytes(4).toString('hex')}@example.test`,
      password_hash: null,
      workflow_next_step: overrides.workflow_next_step ?? 'driver_on_personal_informations_form',
      cell_phone: overrides.cell_phone ?? null,
      language: overrides.language ?? 'fr',
      roles: '["driver"]',
      tos_accepted: 1,
      validated: 0,
      can_access_backoffice: 0,
      created_at: 0,
      updated_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
