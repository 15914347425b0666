import { createTestContext, type TestContext } from '../helpers'
import { testClock } from '../rentals/rental-helpers'
import { pruneTables } from '../../../server/jobs/definitions/prune-tables'
import { JOB_DEFINITIONS } from '../../../server/jobs/definitions'

const DAY = 24 * 3600_000
const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
})
afterAll(() => ctx.close())

describe('prune-tables job', () => {
  it('is scheduled with the other jobs', () => {
    expect(JOB_DEFINITIONS.map((d) => d.name)).toContain('prune-tables')
    expect(pruneTables.every?.ms).toBe(3600_000)
  })

  it('deletes outbox copies older than 30 days and keeps the recent ones', async () => {
    const tenantId = await ctx.tenantId('demo')
    const row = (recipient: string, age: number) => ({
      tenant_id: tenantId,
      channel: 'email' as const,
      recipient,
      subject: 's',
      body: 'b',
      delivered_at: null,
      error: null,
      created_at: clock.now - age,
      payload: null,
    })
    await ctx.db
      .insertInto('outbox')
      .values([row('old@prune.test', 31 * DAY), row('recent@prune.test', 2 * DAY)])
      .execute()
    await pruneTables.run({}, ctx.jobContext())
    const left = await ctx.db.selectFrom('outbox').select('recipient').where('recipient', 'like', '%@prune.test').execute()
    expect(left.map((r) => r.recipient)).toEqual(['recent@prune.test'])
  })
})
