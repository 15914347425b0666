import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Adapters } from '../../server/adapters'
import type { Config } from '../../server/config'
import { startServer } from '../../server/start'

export interface OwnServer {
  url: string
  /** Its SQLite file, for the admin command line. */
  databaseUrl: string
  close: () => Promise<void>
}

/**
 * A server of a test file's own, on a fresh seeded database in a temporary directory (removed on
 * close), for journeys that change shared data (sign up, cancel, delete an account) or reach the
 * database. BASE_URL is pointed at it, so the shared helpers address it. E2E_APP_DIR serves another
 * build than dist/app. `config` overrides settings of the server (a tenant cache of 0 ms shows a
 * setting the test writes at once), `adapters` its side effects (the Stripe API of a local double).
 */
export async function startOwnServer(name: string, { config = {}, adapters }: { config?: Partial<Config>; adapters?: Partial<Adapters> } = {}): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), `frontoffice-${name}-e2e-`))
  const databaseUrl = `sqlite:${join(dir, 'e2e.sqlite')}`
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    seed: true,
    quiet: true,
    appDir: process.env.E2E_APP_DIR,
    adapters,
    // Many logins in a few seconds are the tests, not an attack; documents go to the temporary directory.
    config: { rateLimit: false, dataDir: dir, ...config },
  })
  process.env.BASE_URL = server.url
  return {
    url: server.url,
    databaseUrl,
    close: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
