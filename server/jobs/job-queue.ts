import type { AnyJobDefinition, JobContext } from './job-definition'
import type { JobSender } from './job-sender'

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
