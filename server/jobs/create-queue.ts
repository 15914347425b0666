import type { Config } from '../config'
import type { DbHandle } from '../db/connect'
import type { AnyJobDefinition } from './job-definition'
import type { JobQueue } from './job-queue'
import { JOB_DEFINITIONS } from './definitions'
import { createInProcessQueue } from './in-process-queue'
import { createPgBossQueue } from './pg-boss-queue'

/** pg-boss on PostgreSQL (in the schema JOBS_SCHEMA names), the in-process runner on SQLite. */
export function createJobQueue(db: DbHandle, config: Config, definitions: readonly AnyJobDefinition[] = JOB_DEFINITIONS): JobQueue {
  if (!db.isPostgres) return createInProcessQueue()
  return createPgBossQueue({ connectionString: config.databaseUrl, schema: config.jobs.schema, definitions, settings: config.jobs })
}
