import { createServer, type Server } from 'node:http'
import { sql } from 'kysely'
import type { AddressInfo } from 'node:net'
import { createTestContext, type TestContext } from '../helpers'
import { eventually, startSmtpSink, type SmtpSink } from './smtp-sink'
import { MESSAGE_RETRY, deliverOutboxRow } from '../../../server/jobs/outbox-delivery'
import { smtpUrlWithTimeouts } from '../../../server/jobs/transports'
import { retryDelayMs } from '../../../server/jobs/retry-delay'

const outboxRow = (ctx: TestContext, recipient: string) =>
  ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow()

describe('mail goes out in a job, never inside the request', () => {
  let smtp: SmtpSink
  let ctx: TestContext
  beforeAll(async () => {
    smtp = await startSmtpSink()
    ctx = await createTestContext({ config: { mail: { smtpUrl: smtp.url, from: 'Front office <no-reply@demo.test>' } } })
  })
  afterAll(async () => {
    smtp.release()
    await ctx.close()
    await smtp.close()
  })

  it('answers a reset request for a known address before the SMTP server has the mail, as fast as for an unknown one', async () => {
    smtp.hold()
    const known = await ctx.post('/api/reset_password', { email: 'driver@demo.test' })
    const unknown = await ctx.post('/api/reset_password', { email: 'nobody@demo.test' })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    // The SMTP server holds the message: the request did not wait for it.
    expect(smtp.received).toHaveLength(0)
    expect((await outboxRow(ctx, 'driver@demo.test')).status).toBe('queued')

    smtp.release()
    await eventually(() => smtp.received.length === 1)
    await eventually(async () => (await outboxRow(ctx, 'driver@demo.test')).status === 'delivered')
    const row = await outboxRow(ctx, 'driver@demo.test')
    expect(row.attempts).toBe(1)
    expect(row.delivered_at).not.toBeNull()
    expect(row.error).toBeNull()
    expect(smtp.received[0].raw).toContain('reset_password_token')
  })

  it('retries a mail the SMTP server refused, after the backoff, and records each attempt', async () => {
    smtp.received.length = 0
    smtp.failNext(1)
    await ctx.post('/api/reset_password', { email: 'driver2@demo.test' })
    await ctx.drainJobs()
    const failed = await outboxRow(ctx, 'driver2@demo.test')
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, delivered_at: null })
    expect(failed.error).toMatch(/try again later/)
    const [retry] = (ctx.jobs as unknown as { waiting: () => { name: string; retryCount: number; runAt: number }[] }).waiting()
    expect(retry.name).toBe('deliver-email')
    expect(retry.retryCount).toBe(1)
    // pg-boss's backoff: at least the first delay, at most twice it.
    expect(retry.runAt - Date.now()).toBeGreaterThan(MESSAGE_RETRY.delaySeconds * 1000 - 2000)
    expect(smtp.received).toHaveLength(0)

    await ctx.drainJobs({ ignoreDelay: true })
    const delivered = await outboxRow(ctx, 'driver2@demo.test')
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, error: null })
    expect(smtp.received.map((m) => m.to)).toEqual([['driver2@demo.test']])
  })

  it('gives up after the last retry and says so in the outbox', async () => {
    // A queued row with no job behind it, at its last try: the delivery runs alone.
    const { id: outboxId } = await ctx.db
      .insertInto('outbox')
      .values({
        tenant_id: await ctx.tenantId('demo'),
        channel: 'email',
        recipient: 'someone@demo.test',
        subject: 'x',
        body: 'y',
        payload: null,
        status: 'queued',
        attempts: MESSAGE_RETRY.limit,
        delivered_at: null,
        error: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const jobCtx = {
      db: ctx.db,
      config: ctx.config,
      clock: Date.now,
      queue: ctx.jobs,
      log: { info() {}, warn() {}, error() {} },
      transports: { mail: async () => Promise.reject(new Error('451 busy')), sms: null },
    }
    await expect(deliverOutboxRow(jobCtx, 'email', outboxId, MESSAGE_RETRY)).rejects.toThrow('451 busy')
    const row = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'failed', attempts: MESSAGE_RETRY.limit + 1, error: '451 busy' })
    // A failed row is not sent again by a late duplicate of its job.
    await deliverOutboxRow(jobCtx, 'email', outboxId, MESSAGE_RETRY)
  })

  it('sends once when two jobs deliver one row at the same time (one taken for lost while still sending)', async () => {
    const { id: outboxId } = await ctx.db
      .insertInto('outbox')
      .values({
        tenant_id: await ctx.tenantId('demo'),
        channel: 'email',
        recipient: 'twice@demo.test',
        subject: 'x',
        body: 'y',
        payload: null,
        status: 'queued',
        attempts: 0,
        delivered_at: null,
        error: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const sent: string[] = []
    const jobCtx = {
      db: ctx.db,
      config: ctx.config,
      clock: Date.now,
      queue: ctx.jobs,
      log: { info() {}, warn() {}, error() {} },
      transports: { mail: async (m: { messageId?: string }) => void sent.push(m.messageId ?? ''), sms: null },
    }
    await Promise.all([deliverOutboxRow(jobCtx, 'email', outboxId, MESSAGE_RETRY), deliverOutboxRow(jobCtx, 'email', outboxId, MESSAGE_RETRY)])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatch(new RegExp(`^outbox-${outboxId}\\.`))
    const row = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 })
  })
  it('sends one copy at most, under the same Message-ID, when the process dies between the acceptance and the delivered mark', async () => {
    const { id: outboxId } = await ctx.db
      .insertInto('outbox')
      .values({
        tenant_id: await ctx.tenantId('demo'),
        channel: 'email',
        recipient: 'cut@demo.test',
        subject: 'x',
        body: 'y',
        payload: null,
        status: 'queued',
        attempts: 0,
        delivered_at: null,
        error: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const sent: string[] = []
    const jobCtx = {
      db: ctx.db,
      config: ctx.config,
      clock: Date.now,
      queue: ctx.jobs,
      log: { info() {}, warn() {}, error() {} },
      transports: { mail: async (m: { messageId?: string }) => void sent.push(m.messageId ?? ''), sms: null },
    }
    // The database refuses the delivered mark, as a process killed right after the SMTP server's
    // 250 would never write it: the row stays queued with its attempt counted.
    const cut = ctx.handle.isPostgres
      ? [
          `create function cut_delivered() returns trigger language plpgsql as $$ begin if new.status = 'delivered' then raise exception 'cut before the mark'; end if; return new; end $$`,
          `create trigger cut_delivered before update on outbox for each row execute function cut_delivered()`,
        ]
      : [`create trigger cut_delivered before update on outbox when new.status = 'delivered' begin select raise(abort, 'cut before the mark'); end`]
    for (const statement of cut) await sql.raw(statement).execute(ctx.db)
    try {
      await expect(deliverOutboxRow(jobCtx, 'email', outboxId, MESSAGE_RETRY)).rejects.toThrow('cut before the mark')
    } finally {
      await sql.raw('drop trigger cut_delivered' + (ctx.handle.isPostgres ? ' on outbox' : '')).execute(ctx.db)
      if (ctx.handle.isPostgres) await sql.raw('drop function cut_delivered()').execute(ctx.db)
    }
    expect(await outboxRow(ctx, 'cut@demo.test')).toMatchObject({ status: 'queued', attempts: 1, delivered_at: null })

    // The queue's next try sends the one copy, with the first one's Message-ID; a try after that sends nothing.
    await deliverOutboxRow(jobCtx, 'email', outboxId, MESSAGE_RETRY)
    await deliverOutboxRow(jobCtx, 'email', outboxId, MESSAGE_RETRY)
    expect(sent).toHaveLength(2)
    expect(sent[1]).toBe(sent[0])
    expect(await outboxRow(ctx, 'cut@demo.test')).toMatchObject({ status: 'delivered', attempts: 2 })
  })
})

