import type { AnyJobDefinition, JobContext } from './job-definition'
import type { JobQueue } from './job-queue'
import type { SendOptions } from './job-sender'
import { retryDelayMs } from './retry-delay'

interface QueuedJob {
  /** Unique in this process, kept over retries: the job's log lines share it. */
  id: string
  name: string
  data: object
  runAt: number
  retryCount: number
  singletonKey: string | undefined
}

export interface InProcessQueue extends JobQueue {
  /**
   * Runs every job due now, and the retries they schedule when `ignoreDelay` is set, until none is
   * left; for tests and for a worker that wants the queue empty.
   */
  drain: (options?: { ignoreDelay?: boolean }) => Promise<void>
  /** The waiting jobs (name, retry count, when), for tests. */
  waiting: () => { name: string; retryCount: number; runAt: number }[]
}

const POLL_MS = 250

/**
 * The job runner of an SQLite deployment, which is one process: the same definitions as pg-boss
 * on PostgreSQL, with the same retry and backoff (retryDelayMs), kept in memory. What must survive
 * a restart is in the database already: a queued outbox row is queued again at start
 * (definitions/requeue-outbox.ts); lifecycle, reminders and pruning look at the tables each period.
 */
export function createInProcessQueue(options: { now?: () => number } = {}): InProcessQueue {
  const now = options.now ?? Date.now
  let jobs: QueuedJob[] = []
  const definitions = new Map<string, AnyJobDefinition>()
  let context: JobContext | null = null
  const timers: NodeJS.Timeout[] = []
  const running = new Set<Promise<void>>()
  let stopped = false
  let sent = 0

  const queue: InProcessQueue = {
    kind: 'in-process',
    transactional: false,
    async send(name, data, o: SendOptions = {}) {
      if (o.singletonKey && jobs.some((j) => j.name === name && j.singletonKey === o.singletonKey)) return
      sent += 1
      jobs.push({ id: `in-process-${sent}`, name, data, runAt: o.startAfter ?? now(), retryCount: 0, singletonKey: o.singletonKey })
      if (context && !stopped) setImmediate(tick)
    },
    async work(defs, ctx) {
      for (const d of defs) definitions.set(d.name, d)
      context = { ...ctx, queue }
      stopped = false
      timers.push(setInterval(tick, POLL_MS))
      for (const d of defs) {
        const every = d.every
        if (every) timers.push(setInterval(() => void queue.send(d.name, {}, { singletonKey: 'every' }), every.ms))
      }
      setImmediate(tick)
    },
    async ready() {
      return !stopped
    },
    async depth() {
      const out: Record<string, number> = {}
      for (const j of jobs) out[j.name] = (out[j.name] ?? 0) + 1
      return out
    },
    async oldestWaiting() {
      const at = now()
      const out: Record<string, number> = {}
      for (const j of jobs) if (j.runAt <= at) out[j.name] = Math.max(out[j.name] ?? 0, (at - j.runAt) / 1000)
      return out
    },
    async drain(o = {}) {
      for (;;) {
        await Promise.all([...running])
        const due = takeDue(o.ignoreDelay ? Number.POSITIVE_INFINITY : now())
        if (due.length === 0 && running.size === 0) return
        await Promise.all(due.map(runOne))
      }
    },
    waiting: () => jobs.map((j) => ({ name: j.name, retryCount: j.retryCount, runAt: j.runAt })),
    async stop() {
      stopped = true
      for (const t of timers.splice(0)) clearInterval(t)
      await Promise.all([...running])
    },
  }

  function takeDue(at: number): QueuedJob[] {
    const known = (j: QueuedJob) => definitions.has(j.name)
    const due = jobs.filter((j) => j.runAt <= at && known(j))
    jobs = jobs.filter((j) => !due.includes(j))
    return due
  }

  function tick(): void {
    if (stopped || !context) return
    for (const job of takeDue(now())) {
      const p = runOne(job).finally(() => running.delete(p))
      running.add(p)
    }
  }

  async function runOne(job: QueuedJob): Promise<void> {
    const def = definitions.get(job.name)
    if (!def || !context) return
    try {
      await def.run(job.data, context, { id: job.id, retryCount: job.retryCount })
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err)
      if (job.retryCount < def.retry.limit) {
        const delay = retryDelayMs(def.retry, job.retryCount)
        context.log.warn({ job: job.name, id: job.id, retryCount: job.retryCount, error, retryInMs: delay }, 'job failed, will retry')
        jobs.push({ ...job, retryCount: job.retryCount + 1, runAt: now() + delay })
      } else {
        context.log.error({ job: job.name, id: job.id, retryCount: job.retryCount, error }, 'job failed, no retry left')
      }
    }
  }

  return queue
}
