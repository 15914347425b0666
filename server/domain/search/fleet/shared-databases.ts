import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { connectDatabase, type DbHandle } from '../../../db/connect'
import { migrate } from '../../../db/migrate'
import { testPgUrl } from '../../../testing/test-database'

const PG_URL = testPgUrl()

/** Two connections to one fresh database: `server` keeps the index, `other` writes as another process would. */
export interface SharedDatabase {
  server: DbHandle
  other: DbHandle
  close: () => Promise<void>
}

export const SHARED_DATABASES: { name: string; open: () => Promise<SharedDatabase> }[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fleet-'))
      const url = `sqlite:${join(dir, 'fleet.sqlite')}`
      const server = await connectDatabase(url)
      await migrate(server.db, false)
      const other = await connectDatabase(url)
      return { server, other, close: async () => (await Promise.all([server.close(), other.close()]), rmSync(dir, { recursive: true, force: true })) }
    },
  },
  {
    name: 'postgres',
    open: async () => {
      const schema = `fleet_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: PG_URL })
      await admin.connect()
      await admin.query(`create schema ${schema}`)
      await admin.end()
      const url = `${PG_URL}?options=-c%20search_path%3D${schema}`
      const server = await connectDatabase(url)
      await migrate(server.db, true)
      const other = await connectDatabase(url)
      return {
        server,
        other,
        close: async () => {
          await Promise.all([server.close(), other.close()])
          const c = new pg.Client({ connectionString: PG_URL })
          await c.connect()
          await c.query(`drop schema ${schema} cascade`)
          await c.end()
        },
      }
    },
  },
]
