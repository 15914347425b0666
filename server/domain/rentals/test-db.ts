import { sql } from 'kysely'
import { connectDatabase, type DbHandle } from '../../db/connect'
import { migrate } from '../../db/migrate'

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Both engines the domain must work on; PostgreSQL runs in a schema of its own, dropped after. */
export const ENGINES = ['sqlite', 'postgres'] as const
export type Engine = (typeof ENGINES)[number]

export interface TestDb extends DbHandle {
  drop: () => Promise<void>
}

export async function openTestDb(engine: Engine, area: string): Promise<TestDb> {
  if (engine === 'sqlite') {
    const handle = await connectDatabase('sqlite::memory:')
    await migrate(handle.db, false)
    return { ...handle, drop: handle.close }
  }
  const schema = `${area}_${Math.random().toString(36).slice(2, 10)}`
  const admin = await connectDatabase(PG_URL)
  await sql`create schema ${sql.id(schema)}`.execute(admin.db)
  const sep = PG_URL.includes('?') ? '&' : '?'
  const handle = await connectDatabase(`${PG_URL}${sep}options=-c%20search_path%3D${schema}`)
  await migrate(handle.db, true)
  return {
    ...handle,
    drop: async () => {
      await handle.close()
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db)
      await admin.close()
    },
  }
}
