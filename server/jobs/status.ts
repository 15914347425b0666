import type { JobQueue } from './job-queue'
import type { GaugeHook } from '../ops/metrics'

/**
 * For /api/ready and /metrics (platform): whether the queue takes jobs, and how many wait per job
 * name. Both answer within `timeoutMs` so a stuck database makes readiness fail instead of hang.
 */
export async function jobQueueReady(queue: JobQueue, timeoutMs = 2000): Promise<boolean> {
  return withTimeout(queue.ready(), timeoutMs, false)
}

export async function jobQueueDepth(queue: JobQueue, timeoutMs = 2000): Promise<Record<string, number>> {
  return withTimeout(queue.depth(), timeoutMs, {})
}

/** The queue-depth gauge of /metrics, the same in an API process and in `npm run worker`. */
export function queueDepthGauge(queue: JobQueue): GaugeHook {
  return {
    name: 'frontoffice_job_queue_depth',
    help: 'Jobs waiting or running, per job name',
    labelNames: ['job'],
    collect: async (set) => {
      for (const [job, n] of Object.entries(await jobQueueDepth(queue))) set(n, { job })
    },
  }
}

/** The oldest-waiting-job gauge of /metrics: a queue whose jobs wait longer and longer has no worker taking them. */
export function oldestWaitingGauge(queue: JobQueue, timeoutMs = 2000): GaugeHook {
  return {
    name: 'frontoffice_job_oldest_waiting_seconds',
    help: 'Seconds the longest-waiting due job has waited to start, per job name (absent when none waits)',
    labelNames: ['job'],
    collect: async (set) => {
      for (const [job, seconds] of Object.entries(await withTimeout(queue.oldestWaiting(), timeoutMs, {}))) set(seconds, { job })
    },
  }
}

function withTimeout<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  return Promise.race([p.catch(() => fallback), late]).finally(() => clearTimeout(timer))
}
