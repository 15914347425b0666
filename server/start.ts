import type { FastifyInstance } from 'fastify'
import { loadConfig, type Config } from './config'
import { connectDatabase, type DbHandle } from './db/connect'
import { migrate } from './db/migrate'
import { seedIfEmpty } from './seed'
import { buildApp } from './app'
import type { Adapters } from './adapters'

export interface StartOptions {
  /** 0 picks a free port. Defaults to the config's PORT. */
  port?: number
  host?: string
  /** Defaults to the config's DATABASE_URL. */
  databaseUrl?: string
  /** Seed the demo tenants when the database has none (default true). */
  seed?: boolean
  /** No request logs (default false). */
  quiet?: boolean
  /** Any other configuration, e.g. `{ rateLimit: false }` for browser tests. */
  config?: Partial<Config>
  adapters?: Partial<Adapters>
  appDir?: string
}

export interface RunningServer {
  /** http://localhost:<port>: the demo tenant; other tenants answer on http://<slug>.localhost:<port>. */
  url: string
  port: number
  app: FastifyInstance
  db: DbHandle
  seeded: boolean
  close: () => Promise<void>
}

/** Connects, migrates, seeds an empty database, and listens. Browser tests start one per run on port 0. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const base = loadConfig()
  const config: Config = {
    ...base,
    ...options.config,
    port: options.port ?? base.port,
    host: options.host ?? base.host,
    databaseUrl: options.databaseUrl ?? base.databaseUrl,
    logLevel: options.quiet ? 'silent' : (options.config?.logLevel ?? base.logLevel),
  }
  const db = await connectDatabase(config.databaseUrl)
  try {
    await migrate(db.db, db.isPostgres)
    const seeded = options.seed === false ? false : await seedIfEmpty(db.db)
    const app = await buildApp({ db, config, adapters: options.adapters, appDir: options.appDir })
    await app.listen({ port: config.port, host: config.host })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    return {
      url: `http://localhost:${port}`,
      port,
      app,
      db,
      seeded,
      close: async () => {
        await app.close()
        await db.close()
      },
    }
  } catch (err) {
    await db.close()
    throw err
  }
}
