import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { issueToken } from '../auth/tokens'
import { connectDatabase } from '../db/connect'
import { migrate } from '../db/migrate'
import { seedDataset, type Dataset } from './bench-dataset'

const DAY_MS = 86_400_000

/**
 * The benchmark's dataset in `url`, seeded once and described in a file in `dir`, so the profiling
 * aids (profile-search.ts, ab-search.ts) skip a seed of 500,000 rentals on every run. The guest
 * token is issued a day ahead, so it lasts two days from the seed.
 */
export async function keptDataset(dir: string, url: string): Promise<{ data: Dataset; token: string }> {
  const meta = join(dir, `meta-${url.startsWith('postgres') ? 'pg' : 'sqlite'}.json`)
  if (existsSync(meta)) return JSON.parse(readFileSync(meta, 'utf8')) as { data: Dataset; token: string }
  const now = Date.now()
  const handle = await connectDatabase(url)
  await migrate(handle.db, handle.isPostgres)
  const data = await seedDataset(handle.db, { stations: 300, vehicles: 10_000, rentals: 500_000, drivers: 1000 }, now)
  const { token } = await issueToken(handle.db, { tenantId: data.tenantId, userId: null, clientId: 'bench', now: now + DAY_MS })
  await handle.close()
  writeFileSync(meta, JSON.stringify({ data, token }))
  return { data, token }
}
