import type { JobQueue } from './job-queue'

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

function withTimeout<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  return Promise.race([p.catch(() => fallback), late]).finally(() => clearTimeout(timer))
}
