import type { DbHandle } from '../../../db/connect'
import { ENGINES, openTestDatabase } from '../../../testing/test-database'

export interface TestDatabase {
  name: 'sqlite' | 'postgres'
  open: () => Promise<DbHandle>
}

/** For describe.each: a fresh migrated database on each engine (server/testing/test-database.ts). */
export const TEST_DATABASES: TestDatabase[] = ENGINES.map((name) => ({ name, open: () => openTestDatabase(name, 'search') }))
