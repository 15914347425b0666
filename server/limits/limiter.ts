/** What one hit on a counter tells: its count in the current window, this hit included. */
export interface LimitHit {
  count: number
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number
}

/**
 * Fixed-window counters shared by every server process: the database (db-limiter.ts) by default;
 * another store (Redis when REDIS_URL is set) implements the same two calls. Keys name their tenant
 * themselves (`login-ip:<tenant>:<address>`).
 */
export interface Limiter {
  /** Counts one hit atomically: parallel hits on one key never read the same count. */
  hit(key: string, windowSeconds: number): Promise<LimitHit>
  /** Forgets a key (e.g. after a successful unlock). */
  reset(key: string): Promise<void>
}
