import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { createTestContext, type TestContext } from './helpers'
import { runAdmin } from '../../server/admin/run'
import { connectDatabase } from '../../server/db/connect'
import { createPgBossQueue } from '../../server/jobs/pg-boss-queue'
import type { AnyJobDefinition, JobContext } from '../../server/jobs/job-definition'
import type { JobQueue } from '../../server/jobs/job-queue'
import type { FileStorage } from '../../server/storage/file-storage'
import { insertRental } from './rentals/rental-helpers'

const pgUrl = process.env.TEST_DATABASE_URL
let ctx: TestContext
/** A fake file store that remembers what the commands removed. */
const removed: string[] = []
const files = (): FileStorage =>
  ({ label: 'fake', put: async () => {}, get: async () => null, remove: async (key: string) => void removed.push(key), close: async () => {} }) as unknown as FileStorage
let jobContext: () => JobContext = () => ctx.jobContext()

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function admin(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(ctx.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, Date.now(), { jobs: () => jobContext(), files })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run admin -- notices repair', () => {
  it("writes a rental's lost late notice again, marks the rental, and refuses what it cannot do", async () => {
    const rental = await insertRental(ctx, Date.now(), { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -3, hours: 2 })
    const notices = () => ctx.db.selectFrom('outbox').select(['channel', 'subject']).where('recipient', '=', 'driver2@demo.test').execute()
    const before = (await notices()).length
    const repaired = await admin('notices', 'repair', String(rental.id), 'late')
    expect(repaired.code).toBe(0)
    const written = (await notices()).slice(before)
    expect(written.filter((n) => n.channel === 'email').map((n) => n.subject)).toEqual([expect.stringContaining(`${rental.id}`)])
    const mark = await ctx.db.selectFrom('rentals').select('late_at').where('id', '=', rental.id).executeTakeFirstOrThrow()
    expect(mark.late_at).not.toBeNull()
    expect((await admin('notices', 'repair', '999999', 'late')).code).toBe(3)
    expect((await admin('notices', 'repair', String(rental.id), 'lost')).code).toBe(2)
  })
})

