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

/** The definitions, each run timed and reported to `onJobRun`; unchanged otherwise. */
function observed(definitions: readonly AnyJobDefinition[], onJobRun: StartJobsOptions['onJobRun']): readonly AnyJobDefinition[] {
  if (!onJobRun) return definitions
  return definitions.map((def) => ({
    ...def,
    run: async (data: object, ctx) => {
      const started = performance.now()
      try {
        await def.run(data, ctx)
        onJobRun(def.name, (performance.now() - started) / 1000, true)
      } catch (err) {
        onJobRun(def.name, (performance.now() - started) / 1000, false)
        throw err
      }
    },
  }))
}

/**
 * Starts working every job in this process (and the alert watch when asked); answers how to stop the watch. The in-process runner keeps its jobs in memory, so the
 * outbox rows still queued when the last process stopped are queued again here; pg-boss keeps its
 * jobs in PostgreSQL and needs nothing.
 */
export async function startJobs(o: StartJobsOptions): Promise<() => Promise<void>> {
  const ctx = {
    db: o.db.db,
    config: o.config,
    clock: o.clock ?? Date.now,
    transports: o.transports ?? createTransports(o.config),
    log: o.log,
  }
  await o.queue.work(observed(o.definitions ?? JOB_DEFINITIONS, o.onJobRun), ctx)
  if (o.queue.kind === 'in-process') {
    const rows = await o.db.db.selectFrom('outbox').select(['id', 'channel']).where('status', '=', 'queued').execute()
    for (const r of rows) await o.queue.send(DELIVERY_JOB[r.channel], { outboxId: r.id }, { singletonKey: `outbox-${r.id}` })
  }
  return o.watchAlerts ? startAlertWatch({ ...ctx, queue: o.queue }) : async () => {}
}
