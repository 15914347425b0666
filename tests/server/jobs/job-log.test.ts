import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { connectDatabase } from '../../../server/db/connect'
import { createInProcessQueue } from '../../../server/jobs/in-process-queue'
import { createPgBossQueue } from '../../../server/jobs/pg-boss-queue'
import type { AnyJobDefinition, JobLog } from '../../../server/jobs/job-definition'
import type { JobQueue } from '../../../server/jobs/job-queue'
import { startJobs } from '../../../server/jobs/start-jobs'
import { createTestContext, type TestContext } from '../helpers'
import { eventually } from './smtp-sink'

const pgUrl = process.env.TEST_DATABASE_URL

// Fake jobs, for the log alone: one that succeeds, one that always fails and is not retried.
const FAKE_JOBS: readonly AnyJobDefinition[] = [
  { name: 'fake-succeeds', retry: { limit: 0, delaySeconds: 1, backoff: false }, run: async () => new Promise((r) => setTimeout(r, 20)) },
  { name: 'fake-fails', retry: { limit: 0, delaySeconds: 1, backoff: false }, run: async () => Promise.reject(new Error('fake refusal')) },
]

interface Line {
  level: string
  obj: Record<string, unknown>
  msg?: string
}

function collectingLog(): { log: JobLog; lines: Line[] } {
  const lines: Line[] = []
  const at = (level: string) => (obj: object, msg?: string) => void lines.push({ level, obj: obj as Record<string, unknown>, msg })
  return { log: { info: at('info'), warn: at('warn'), error: at('error') }, lines }
}

const kinds: { kind: string; make: () => JobQueue; drop: () => Promise<void> }[] = [{ kind: 'in-process', make: () => createInProcessQueue(), drop: async () => {} }]
if (pgUrl) {
  const schema = `jobs_${randomBytes(5).toString('hex')}`
  kinds.push({
    kind: 'pg-boss',
    make: () => createPgBossQueue({ connectionString: pgUrl, schema, definitions: FAKE_JOBS, pollingIntervalSeconds: 0.5 }),
    drop: async () => {
      const admin = await connectDatabase(pgUrl)
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db)
      await admin.close()
    },
  })
}

describe.each(kinds)('the worker log on the $kind queue', ({ make, drop }) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ definitions: [] })
  })
  afterAll(async () => {
    await ctx.close()
    await drop()
  })

  it('writes one structured line per job run: job, id, outcome and duration', async () => {
    const queue = make()
    const { log, lines } = collectingLog()
    await startJobs({ db: ctx.handle, config: ctx.config, queue, log, definitions: FAKE_JOBS })
    try {
      await queue.send('fake-succeeds', {})
      await queue.send('fake-fails', {})
      const runs = () => lines.filter((l) => l.msg === 'job run')
      await eventually(() => runs().length >= 2, 20_000)
      const ok = runs().find((l) => l.obj.job === 'fake-succeeds')!
      expect(ok.level).toBe('info')
      expect(ok.obj).toMatchObject({ outcome: 'succeeded', retry: 0 })
      expect(typeof ok.obj.id).toBe('string')
      expect(ok.obj.duration_ms).toBeGreaterThanOrEqual(15)
      const failed = runs().find((l) => l.obj.job === 'fake-fails')!
      expect(failed.level).toBe('error')
      expect(failed.obj).toMatchObject({ outcome: 'failed', error: 'fake refusal' })
      expect(failed.obj.id).not.toBe(ok.obj.id)
      // One line per run, not one per log call of the job.
      expect(runs()).toHaveLength(2)
    } finally {
      await queue.stop()
    }
  })
})
