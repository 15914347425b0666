import type { Config } from '../config'
import type { DbHandle } from '../db/connect'
import type { JobContext } from '../jobs/job-definition'
import type { JobQueue } from '../jobs/job-queue'
import { createJobQueue } from '../jobs/create-queue'
import { createTransports } from '../jobs/transports'

/**
 * What the commands that charge, refund or queue a message need, made on first use and closed with
 * the command line: the job queue (pg-boss on PostgreSQL, so that a running worker delivers what
 * the command queued), the transports' settings and a log on stderr.
 */
export function lazyJobContext(db: DbHandle, config: Config, err: (line: string) => void): { get: () => JobContext; close: () => Promise<void> } {
  let queue: JobQueue | null = null
  let ctx: JobContext | null = null
  return {
    get() {
      if (ctx) return ctx
      queue = createJobQueue(db, config)
      const say = (level: string) => (obj: object, msg?: string) => err(`${level}: ${msg ?? ''} ${JSON.stringify(obj)}`)
      ctx = { db: db.db, config, clock: Date.now, queue, transports: createTransports(config), log: { info: () => {}, warn: say('warning'), error: say('error') } }
      return ctx
    },
    close: async () => {
      await queue?.stop()
    },
  }
}
