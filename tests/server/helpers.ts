import { randomBytes } from 'node:crypto'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { ACCEPT_V04, DEMO_WEB_CLIENT_ID, XHR_HEADER } from '@contracts/http'
import { buildApp } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { connectDatabase, type DbHandle } from '../../server/db/connect'
import { migrate } from '../../server/db/migrate'
import { DEMO_PASSWORD, seedDatabase } from '../../server/seed'
import type { Adapters } from '../../server/adapters'
import { parseTenantSettings, type TenantSettings } from '../../server/tenants/settings'
import type { JobQueue } from '../../server/jobs/job-queue'
import { createInProcessQueue } from '../../server/jobs/in-process-queue'
import { startJobs } from '../../server/jobs/start-jobs'
import type { Transports } from '../../server/jobs/transports'
import type { AnyJobDefinition, JobContext } from '../../server/jobs/job-definition'
import { JOB_DEFINITIONS } from '../../server/jobs/definitions'
import { createTransports } from '../../server/jobs/transports'

export { DEMO_PASSWORD }

export interface TestContextOptions {
  /** Seed the three demo tenants (default true). */
  seed?: boolean
  /** Config overrides; rate limits are off unless given here. */
  config?: Partial<Config>
  adapters?: Partial<Adapters>
  /** The job queue (default: the in-process runner, on SQLite and PostgreSQL alike; pass a pg-boss queue to test it). */
  jobs?: JobQueue
  /** Delivery transports of the jobs (default: from the config: SMTP_URL, the SMS gateway). */
  transports?: Transports
  /** The jobs to work (default: all of them). */
  definitions?: readonly AnyJobDefinition[]
}

/** A job log that keeps quiet. */
export const silentJobLog = { info: () => {}, warn: () => {}, error: () => {} }

export interface CallOptions {
  /** Host header: 'localhost' (demo, default), 'entreprise.localhost', 'simple.localhost', ... */
  host?: string
  token?: string | null
  lang?: 'fr' | 'en' | string
  body?: unknown
  query?: Record<string, string | string[]>
  headers?: Record<string, string>
}

export interface TestContext {
  app: FastifyInstance
  /** The database handle (Kysely at `.db`, `.isPostgres`). */
  handle: DbHandle
  db: DbHandle['db']
  config: Config
  jobs: JobQueue
  /**
   * Runs every job due now until none is left (in-process queue only); with ignoreDelay, retries
   * waiting for their backoff run too.
   */
  drainJobs: (options?: { ignoreDelay?: boolean }) => Promise<void>
  /** What a job receives in this context (to run one directly, or twice at once as two processes would). */
  jobContext: () => JobContext
  /** A request with the spec's headers (XHR marker, vendor Accept, Accept-Language, bearer token). */
  call: (method: InjectOptions['method'], path: string, options?: CallOptions) => Promise<LightMyRequestResponse>
  get: (path: string, options?: CallOptions) => Promise<LightMyRequestResponse>
  post: (path: string, body?: unknown, options?: CallOptions) => Promise<LightMyRequestResponse>
  put: (path: string, body?: unknown, options?: CallOptions) => Promise<LightMyRequestResponse>
  del: (path: string, options?: CallOptions) => Promise<LightMyRequestResponse>
  /** Signs in through POST /oauth2/token with the demo password (or the one given). */
  tokenFor: (email: string, options?: { host?: string; password?: string }) => Promise<string>
  guestToken: (options?: { host?: string }) => Promise<string>
  /** The database id of a user by e-mail on a tenant host. */
  userId: (email: string, host?: string) => Promise<number>
  tenantId: (slug: string) => Promise<number>
  /** Changes a tenant's stored settings (any shape, e.g. `s.features.carpooling = false`) and drops the tenant cache. */
  updateTenantSettings: (slug: string, mutate: (settings: TenantSettings) => void) => Promise<void>
  close: () => Promise<void>
}

