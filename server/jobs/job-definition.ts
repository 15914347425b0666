import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import type { JobSender } from './job-sender'
import type { Transports } from './transports'

/**
 * How a failed job is tried again, with pg-boss's meaning (server/jobs/retry-delay.ts): up to
 * `limit` more times, `delaySeconds` apart, doubling each time when `backoff` is set.
 */
export interface RetryPolicy {
  limit: number
  delaySeconds: number
  backoff: boolean
}

/** The deployment's job settings (JOBS_* and SEND_TIMEOUT_SECONDS). */
export type JobSettings = Config['jobs']

/** Where a job's messages go; pino's and Fastify's loggers fit it. */
export interface JobLog {
  info: (obj: object, msg?: string) => void
  warn: (obj: object, msg?: string) => void
  error: (obj: object, msg?: string) => void
}

/** What every job receives: the database, the configuration, the clock, the queue (to enqueue follow-ups) and the delivery transports. */
export interface JobContext {
  db: Kysely<Database>
  config: Config
  clock: () => number
  queue: JobSender
  transports: Transports
  log: JobLog
}

/**
 * One kind of background job. `every` makes it periodic: a cron expression for pg-boss (which
 * starts it once per slot whatever the number of processes) and the same period in milliseconds
 * for the in-process runner on SQLite. A job must be safe to run twice: a retry after a crash, or
 * a slot seen by two processes, does its writes under conditions that let only one win.
 */
export interface JobDefinition<T extends object = object> {
  name: string
  retry: RetryPolicy
  every?: { cron: string; ms: number }
  /**
   * Seconds a started job may run before the queue takes it for lost and retries it (pg-boss
   * expiration, default 15 minutes): a worker killed mid-job has its job picked up after this.
   * A function derives it from the deployment's job settings (the delivery jobs, from
   * SEND_TIMEOUT_SECONDS).
   */
  expireInSeconds?: number | ((settings: Pick<JobSettings, 'sendTimeoutSeconds'>) => number)
  /** `job` names the run (the queue's id, the retry it is) for its log line; a direct call may omit it. */
  run: (data: T, ctx: JobContext, job?: JobRun) => Promise<void>
}

/** Which run of a job this is: the queue's id (kept over retries) and how many tries came before. */
export interface JobRun {
  id: string
  retryCount: number
}

// A definition's data type is its own business; the runners only pass data through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>
