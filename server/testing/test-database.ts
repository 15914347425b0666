import { randomBytes } from 'node:crypto'
import { connectDatabase, type DbHandle } from '../db/connect'
import { migrate } from '../db/migrate'

/** Both engines the domain must work on. */
export const ENGINES = ['sqlite', 'postgres'] as const
export type Engine = (typeof ENGINES)[number]

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

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
  const sep = PG_URL.includes('?') ? '&' : '?'
  const handle = await connectDatabase(`${PG_URL}${sep}options=-c%20search_path%3D${schema}`)
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