/**
 * A fresh database per call: an SQLite file in memory, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL schema (dropped by close()) so test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<{ handle: DbHandle; url: string; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL
  if (!pgUrl) {
    const handle = await connectDatabase('sqlite::memory:')
    return { handle, url: 'sqlite::memory:', drop: async () => {} }
  }
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = await connectDatabase(pgUrl)
  await admin.db.schema.createSchema(schema).execute()
  await admin.close()
  const url = withSearchPath(pgUrl, schema)
  const handle = await connectDatabase(url)
  return {
    handle,
    url,
    drop: async () => {
      const cleaner = await connectDatabase(pgUrl)
      await cleaner.db.schema.dropSchema(schema).ifExists().cascade().execute()
      await cleaner.close()
    },
  }
}

// A test database is thrown away at the end of its file: its commits need not wait for the disk. Each
// context migrates from scratch (about 20 committed transactions), which otherwise waits on one flush each.
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url)
  u.searchParams.set('options', `-c search_path=${schema} -c synchronous_commit=off`)
  return u.toString()
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), rateLimit: false, ...overrides }
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { handle, drop } = await openTestDatabase()
  await migrate(handle.db, handle.isPostgres)
  if (options.seed !== false) await seedDatabase(handle.db)
  const config = testConfig(options.config)
  const jobs = options.jobs ?? createInProcessQueue()
  const app = await buildApp({ db: handle, config, adapters: options.adapters, logger: false, jobs, checkAnswers: true })
  await app.ready()
  // Periodic jobs run when a test sends them: a lifecycle run in the middle of a file would move its rentals.
  const definitions = options.definitions ?? JOB_DEFINITIONS.map((d) => ({ ...d, every: undefined }))
  await startJobs({ db: handle, config, queue: jobs, log: silentJobLog, clock: app.adapters.clock, transports: options.transports, definitions, onJobRun: app.metrics.observeJob })

  const call: TestContext['call'] = (method, path, o = {}) => {
    const headers: Record<string, string> = {
      host: o.host ?? 'localhost',
      accept: ACCEPT_V04,
      [XHR_HEADER.name]: XHR_HEADER.value,
      'accept-language': o.lang ?? 'fr',
      ...o.headers,
    }
    if (o.token) headers.authorization = `Bearer ${o.token}`
    return app.inject({ method, url: path, headers, query: o.query, ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}) })
  }

  const tokenRequest = async (body: Record<string, string>, host = 'localhost') => {
    const res = await call('POST', '/api/oauth2/token', { host, body: { client_id: DEMO_WEB_CLIENT_ID, ...body } })
    if (res.statusCode !== 200) throw new Error(`token request failed: ${res.statusCode} ${res.body}`)
    return (res.json() as { access_token: string }).access_token
  }

  return {
    app,
    handle,
    db: handle.db,
    config,
    jobs,
    jobContext: () => ({ db: handle.db, config, clock: app.adapters.clock, queue: jobs, log: silentJobLog, transports: options.transports ?? createTransports(config) }),
    drainJobs: async (o) => {
      if (!('drain' in jobs)) throw new Error('drainJobs needs the in-process queue')
      await (jobs as ReturnType<typeof createInProcessQueue>).drain(o)
    },
    call,
    get: (path, o) => call('GET', path, o),
    post: (path, body, o) => call('POST', path, { ...o, body: body ?? {} }),
    put: (path, body, o) => call('PUT', path, { ...o, body: body ?? {} }),
    del: (path, o) => call('DELETE', path, o),
    tokenFor: (email, o = {}) => tokenRequest({ grant_type: 'password', username: email, password: o.password ?? DEMO_PASSWORD }, o.host),
    guestToken: (o = {}) => tokenRequest({ grant_type: 'client_credentials' }, o.host),
    userId: async (email, host = 'localhost') => {
      const tenant = await app.tenants.resolveHost(host)
      const row = await handle.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('tenant_id', '=', tenant?.id ?? -1)
        .executeTakeFirstOrThrow()
      return row.id
    },
    tenantId: async (slug) => (await handle.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id,
    updateTenantSettings: async (slug, mutate) => {
      const row = await handle.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', slug).executeTakeFirstOrThrow()
      const settings = parseTenantSettings(row.settings)
      mutate(settings)
      await handle.db
        .updateTable('tenants')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', row.id)
        .execute()
      app.tenants.invalidate()
    },
    close: async () => {
      await app.close()
      await handle.close()
      await drop()
    },
  }
}

/** The error codes of an error answer, in order. */
export function errorCodes(res: LightMyRequestResponse): string[] {
  return (res.json() as { errors: { code: string }[] }).errors.map((e) => e.code)
}
