import { randomBytes } from 'node:crypto'
import { connectDatabase, type DbHandle } from '../db/connect'
import { migrate } from '../db/migrate'

/** Both engines the domain must work on. */
export const ENGINES = ['sqlite', 'postgres'] as const
export type Engine = (typeof ENGINES)[number]

// An empty TEST_DATABASE_URL (the SQLite project of `npm test`, vitest.config.ts) counts as unset.
const PG_URL = testPgUrl()

/** The PostgreSQL server of the domain tests: TEST_DATABASE_URL, else npm test's, else the local one. */
export function testPgUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.TEST_BOTH_ENGINES_PG_URL || 'postgres://postgres@127.0.0.1:5432/test'
}

/**
 * A migrated, empty database for domain tests: SQLite in memory, or a PostgreSQL schema of its own
 * (named after the area, dropped by close()) so that test files running at once never see each
 * other's rows.
 */
export async function openTestDatabase(engine: Engine, area: string): Promise<DbHandle> {
  if (engine === 'sqlite') {
    const handle = await connectDatabase('sqlite::memory:')
    await migrate(handle.db, false)
    return handle
  }
  const schema = `${area}_${randomBytes(6).toString('hex')}`
  await withAdmin((admin) => admin.db.schema.createSchema(schema).execute())
  // A throwaway schema: its commits (one per migration) need not wait for the disk.
  const sep = PG_URL.includes('?') ? '&' : '?'
  const handle = await connectDatabase(`${PG_URL}${sep}options=-c%20search_path%3D${schema}%20-c%20synchronous_commit%3Doff`)
  await migrate(handle.db, true)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await withAdmin((admin) => admin.db.schema.dropSchema(schema).ifExists().cascade().execute())
    },
  }
}

async function withAdmin(work: (admin: DbHandle) => Promise<unknown>): Promise<void> {
  const admin = await connectDatabase(PG_URL)
  try {
    await work(admin)
  } finally {
    await admin.close()
  }
}
