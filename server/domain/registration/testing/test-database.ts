import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { connectDatabase } from '../../../db/connect'
import { migrate } from '../../../db/migrate'
import type { Database } from '../../../db/schema'

export type Engine = 'sqlite' | 'postgres'
export const ENGINES: Engine[] = ['sqlite', 'postgres']

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestDatabase {
  db: Kysely<Database>
  isPostgres: boolean
  close: () => Promise<void>
}

/**
 * A migrated, empty database for domain tests: an in-memory SQLite, or a PostgreSQL schema of its
 * own (dropped on close) so that tests running at the same time never see each other's rows.
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const handle = await connectDatabase('sqlite::memory:')
    await migrate(handle.db, false)
    return handle
  }
  const schema = `registration_${randomBytes(6).toString('hex')}`
  const admin = await connectDatabase(POSTGRES_URL)
  await admin.db.schema.createSchema(schema).execute()
  const sep = POSTGRES_URL.includes('?') ? '&' : '?'
  const handle = await connectDatabase(`${POSTGRES_URL}${sep}options=-c%20search_path%3D${schema}`)
  await migrate(handle.db, true)
  return {
    db: handle.db,
    isPostgres: true,
    close: async () => {
      await handle.close()
      await admin.db.schema.dropSchema(schema).cascade().execute()
      await admin.close()
    },
  }
}

/** Inserts a tenant (its settings JSON is not read by the domain functions) and returns its id. */
export async function insertTenant(db: Kysely<Database>, slug = 'demo'): Promise<number> {
  const row = await db
    .insertInto('tenants')
    .values({ slug, hosts: '[]', human_name: slug, settings: '{}', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow()
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
