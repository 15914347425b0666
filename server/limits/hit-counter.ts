/**
 * A fixed-window counter shared by every server process: each hit on a key adds one, and the count
 * starts again at 1 once the window that the key's first hit opened has passed. Implementations:
 * the database (database-counter.ts) and Redis or Valkey (redis-counter.ts); `createSharedLimits`
 * (shared-limits.ts) picks one from the configuration and the instance carries it as `app.hitCounter`. Rate limits (http/rate-limit.ts) count through it; so can any other
 * per-key limit (login attempts, SMS sends) that must add up across processes.
 */
export interface HitCounter {
  /** What the start banner prints. */
  readonly label: string
  /** Counts one hit on `key` and answers the hits in its window so far, this one included. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAtMs: number }>
  /** Forgets a key (a successful login may clear its failures). */
  reset(key: string): Promise<void>
  close(): Promise<void>
}