describe('npm run admin -- members delete', () => {
  it("erases a member's data as their own deletion does, files included, and refuses while a rental is to come", async () => {
    const email = 'erase-me@demo.test'
    const tenantId = await ctx.tenantId('demo')
    const { id } = await ctx.db
      .insertInto('users')
      .values({
        ...(await ctx.db.selectFrom('users').selectAll().where('email', '=', 'driver2@demo.test').executeTakeFirstOrThrow()),
        id: undefined,
        email,
        photo_path: 'photos/erase-me.jpg',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const upcoming = await insertRental(ctx, Date.now(), { driver: email, status: 'pending', startInHours: 24, hours: 2 })
    const refused = await admin('members', 'delete', email, '--tenant', 'demo')
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('user_rentals_user_has_rental')
    await ctx.db.updateTable('rentals').set({ status: 'canceled' }).where('id', '=', upcoming.id).execute()

    const done = await admin('members', 'delete', email, '--tenant', 'demo')
    expect(done.code).toBe(0)
    const user = await ctx.db.selectFrom('users').select(['email', 'deleted_at']).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
    expect(user.email).not.toBe(email)
    expect(user.deleted_at).not.toBeNull()
    expect(removed).toContain('photos/erase-me.jpg')
    expect((await admin('members', 'delete', email, '--tenant', 'demo')).code).toBe(3)
  })
})

describe('npm run admin -- stations remove', () => {
  it('removes a station nothing uses, keeping past rentals, and refuses one a rental to come or a vehicle uses', async () => {
    const tenantId = await ctx.tenantId('demo')
    const base = await ctx.db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
    const { id } = await ctx.db
      .insertInto('stations')
      .values({ ...base, id: undefined, name: 'Closed station' } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const past = await insertRental(ctx, Date.now(), { driver: 'driver@demo.test', status: 'completed', startInHours: -48, hours: 2 })
    const coming = await insertRental(ctx, Date.now(), { driver: 'driver@demo.test', status: 'pending', startInHours: 48, hours: 2 })
    await ctx.db.updateTable('rentals').set({ start_station_id: id }).where('id', 'in', [past.id, coming.id]).execute()

    const refused = await admin('stations', 'remove', 'Closed station', '--tenant', 'demo')
    expect(refused.code).toBe(1)
    expect(refused.err).toContain(String(coming.id))
    await ctx.db.updateTable('rentals').set({ status: 'canceled', start_station_id: null }).where('id', '=', coming.id).execute()
    const parked = await ctx.db.selectFrom('vehicles').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
    const home = (await ctx.db.selectFrom('vehicles').select('station_id').where('id', '=', parked.id).executeTakeFirstOrThrow()).station_id
    await ctx.db.updateTable('vehicles').set({ station_id: id }).where('id', '=', parked.id).execute()
    expect((await admin('stations', 'remove', String(id), '--tenant', 'demo')).code).toBe(1)
    await ctx.db.updateTable('vehicles').set({ station_id: home }).where('id', '=', parked.id).execute()

    expect((await admin('stations', 'remove', String(id), '--tenant', 'demo')).code).toBe(0)
    expect(await ctx.db.selectFrom('stations').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()
    expect(await ctx.db.selectFrom('rentals').select('id').where('id', '=', past.id).executeTakeFirst()).toEqual({ id: past.id })
    expect((await admin('stations', 'remove', String(id), '--tenant', 'demo')).code).toBe(3)
    expect((await admin('stations', 'remove', String(id))).code).toBe(2)
  })
})

describe('npm run admin -- tenant remove', () => {
  it('deletes a tenant with all it holds, after the slug is repeated, and leaves the others whole', async () => {
    const tenantId = await ctx.tenantId('simple')
    const count = async (table: 'users' | 'rentals' | 'vehicles' | 'stations', id: number) =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('tenant_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const demo = await ctx.tenantId('demo')
    const demoUsers = await count('users', demo)
    expect(await count('users', tenantId)).toBeGreaterThan(0)

    expect((await admin('tenant', 'remove', 'simple')).code).toBe(2)
    expect((await admin('tenant', 'remove', 'simple', '--confirm', 'demo')).code).toBe(2)
    const done = await admin('tenant', 'remove', 'simple', '--confirm', 'simple')
    expect(done.code, done.err).toBe(0)
    expect(await ctx.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst()).toBeUndefined()
    for (const table of ['users', 'rentals', 'vehicles', 'stations'] as const) expect(await count(table, tenantId)).toBe(0)
    expect(await count('users', demo)).toBe(demoUsers)
    expect((await admin('tenant', 'remove', 'simple', '--confirm', 'simple')).code).toBe(3)
  })
})

describe('npm run admin -- jobs', () => {
  it.runIf(!pgUrl)('says where the jobs are on SQLite', async () => {
    const res = await admin('jobs', 'list')
    expect(res.code).toBe(1)
    expect(res.err).toContain('outbox list')
  })

  describe.runIf(pgUrl)('on PostgreSQL (pg-boss)', () => {
    const schema = `jobs_${randomBytes(5).toString('hex')}`
    // A fake job that always fails, not retried, so that it lands in `failed`.
    const FAKE: AnyJobDefinition = { name: 'fake-refused', retry: { limit: 0, delaySeconds: 1, backoff: false }, run: async () => Promise.reject(new Error('fake refusal')) }
    let queue: JobQueue
    beforeAll(async () => {
      queue = createPgBossQueue({ connectionString: pgUrl!, schema, definitions: [FAKE], pollingIntervalSeconds: 0.5 })
      const base = ctx.jobContext()
      jobContext = () => ({ ...base, queue, config: { ...base.config, jobs: { ...base.config.jobs, schema } } })
    })
    afterAll(async () => {
      await queue.stop()
      jobContext = () => ctx.jobContext()
      const admin = await connectDatabase(pgUrl!)
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db)
      await admin.close()
    })

    it('lists jobs by state and retries a failed one', async () => {
      await queue.work([FAKE], { db: ctx.db, config: ctx.config, clock: Date.now, transports: { mail: null, sms: null }, log: { info: () => {}, warn: () => {}, error: () => {} } })
      await queue.send('fake-refused', {})
      let listed = await admin('jobs', 'list', '--state', 'failed', '--queue', 'fake-refused')
      for (let i = 0; i < 40 && !listed.out.includes('fake-refused failed: 1'); i++) {
        await new Promise((r) => setTimeout(r, 250))
        listed = await admin('jobs', 'list', '--state', 'failed', '--queue', 'fake-refused')
      }
      expect(listed.code).toBe(0)
      expect(listed.out).toContain('fake-refused failed: 1')
      expect(listed.out).toContain('fake refusal')
      const id = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\s/m.exec(listed.out)![1]
      const retried = await admin('jobs', 'retry', id)
      expect(retried.code, retried.err).toBe(0)
      // One more try allowed, taken by the worker: it fails again (the fake always does) with its retry counted.
      const tried = async () =>
        (
          await sql<{
            retry_limit: number
            retry_count: number
            state: string
          }>`select retry_limit, retry_count, state from ${sql.table(`${schema}.job`)} where id = ${id}::uuid`.execute(ctx.db)
        ).rows[0]
      // pg-boss counts the retry when the worker takes the job (state active), and fails it after the run.
      const settled = async () => {
        const t = await tried()
        return t.retry_count >= 1 && t.state !== 'active' && t.state !== 'retry'
      }
      for (let i = 0; i < 40 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 250))
      expect(await tried()).toMatchObject({ retry_limit: 1, retry_count: 1, state: 'failed' })
      expect((await admin('jobs', 'retry', id)).code).toBe(0)
      expect((await admin('jobs', 'retry', '00000000-0000-0000-0000-000000000000')).code).toBe(3)
      expect((await admin('jobs', 'list', '--state', 'lost')).code).toBe(2)
    })
  })
})
