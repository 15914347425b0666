import { CompiledQuery, sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema'

/** The ids of the vehicles changed since the previous read, or 'reset' when some may be missing. */
export type FeedRead = Set<number> | 'reset'

const BATCH = 5000
// Rows older than this are pruned; a reader silent for half of it may have lost some and reloads.
const RETENTION_MS = 10 * 60_000
const PRUNE_EVERY_MS = 60_000
// A sequence number skipped by a read may belong to a PostgreSQL transaction still open (numbers
// are taken in insert order, committed in another); it is looked for again until this old.
const GAP_WAIT_MS = 60_000
const MAX_GAPS = 1000

/**
 * Reads `search_changes` (migration 0005: triggers note the vehicle of every vehicle or rental
 * write) from where it last stopped. Uses wall-clock time, not the app's clock: the rows carry the
 * database's time. Not safe for concurrent use: FleetIndex calls it from one queue.
 */
export class ChangeFeed {
  private last: number | null = null
  private readonly gaps = new Map<number, number>()
  private lastReadAt = 0
  private lastPruneAt = 0
  private readonly after: string

  constructor(
    private readonly db: Kysely<Database>,
    private readonly wallClock: () => number = Date.now,
  ) {
    // Compiled once: building a Kysely query costs more than running this one when it finds nothing.
    this.after = db.selectFrom('search_changes').select(['seq', 'vehicle_id']).where('seq', '>', 0).orderBy('seq').limit(BATCH).compile().sql
  }

  get started(): boolean {
    return this.last !== null
  }

  /** Starts (or restarts) at the newest change: what a full load reads is at least that fresh. */
  async mark(): Promise<void> {
    const row = await sql<{ seq: number | null }>`select max(seq) as seq from search_changes`.execute(this.db)
    this.last = Number(row.rows[0]?.seq ?? 0)
    this.gaps.clear()
    this.lastReadAt = this.wallClock()
  }

  async read(): Promise<FeedRead> {
    if (this.last === null) throw new Error('ChangeFeed.read before mark')
    const now = this.wallClock()
    if (now - this.lastReadAt > RETENTION_MS / 2) return 'reset'
    this.lastReadAt = now
    if (now - this.lastPruneAt > PRUNE_EVERY_MS) {
      this.lastPruneAt = now
      await this.db
        .deleteFrom('search_changes')
        .where('created_at', '<', now - RETENTION_MS)
        .execute()
    }
    const result = await this.db.executeQuery<{ seq: number; vehicle_id: number }>(CompiledQuery.raw(this.after, [this.last, BATCH]))
    const rows = result.rows
    if (rows.length === BATCH) return 'reset'
    if (this.gaps.size > 0) rows.push(...(await this.readGaps(now)))
    const changed = new Set<number>()
    for (const row of rows) {
      const seq = Number(row.seq)
      this.gaps.delete(seq)
      for (let missing = this.last + 1; missing < seq; missing++) this.gaps.set(missing, now)
      if (seq > this.last) this.last = seq
      changed.add(row.vehicle_id)
    }
    if (this.gaps.size > MAX_GAPS) return 'reset'
    return changed
  }

  private async readGaps(now: number): Promise<{ seq: number; vehicle_id: number }[]> {
    for (const [seq, seenAt] of this.gaps) if (now - seenAt > GAP_WAIT_MS) this.gaps.delete(seq)
    if (this.gaps.size === 0) return []
    return this.db
      .selectFrom('search_changes')
      .select(['seq', 'vehicle_id'])
      .where('seq', 'in', [...this.gaps.keys()])
      .execute()
  }
}
