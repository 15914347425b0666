import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

export interface SendOptions {
  /** At most one waiting job per key and name (pg-boss singletonKey). */
  singletonKey?: string
  /** Not before this instant (epoch ms). */
  startAfter?: number
  /** Enqueue inside this transaction: the job exists only if the transaction commits (PostgreSQL). */
  trx?: Transaction<Database> | Kysely<Database>
}

/** What request handlers and jobs need: enqueue a job. */
export interface JobSender {
  /**
   * True when send({trx}) writes the job in that transaction (pg-boss). The in-process runner holds
   * jobs in memory: the caller sends after its commit, or a job could run before its row exists.
   */
  readonly transactional: boolean
  send: (name: string, data: object, options?: SendOptions) => Promise<void>
}
