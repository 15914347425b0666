import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { connectDatabase, type DbHandle } from '../../../db/connect'
import { migrate } from '../../../db/migrate'

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestDatabase {
  name: 'sqlite' | 'postgres'
  open: () => Promise<DbHandle>
}

/** A fresh migrated SQLite in memory, or a fresh PostgreSQL schema dropped on close. */
export const TEST_DATABASES: TestDatabase[] = [
  {
    name: 'sqlite',
    open: async () => {
      const handle = await connectDatabase('sqlite::memory:')
      await migrate(handle.db, false)
      return handle
    },
  },
  {
    name: 'postgres',
    open: async () => {
      const schema = `search_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: PG_URL })
      await admin.connect()
      await admin.query(`create schema ${schema}`)
      await admin.end()
      const handle = await connectDatabase(`${PG_URL}?options=-c%20search_path%3D${schema}`)
      await migrate(handle.db, true)
      return {
        ...handle,
        close: async () => {
          await handle.close()
          const c = new pg.Client({ connectionString: PG_URL })
          await c.connect()
          await c.query(`drop schema ${schema} cascade`)
          await c.end()
        },
      }
    },
  },
]
