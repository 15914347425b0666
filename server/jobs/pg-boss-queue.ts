import PgBoss from 'pg-boss'
import pg from 'pg'
import { hearLostConnections } from '../db/lost-connections'
import { CompiledQuery } from 'kysely'
import type { AnyJobDefinition, JobContext, JobSettings } from './job-definition'
import type { JobQueue } from './job-queue'
import type { SendOptions } from './job-sender'

const QUEUE_SETUP_ATTEMPTS = 6

/** Deadlock, unique violation, serialization failure: what concurrent queue creation may raise. */
function isTransientSetupError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === '40P01' || code === '23505' || code === '40001'
}

export interface PgBossQueueOptions {
  connectionString: string
  /** pg-boss's own schema in the application's database (default `pgboss`). */
  schema?: string
  /** Seconds between two fetches of a worker (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number
  /** Every job this deployment knows: pg-boss 10 refuses a job for a queue not created yet. */
  definitions: readonly AnyJobDefinition[]
  /** SEND_TIMEOUT_SECONDS and JOBS_MAINTENANCE_SECONDS (defaults 60 and 60). */
  settings?: Pick<JobSettings, 'sendTimeoutSeconds' | 'maintenanceSeconds'>
}

/**
 * The job queue of a PostgreSQL deployment: pg-boss 10 in its own schema of the same database.
 * pg-boss hands each job to one worker (SKIP LOCKED), retries with its backoff, and its cron
 * scheduler starts a periodic job once per slot whatever the number of processes. Sending inside
 * a Kysely transaction goes through that transaction's connection, so a job exists only if the
 * row it is about commits.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const schemaName = options.schema ?? 'pgboss'
  if (!/^[a-z_][a-z0-9_]*$/i.test(schemaName)) throw new Error(`JOBS_SCHEMA must be a plain identifier: ${schemaName}`)
  const settings = { sendTimeoutSeconds: 60, maintenanceSeconds: 60, ...options.settings }
  let log: JobContext['log'] | null = null
  // pg-boss's connections come from a pool of ours, so that each is heard when the database cuts
  // it: pg-boss's own pool leaves some unheard for an instant, and an unheard cut ends the process.
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 4, application_name: 'frontoffice-jobs' })
  hearLostConnections(pool, (obj, msg) => log?.warn(obj, msg))
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schema: schemaName,
    // How often pg-boss looks for expired jobs (those of a killed process) and retries them.
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  })
  const known = new Set<string>()
  let started: Promise<void> | null = null
  let working = false
  boss.on('error', (err) => log?.error({ err: err.message }, 'job queue error'))

  const start = () =>
    (started ??= (async () => {
      await boss.start()
      for (const def of options.definitions) await ensureQueue(def)
    })().catch((err: unknown) => {
      // A failed start is not kept: the next call tries again.
      started = null
      throw err
    }))

  async function ensureQueue(def: Pick<AnyJobDefinition, 'name' | 'retry' | 'expireInSeconds'>): Promise<void> {
    if (known.has(def.name)) return
    const expireInSeconds = typeof def.expireInSeconds === 'function' ? def.expireInSeconds(settings) : def.expireInSeconds
    // The queue's policy is written by every process that starts: the processes of one deployment share its settings.
    const spec = {
      name: def.name,
      policy: 'standard' as const,
      retryLimit: def.retry.limit,
      retryDelay: def.retry.delaySeconds,
      retryBackoff: def.retry.backoff,
      ...(expireInSeconds ? { expireInSeconds } : {}),
    }
    // Processes starting together on a new database create the same queues at once: PostgreSQL may
    // pick one as a deadlock victim, or refuse the second insert. Both are transient: try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await boss.getQueue(def.name)) await boss.updateQueue(def.name, spec)
        else await boss.createQueue(def.name, spec)
        break
      } catch (err) {
        if (attempt >= QUEUE_SETUP_ATTEMPTS || !isTransientSetupError(err)) throw err
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt))
      }
    }
    known.add(def.name)
  }

  const queue: JobQueue = {
    kind: 'pg-boss',
    transactional: true,
    async send(name, data, o: SendOptions = {}) {
      await start()
      const db = o.trx
        ? { executeSql: async (text: string, values: unknown[]) => ({ rows: (await o.trx!.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[] }) }
        : undefined
      await boss.send(name, data, {
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
        ...(o.startAfter ? { startAfter: new Date(o.startAfter) } : {}),
        ...(db ? { db } : {}),
      })
    },
    async work(definitions, ctx) {
      log = ctx.log
      await start()
      const context: JobContext = { ...ctx, queue }
      for (const def of definitions) {
        await ensureQueue(def)
        // pg-boss 10 waits its polling interval after every fetch, found or not: one job per 2 s per
        // worker. A worker that just ran a job is told to fetch again at once, so a burst of mail
        // drains as fast as SMTP takes it; an idle one polls every 2 s.
        let workerId = ''
        workerId = await boss.work<object>(def.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
          try {
            await def.run(job.data, context, { id: job.id, retryCount: job.retryCount })
          } finally {
            boss.notifyWorker(workerId)
          }
        })
        if (def.every) await boss.schedule(def.name, def.every.cron, {}, { singletonKey: 'every' })
      }
      working = true
    },
    async ready() {
      try {
        await start()
        await boss.getDb().executeSql('select 1', [])
        return true
      } catch {
        return false
      }
    },
    async oldestWaiting() {
      await start()
      // Due jobs not yet taken (created, or waiting for a retry whose time has come), by queue.
      const { rows } = (await boss
        .getDb()
        .executeSql(
          `select name, extract(epoch from now() - min(start_after))::float8 as seconds from ${schemaName}.job where state in ('created', 'retry') and start_after <= now() group by name`,
          [],
        )) as { rows: { name: string; seconds: number }[] }
      return Object.fromEntries(rows.map((r) => [r.name, Math.max(0, Number(r.seconds))]))
    },
    async depth() {
      await start()
      const out: Record<string, number> = {}
      for (const q of await boss.getQueues()) out[q.name] = await boss.getQueueSize(q.name)
      return out
    },
    async stop() {
      if (!started) return
      await started.catch(() => undefined)
      // graceful: wait for running jobs (up to 30 s) before closing the pool.
      await boss.stop({ graceful: working, wait: true, timeout: 30_000 })
      if (!pool.ending) await pool.end()
    },
  }
  return queue
}
