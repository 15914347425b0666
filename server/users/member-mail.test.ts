import type { DbHandle } from '../db/connect'
import type { JobSender, SendOptions } from '../jobs/job-sender'
import { createDbLimiter } from '../limits/db-limiter'
import { ENGINES, openTestDatabase } from '../testing/test-database'
import { insertTenant, insertUser } from '../testing/insert-rows'
import { sha256 } from '../auth/secrets'
import { withMemberMail, type MemberMailContext } from './member-mail'
import { sendResetLink } from './password-reset'

const now = Date.UTC(2026, 5, 1, 12, 0)

/**
 * A fake queue that records what it is sent. Sent outside a transaction, it also reads whether the
 * outbox row is committed (inside one, SQLite's single connection is the transaction's).
 */
function recordingQueue(h: DbHandle, transactional: boolean) {
  const sent: { name: string; outboxId: number; inTransaction: boolean; rowCommitted?: boolean }[] = []
  const queue: JobSender = {
    transactional,
    send: async (name, data, options?: SendOptions) => {
      const outboxId = (data as { outboxId: number }).outboxId
      if (options?.trx) return void sent.push({ name, outboxId, inTransaction: true })
      const committed = await h.db.selectFrom('outbox').select('id').where('id', '=', outboxId).executeTakeFirst()
      sent.push({ name, outboxId, inTransaction: false, rowCommitted: committed !== undefined })
    },
  }
  return { queue, sent }
}

describe.each(ENGINES)('mails to a member in the caller transaction on %s', (engine) => {
  let h: DbHandle
  let tenantId: number
  let userId: number
  const email = 'driver@example.test'

  beforeAll(async () => {
    h = await openTestDatabase(engine, 'member_mail')
    tenantId = await insertTenant(h.db, 'demo')
    userId = await insertUser(h.db, tenantId, { email, language: 'en' })
  })
  afterAll(() => h.close())

  const contextWith = (jobs: JobSender): MemberMailContext => ({
    db: h.db,
    tenant: { id: tenantId, human_name: 'Demo' },
    lang: 'fr',
    origin: 'https://demo.example.test',
    jobs,
    smtpConfigured: true,
    gatewayConfigured: false,
    clock: () => now,
    limiter: createDbLimiter(h.db, () => now),
  })
  const outboxTo = (recipient: string) => h.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute()

  it('a failure after the mail leaves neither the mail nor its delivery job', async () => {
    const { queue, sent } = recordingQueue(h, false)
    await expect(
      withMemberMail(contextWith(queue), async (trx, send) => {
        await send({ to: 'rolled-back@example.test', subject: 'S', text: 'T' })
        expect(await trx.selectFrom('outbox').select('id').where('recipient', '=', 'rolled-back@example.test').execute()).toHaveLength(1)
        throw new Error('after the mail')
      }),
    ).rejects.toThrow('after the mail')
    expect(await outboxTo('rolled-back@example.test')).toEqual([])
    expect(sent).toEqual([])
  })

  it('a queue kept in memory gets the delivery job once the row is committed', async () => {
    const { queue, sent } = recordingQueue(h, false)
    await withMemberMail(contextWith(queue), (_trx, send) => send({ to: 'held@example.test', subject: 'S', text: 'T' }))
    const [row] = await outboxTo('held@example.test')
    expect(row).toMatchObject({ tenant_id: tenantId, status: 'queued' })
    expect(sent).toEqual([{ name: 'deliver-email', outboxId: row.id, inTransaction: false, rowCommitted: true }])
  })

  it('a transactional queue gets the job in the transaction', async () => {
    const { queue, sent } = recordingQueue(h, true)
    await withMemberMail(contextWith(queue), (_trx, send) => send({ to: 'in-trx@example.test', subject: 'S', text: 'T' }))
    const [row] = await outboxTo('in-trx@example.test')
    expect(sent).toEqual([{ name: 'deliver-email', outboxId: row.id, inTransaction: true }])
  })

  it('a reset link: its token and its mail, in the member language, with the link to the app', async () => {
    const { queue } = recordingQueue(h, false)
    await sendResetLink(contextWith(queue), '  DRIVER@example.test ')
    const [mail] = await outboxTo(email)
    expect(mail.subject).toBe('Demo: reset your password')
    const token = /reset_password_token=([\w-]+)/.exec(mail.body)?.[1]
    expect(mail.body).toContain('https://demo.example.test/frontofficev2/reset-password?reset_password_token=')
    const row = await h.db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', sha256(token!)).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ tenant_id: tenantId, user_id: userId, used_at: null })
  })
})
