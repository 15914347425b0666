import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { Adapters } from './adapters'
import type { Config } from './config'
import type { Database } from './db/schema'
import type { DbHandle } from './db/connect'
import type { TenantCache, TenantContext } from './tenants/tenant-cache'
import type { Auth } from './context/auth'
import type { JobQueue } from './jobs/job-queue'

// What buildApp decorates the instance and every request with (see server/README.md).
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    dbHandle: DbHandle
    config: Config
    adapters: Adapters
    tenants: TenantCache
    /** The background job queue (server/jobs): requests enqueue, workers run. */
    jobs: JobQueue
    /** Route options that apply the sensitive-call rate limit (empty when limits are off). */
    sensitiveRateLimit: { config?: { rateLimit: { max: number; timeWindow: number } } }
  }
  interface FastifyRequest {
    /** The tenant of the Host header; set on every /api request (unknown hosts get 404 before any route). */
    tenant: TenantContext
    /** The request's language, from Accept-Language among the tenant's languages. */
    lang: Language
    /** Memoised result of the bearer token look-up; read it through the helpers of context/auth.ts. */
    authResult: Promise<Auth | null> | null
  }
}

export {}
