import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** A throwaway database a bench runs against, and how to remove it afterwards. */
export interface BenchTarget {
  name: 'sqlite' | 'postgres'
  url: string
  cleanup: () => Promise<void>
}

/** An SQLite file in a temporary folder of its own (`prefix` names the folder). */
export function sqliteTarget(prefix: string): BenchTarget {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { name: 'sqlite', url: `sqlite:${join(dir, 'bench.sqlite')}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
}

/** A fresh schema on the PostgreSQL server at `pgUrl`, reached through the connection's search_path, dropped at cleanup. */
export async function postgresTarget(pgUrl: string): Promise<BenchTarget> {
  const schema = `bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const sep = pgUrl.includes('?') ? '&' : '?'
  return {
    name: 'postgres',
    url: `${pgUrl}${sep}options=-c%20search_path%3D${schema}`,
    cleanup: async () => {
      const c = new pg.Client({ connectionString: pgUrl })
      await c.connect()
      await c.query(`drop schema ${schema} cascade`)
      await c.end()
    },
  }
}
