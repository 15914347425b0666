import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { insertTenant } from './insert-rows'
import { openTestDatabase, type Engine } from './test-database'

export interface BlockDatabase {
  db: Kysely<Database>
  isPostgres: boolean
}

export interface BlockTenantDatabase extends BlockDatabase {
  /** The tenant the block's rows belong to. */
  tenantId: number
}

/**
 * For a describe block of domain tests: a migrated database on the engine, opened before its tests
 * and closed (its PostgreSQL schema dropped) after them. Its fields are set once beforeAll has run.
 */
export function useTestDatabase(engine: Engine, area: string): BlockDatabase {
  const ref = {} as BlockDatabase
  let close = async () => {}
  beforeAll(async () => {
    const handle = await openTestDatabase(engine, area)
    ref.db = handle.db
    ref.isPostgres = handle.isPostgres
    close = handle.close
  })
  afterAll(() => close())
  return ref
}

/** useTestDatabase with one tenant inserted first. */
export function useTestTenantDatabase(engine: Engine, area: string): BlockTenantDatabase {
  const ref = useTestDatabase(engine, area) as BlockTenantDatabase
  beforeAll(async () => {
    ref.tenantId = await insertTenant(ref.db)
  })
  return ref
}
