import type { JobDefinition } from '../job-definition'
import { pruneExpiredTokens, pruneIdempotencyKeys, pruneLimitCounters, pruneOutbox, pruneStaleDestinations } from '../../domain/pruning/prune'

/**
 * Every hour: deletes what would otherwise grow without end: tokens and links
 * long expired, spent limit counters, old outbox copies, destinations no rental uses, and booking
 * idempotency keys past their day. Each deletion is a condition on time, so two runs do no harm.
 */
export const pruneTables: JobDefinition = {
  name: 'prune-tables',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  every: { cron: '17 * * * *', ms: 3600_000 },
  async run(_data, ctx) {
    const now = ctx.clock()
    const deleted = {
      tokens: await pruneExpiredTokens(ctx.db, now),
      counters: await pruneLimitCounters(ctx.db, now),
      outbox: await pruneOutbox(ctx.db, now),
      destinations: await pruneStaleDestinations(ctx.db, now),
      idempotencyKeys: await pruneIdempotencyKeys(ctx.db, now),
    }
    ctx.log.info({ deleted }, 'tables pruned')
  },
}
