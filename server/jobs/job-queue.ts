import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { AnyJobDefinition, JobContext } from './job-definition'

export interface SendOptions {
  /** At most one waiting job per key and name (pg-boss singletonKey). */
  singletonKey?: string
  /** Not before this instant (epoch ms). */
  startAfter?: number
  /** Enqueue inside this transaction: the job exists only if the transaction commits (PostgreSQL). */
  trx?: Transaction<Database> | Kysely<Database>
}

/** What request handlers and jobs need: enqueue a job. */
export interface JobSender {
  /**
   * True when send({trx}) writes the job in that transaction (pg-boss). The in-process runner holds
   * jobs in memory: the caller sends after its commit, or a job could run before its row exists.
   */
  readonly transactional: boolean
  send: (name: string, data: object, options?: SendOptions) => Promise<void>
}

/** A job queue: pg-boss on PostgreSQL, the in-process runner on SQLite. */
export interface JobQueue extends JobSender {
  readonly kind: 'pg-boss' | 'in-process'
  /** Runs these jobs (and their schedules) in this process until stop(). */
  work: (definitions: readonly AnyJobDefinition[], ctx: Omit<JobContext, 'queue'>) => Promise<void>
  /** True when the queue can take jobs (its database answers): for /api/ready. */
  ready: () => Promise<boolean>
  /** Jobs waiting or running, per job name: for /metrics. */
  depth: () => Promise<Record<string, number>>
  /** Per job name, the seconds the longest-waiting job has been due and not started: for /metrics (a dead worker shows here first). */
  oldestWaiting: () => Promise<Record<string, number>>
  /** Stops taking jobs and waits for the running ones (graceful shutdown), then closes. */
  stop: () => Promise<void>
}
