import { createTestContext, errorCodes, type TestContext } from './helpers'
import { runAdmin } from '../../server/admin/run'
import { DEMO_PASSWORD } from '../../server/seed'
import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import type { MailDelivery } from '../../server/jobs/transports'

let ctx: TestContext
/** What the fake mail transport was handed by the delivery job. */
const delivered: MailDelivery[] = []
beforeAll(async () => {
  ctx = await createTestContext({ transports: { mail: async (m) => void delivered.push(m), sms: null } })
})
afterAll(() => ctx.close())

/** The job context of the command line, with SMTP set (its transport is the fake above). */
const jobs = () => {
  const base = ctx.jobContext()
  return { ...base, config: { ...base.config, mail: { ...base.config.mail, smtpUrl: 'smtp://sink.invalid' } } }
}

async function admin(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(ctx.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, Date.now(), { jobs })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run admin -- sessions', () => {
  it("lists a member's live sign-ins and revokes them all", async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.get('/api/user', { token })).statusCode).toBe(200)
    const listed = await admin('sessions', 'list', 'driver2@demo.test', '--tenant', 'demo')
    expect(listed.code).toBe(0)
    expect(listed.out).toMatch(/(\d+) live access token\(s\) of driver2@demo\.test$/)
    expect(Number(/(\d+) live access token/.exec(listed.out)![1])).toBeGreaterThanOrEqual(1)

    const revoked = await admin('sessions', 'revoke', 'driver2@demo.test', '--tenant', 'demo')
    expect(revoked.code).toBe(0)
    expect((await ctx.get('/api/user', { token })).statusCode).toBe(401)
    expect((await admin('sessions', 'list', 'driver2@demo.test', '--tenant', 'demo')).out).toMatch(/^0 live access token/m)
    expect((await admin('sessions', 'revoke', 'nobody@demo.test', '--tenant', 'demo')).code).toBe(3)
  })
})

describe('npm run admin -- logins', () => {
  it('unlocks a login locked after wrong passwords', async () => {
    const tenantId = await ctx.tenantId('demo')
    await ctx.db.insertInto('login_throttles').values({ tenant_id: tenantId, email: 'admin@demo.test', failures: 10, last_failure_at: Date.now(), locked_at: Date.now() }).execute()
    const signIn = () => ctx.post('/api/oauth2/token', { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, client_id: DEMO_WEB_CLIENT_ID })
    expect(errorCodes(await signIn())).toContain('account_locked')

    const unlocked = await admin('logins', 'unlock', 'admin@demo.test', '--tenant', 'demo')
    expect(unlocked.code).toBe(0)
    expect(await ctx.tokenFor('admin@demo.test')).toEqual(expect.any(String))
    expect((await admin('logins', 'unlock', 'admin@demo.test', '--tenant', 'demo')).code).toBe(3)
    expect((await admin('logins', 'unlock', 'admin@demo.test')).code).toBe(2)
  })
})

describe('npm run admin -- outbox', () => {
  it('lists failed mail and sends one again through the delivery job', async () => {
    const tenantId = await ctx.tenantId('demo')
    const { id } = await ctx.db
      .insertInto('outbox')
      .values({
        tenant_id: tenantId,
        channel: 'email',
        recipient: 'driver@demo.test',
        subject: 'Lost confirmation',
        body: 'Hello',
        payload: JSON.stringify({ text: 'Hello' }),
        status: 'failed',
        attempts: 12,
        delivered_at: null,
        error: 'connect ECONNREFUSED',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const listed = await admin('outbox', 'list', '--status', 'failed', '--tenant', 'demo')
    expect(listed.code).toBe(0)
    expect(listed.out).toMatch(new RegExp(`^${id}\\s+demo\\s+email\\s+driver@demo\\.test\\s+failed\\s+12\\s.*Lost confirmation\\s+connect ECONNREFUSED$`, 'm'))

    const resent = await admin('outbox', 'resend', String(id))
    expect(resent.code).toBe(0)
    await ctx.drainJobs()
    expect(delivered.filter((m) => m.subject === 'Lost confirmation')).toHaveLength(1)
    expect(await ctx.db.selectFrom('outbox').select(['status', 'attempts', 'error']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: 'delivered',
      attempts: 1,
      error: null,
    })
    expect((await admin('outbox', 'list', '--status', 'failed', '--tenant', 'demo')).out).not.toMatch(new RegExp(`^${id}\\s`, 'm'))
    expect((await admin('outbox', 'resend', '999999')).code).toBe(3)
    expect((await admin('outbox', 'list', '--status', 'lost')).code).toBe(2)
  })
})
