import type { Config } from '../config'
import type { DbHandle } from '../db/connect'
import { DELIVERY_JOB } from '../adapters/outbox'
import type { AnyJobDefinition, JobLog } from './job-definition'
import type { JobQueue } from './job-queue'
import { JOB_DEFINITIONS } from './definitions'
import { createTransports, type Transports } from './transports'
import { startAlertWatch } from './alert-watch-runner'

export interface StartJobsOptions {
  db: DbHandle
  config: Config
  queue: JobQueue
  log: JobLog
  clock?: () => number
  transports?: Transports
  definitions?: readonly AnyJobDefinition[]
  /** Told of each run of a job in this process (its name, seconds, success): /metrics. */
  onJobRun?: (job: string, seconds: number, ok: boolean) => void
  /**
   * Also run the alert watch here (jobs/alert-watch-runner.ts): the server and the worker do; tests
   * run passes themselves, at the moments they choose.
   */
  watchAlerts?: boolean
}

/**
 * The definitions, each run timed: one structured log line per run (job, id, outcome, duration in
 * ms; the error's message when it failed), and the run reported to `onJobRun` (/metrics).
 */
function observed(definitions: readonly AnyJobDefinition[], log: JobLog, onJobRun: StartJobsOptions['onJobRun']): readonly AnyJobDefinition[] {
  return definitions.map((def) => ({
    ...def,
    run: async (data: object, ctx, job) => {
      const started = performance.now()
      const line = { job: def.name, id: job?.id ?? null, retry: job?.retryCount ?? 0 }
      try {
        await def.run(data, ctx, job)
        const seconds = (performance.now() - started) / 1000
        log.info({ ...line, outcome: 'succeeded', duration_ms: Math.round(seconds * 1000) }, 'job run')
        onJobRun?.(def.name, seconds, true)
      } catch (err) {
        const seconds = (performance.now() - started) / 1000
        log.error({ ...line, outcome: 'failed', duration_ms: Math.round(seconds * 1000), error: err instanceof Error ? err.message : String(err) }, 'job run')
        onJobRun?.(def.name, seconds, false)
        throw err
      }
    },
  }))
}

/**
 * Starts working every job in this process (and the alert watch when asked); answers how to stop the watch. The in-process runner keeps its jobs in memory, so the
 * outbox rows still queued when the last process stopped are queued again here; pg-boss keeps its
 * jobs in PostgreSQL and needs nothing. Each periodic job is sent once at start: what fell due
 * while no worker ran (a reminder, a late notice, a charge) is caught up at once instead of at the
 * job's next slot, by which time a reminder may have lost its use. The jobs themselves decide what
 * is still useful (a start reminder only before the start) and claim each notice once, so a start
 * that races another worker's run sends nothing twice.
 */
export async function startJobs(o: StartJobsOptions): Promise<() => Promise<void>> {
  const definitions = o.definitions ?? JOB_DEFINITIONS
  const ctx = {
    db: o.db.db,
    config: o.config,
    clock: o.clock ?? Date.now,
    transports: o.transports ?? createTransports(o.config),
    log: o.log,
  }
  await o.queue.work(observed(definitions, o.log, o.onJobRun), ctx)
  for (const def of definitions) if (def.every) await o.queue.send(def.name, {}, { singletonKey: 'every' })
  if (o.queue.kind === 'in-process') {
    const rows = await o.db.db.selectFrom('outbox').select(['id', 'channel']).where('status', '=', 'queued').execute()
    for (const r of rows) await o.queue.send(DELIVERY_JOB[r.channel], { outboxId: r.id }, { singletonKey: `outbox-${r.id}` })
  }
  return o.watchAlerts ? startAlertWatch({ ...ctx, queue: o.queue }) : async () => {}
}
