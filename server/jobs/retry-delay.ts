import type { RetryPolicy } from './job-definition'

/**
 * Milliseconds before retry number `retryCount + 1`, as pg-boss 10 computes it (its plans.js,
 * failJobs): without backoff, the delay itself; with backoff, delay * 2^n / 2 plus a random part
 * of the same size, n = min(16, retryCount + 1). The in-process runner uses it so that SQLite and
 * PostgreSQL retry a job on the same schedule.
 */
export function retryDelayMs(policy: RetryPolicy, retryCount: number, random: () => number = Math.random): number {
  if (!policy.backoff) return policy.delaySeconds * 1000
  const half = (policy.delaySeconds * 2 ** Math.min(16, retryCount + 1)) / 2
  return Math.round((half + half * random()) * 1000)
}
