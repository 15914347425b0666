import type { JobSender } from './job-sender'

/**
 * A sender that holds the jobs sent in a transaction until it commits: the in-process runner
 * (SQLite, and the tests on PostgreSQL) keeps jobs in memory and could run one before its outbox
 * row is committed. pg-boss writes its jobs in the transaction itself and needs no holding.
 * Call flush() after the commit; after a rollback, drop the sender (its rows do not exist).
 */
export function afterCommit(queue: JobSender): { sender: JobSender; flush: () => Promise<void> } {
  if (queue.transactional) return { sender: queue, flush: async () => {} }
  const held: Parameters<JobSender['send']>[] = []
  return {
    sender: { transactional: false, send: async (name, data, options) => void held.push([name, data, { ...options, trx: undefined }]) },
    flush: async () => {
      for (const args of held) await queue.send(...args)
    },
  }
}
