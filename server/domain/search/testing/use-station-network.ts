import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Engine } from '../../../testing/test-database'
import { useTestDatabase } from '../../../testing/use-test-database'
import { fixtures } from './fixtures'

export interface StationNetwork {
  db: Kysely<Database>
  f: ReturnType<typeof fixtures>
  tenant: number
  /** Gare Centrale and Plateau, 2.6 km apart in Montréal. */
  gare: number
  plateau: number
  /** A City category: 10 $ an hour, 60 $ a day, 100 km included, 0.25 $ a km beyond. */
  city: number
}

/**
 * For a describe block of search and booking tests: a migrated database holding the demo tenant,
 * two of its Montréal stations and a category, made before the block's own beforeAll hooks run.
 */
export function useStationNetwork(engine: Engine, area: string): StationNetwork {
  const database = useTestDatabase(engine, area)
  const network = {} as StationNetwork
  beforeAll(async () => {
    const f = fixtures(database.db)
    const tenant = await f.tenant('demo')
    const gare = await f.station(tenant, 'Gare Centrale', 45.4996, -73.5663)
    const plateau = await f.station(tenant, 'Plateau', 45.5225, -73.5794)
    const city = await f.category(tenant, 'City', 1000, 6000, 100, 25)
    Object.assign(network, { db: database.db, f, tenant, gare, plateau, city })
  })
  return network
}
