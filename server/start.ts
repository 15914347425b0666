import type { FastifyInstance } from 'fastify'
import { loadConfig, type Config } from './config'
import { connectDatabase, type DbHandle } from './db/connect'
import { migrate } from './db/migrate'
import { underSetupLock } from './db/setup-lock'
import { seedIfEmpty } from './seed'
import { buildApp } from './app'
import type { Adapters } from './adapters'
import { startJobs } from './jobs/start-jobs'
import { startMetricsServer, type MetricsServer } from './ops/metrics-server'

export interface StartOptions {
  /** 0 picks a free port. Defaults to the config's PORT. */
  port?: number
  host?: string
  /** Defaults to the config's DATABASE_URL. */
  databaseUrl?: string
  /**
   * Seed the demo tenants when the database has none. true or false decide; unset follows SEED_DEMO,
   * else seeds outside production only (see shouldSeedDemo).
   */
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
  /** http://127.0.0.1:<METRICS_PORT>/metrics, or null when METRICS_PORT is unset. */
  metricsUrl: string | null
  /** The tenants in the database after start-up (none: the operator has to create the first one). */
  tenants: { slug: string; human_name: string; host: string }[]
  close: () => Promise<void>
}

/** What an operator runs to create the first tenant of a production database. */
export const FIRST_TENANT_HINT =
  'No tenant yet: create the first one with `npm run admin -- tenant create <slug> --host <host> --name "Human name"` (or start once with SEED_DEMO=1 for the demo tenants).'

/**
 * The demo tenants come with published accounts (password in the README, a back-office user among
 * them): a production start must not open them on its own. An explicit choice wins: the caller's
 * (tests, browser tests), then SEED_DEMO; otherwise they are seeded outside production only, which
 * keeps the README's `npm install && npm start` promise.
 */
export function shouldSeedDemo(option: boolean | undefined, config: Pick<Config, 'env' | 'seedDemo'>): boolean {
  if (option !== undefined) return option
  if (config.seedDemo !== undefined) return config.seedDemo
  return config.env !== 'production'
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
    // Processes started together take turns: one migrates and seeds, the others find it done.
    const seeded = await underSetupLock(db.db, db.isPostgres, async () => {
      await migrate(db.db, db.isPostgres)
      return shouldSeedDemo(options.seed, config) ? seedIfEmpty(db.db) : false
    })
    const tenantRows = await db.db.selectFrom('tenants').select(['slug', 'human_name', 'hosts']).orderBy('id').execute()
    const tenants = tenantRows.map((t) => ({ slug: t.slug, human_name: t.human_name, host: (JSON.parse(t.hosts) as string[])[0] ?? '' }))
    const app = await buildApp({ db, config, adapters: options.adapters, appDir: options.appDir })
    let metrics: MetricsServer | null = null
    let stopWatch = async () => {}
    try {
      await app.listen({ port: config.port, host: config.host })
      if (config.metrics) metrics = await startMetricsServer(app.metrics, config.metrics.port, config.metrics.host)
      // SQLite is one process, so its jobs run here whatever JOBS_IN_API says.
      if (config.jobs.inApi || !db.isPostgres) {
        stopWatch = await startJobs({ db, config, queue: app.jobs, log: app.log, clock: app.adapters.clock, onJobRun: app.metrics.observeJob, watchAlerts: true })
      }
    } catch (err) {
      await app.close()
      throw err
    }
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    return {
      url: `http://localhost:${port}`,
      port,
      app,
      db,
      seeded,
      metricsUrl: metrics?.url ?? null,
      tenants,
      // Fastify's close stops accepting connections and waits for the requests in flight.
      close: async () => {
        await stopWatch()
        await app.close()
        await metrics?.close()
        await db.close()
      },
    }
  } catch (err) {
    await db.close()
    throw err
  }
}
