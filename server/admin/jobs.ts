import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { JobContext } from '../jobs/job-definition'
import { isPostgres } from '../domain/booking/locked-write'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'

const STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const
type JobState = (typeof STATES)[number]
/** What an operator asks for by default: what waits, runs, or gave up. */
const OPEN: readonly JobState[] = ['created', 'retry', 'active', 'failed']

const iso = (d: Date | string | null) => (d === null ? '' : new Date(d).toISOString().slice(0, 19).replace('T', ' '))

/** pg-boss's schema, checked as a plain identifier before it is written into SQL. */
function schemaOf(ctx: JobContext): string {
  const schema = ctx.config.jobs.schema
  if (!/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new CliError(`JOBS_SCHEMA is not a plain identifier: ${schema}`)
  return schema
}

/**
 * The job queue (pg-boss, in the database's JOBS_SCHEMA): list jobs by state and queue, retry a
 * failed one. On SQLite the jobs live in the server's memory and what must survive is in the
 * tables (the outbox): there is no queue to inspect from outside.
 */
export async function jobsCommand(db: Kysely<Database>, argv: string[], io: Output, jobs: () => JobContext): Promise<void> {
  const [sub, ...rest] = argv
  if (!isPostgres(db)) {
    throw new CliError('On SQLite the jobs live in the server process: see `outbox list` for messages; restart the server to run the periodic jobs now', 1)
  }
  const schema = schemaOf(jobs())
  if (sub === 'list') {
    const { flags } = parseArgs(rest, ['state', 'queue', 'limit'])
    const states = flags.state ? flags.state.split(',') : [...OPEN]
    for (const s of states) if (!(STATES as readonly string[]).includes(s)) throw new CliError(`Unknown state ${s}; one of: ${STATES.join(', ')}`)
    const limit = flags.limit === undefined ? 50 : Number(flags.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit takes a whole number from 1 to 10000')
    const byQueue = flags.queue ? sql`and name = ${flags.queue}` : sql``
    // Rows and counts read from one snapshot: a job failing between two reads would show in one and not the other.
    const { rows, summary } = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const found = await sql<{ id: string; name: string; state: string; retry_count: number; start_after: Date; created_on: Date; output: unknown }>`
          select id, name, state, retry_count, start_after, created_on, output from ${sql.table(`${schema}.job`)}
          where state in (${sql.join(states)}) ${byQueue} order by created_on desc limit ${limit}`.execute(trx)
        const counted = await sql<{ name: string; state: string; n: string | number }>`
          select name, state, count(*) as n from ${sql.table(`${schema}.job`)} where state in (${sql.join(states)}) ${byQueue} group by name, state order by name, state`.execute(
          trx,
        )
        return { rows: found.rows, summary: counted.rows }
      })
    io.out(
      formatTable(
        ['id', 'queue', 'state', 'retries', 'due (UTC)', 'created (UTC)', 'last error'],
        rows.map((r) => [r.id, r.name, r.state, r.retry_count, iso(r.start_after), iso(r.created_on), errorOf(r.output)]),
      ),
    )
    io.out(summary.map((r) => `${r.name} ${r.state}: ${Number(r.n)}`).join('\n') || 'No job in those states')
    return
  }
  if (sub === 'retry') {
    const id = rest[0]
    if (!id || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new CliError('Usage: jobs retry <job id> (the id that jobs list shows)')
    const found = await sql<{ name: string; state: string }>`select name, state from ${sql.table(`${schema}.job`)} where id = ${id}::uuid`.execute(db)
    const job = found.rows[0]
    if (!job) throw new CliError(`No job ${id}`, 3)
    if (job.state !== 'failed') throw new CliError(`Job ${id} is ${job.state}: only a failed job is retried`, 1)
    // What pg-boss's own retry does: back to `retry` with one more try allowed; a worker takes it at its next poll.
    await sql`update ${sql.table(`${schema}.job`)} set state = 'retry', retry_limit = retry_limit + 1, start_after = now() where id = ${id}::uuid and state = 'failed'`.execute(db)
    io.out(`Job ${id} (${job.name}): failed -> retry; a worker runs it within seconds`)
    return
  }
  throw new CliError('Usage: jobs list [--state created,retry,active,completed,cancelled,failed] [--queue name] [--limit n] | jobs retry <job id>')
}

/** A thrown error is stored as itself; pg-boss's own failures (timeout, shutdown) wrap theirs in `value`. */
function errorOf(output: unknown): string {
  const inner = output && typeof output === 'object' && 'value' in output ? (output as { value: unknown }).value : output
  if (typeof inner === 'string') return inner.slice(0, 80)
  if (inner && typeof inner === 'object' && 'message' in inner) return String((inner as { message: unknown }).message).slice(0, 80)
  return ''
}
