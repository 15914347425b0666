import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { Adapters } from './adapters'
import type { Config } from './config'
import type { Database } from './db/schema'
import type { DbHandle } from './db/connect'
import type { TenantCache, TenantContext } from './tenants/tenant-cache'
import type { Auth } from './context/auth'
import type { JobQueue } from './jobs/job-queue'
import type { FileStorage } from './storage/file-storage'
import type { Limiter } from './limits/limiter'
import type { ChangeBus } from './cluster/change-bus'
import type { Readiness } from './ops/readiness'
import type { ConnectionTracker } from './ops/shutdown'
import type { AppMetrics } from './ops/metrics'

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
    /** Uploaded documents and photos: disk, database or S3 (server/storage/select-storage.ts). */
    files: FileStorage
    /** Shared fixed-window counters (rate limits, SMS caps): Redis with REDIS_URL, else the database. */
    limiter: Limiter
    /** Where the HTTP rate limits count, for the start banner. */
    limitsLabel: string
    /** Changes other processes made, announced by PostgreSQL (cluster/change-bus.ts): subscribe to drop caches. */
    changes: ChangeBus
    /** GET /api/ready's checks: `app.readiness.add('queue', check)`. */
    readiness: Readiness
    /** The listener's open connections, for a stop that drops no request (ops/shutdown.ts). */
    connections: ConnectionTracker
    /** Prometheus registry and hooks (`app.metrics.addGauge`), served on METRICS_PORT. */
    metrics: AppMetrics
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