describe('SMTP timeouts (SEND_TIMEOUT_SECONDS)', () => {
  it('bounds each SMTP step by the send timeout unless the URL sets its own', () => {
    const url = new URL(smtpUrlWithTimeouts('smtp://user:p%40ss@mail.example.com:587?socketTimeout=5000', 60_000))
    expect(url.searchParams.get('connectionTimeout')).toBe('60000')
    expect(url.searchParams.get('greetingTimeout')).toBe('60000')
    expect(url.searchParams.get('socketTimeout')).toBe('5000')
    expect(url.password).toBe('p%40ss')
    expect(url.host).toBe('mail.example.com:587')
  })
})

describe('SMS through the gateway in a job', () => {
  let gateway: Server
  let ctx: TestContext
  const calls: { to: string; text: string }[] = []
  let status = 503
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        if (status === 200) calls.push(JSON.parse(body) as { to: string; text: string })
        res.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`
    ctx = await createTestContext({ config: { sms: { gatewayUrl: url, token: 't0ken' } } })
  })
  afterAll(async () => {
    await ctx.close()
    await new Promise<void>((resolve) => gateway.close(() => resolve()))
  })

  it('retries while the gateway answers 503, then delivers once', async () => {
    const { outboxId } = await ctx.app.adapters.sms.send({ tenantId: await ctx.tenantId('demo'), to: '+15145550199', text: 'Code 123456' })
    await ctx.drainJobs()
    let row = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'SMS gateway answered 503' })
    status = 200
    await ctx.drainJobs({ ignoreDelay: true })
    row = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, error: null })
    expect(calls).toEqual([{ to: '+15145550199', text: 'Code 123456' }])
  })
})

describe('without SMTP or gateway', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('keeps messages in the outbox and queues nothing', async () => {
    await ctx.post('/api/reset_password', { email: 'driver@demo.test' })
    await ctx.drainJobs()
    expect(await outboxRow(ctx, 'driver@demo.test')).toMatchObject({ status: 'kept', attempts: 0, delivered_at: null })
    expect(await ctx.jobs.depth()).toEqual({})
  })
})

describe('retryDelayMs (pg-boss backoff)', () => {
  it('doubles from the delay, with up to as much again at random', () => {
    const policy = { limit: 5, delaySeconds: 30, backoff: true }
    expect([0, 1, 2].map((n) => retryDelayMs(policy, n, () => 0))).toEqual([30_000, 60_000, 120_000])
    expect(retryDelayMs(policy, 0, () => 1)).toBe(60_000)
    expect(retryDelayMs({ ...policy, backoff: false }, 3, () => 0.5)).toBe(30_000)
  })
})
