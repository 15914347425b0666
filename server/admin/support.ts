import type { Kysely } from 'kysely'
import type { Database, OutboxStatus } from '../db/schema'
import type { JobContext } from '../jobs/job-definition'
import { DELIVERY_JOB } from '../adapters/outbox'
import { revokeUserTokens } from '../auth/tokens'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'
import { tenantBySlug } from './tenants'
import { findDriver } from './drivers'

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '))

/** A member's sign-ins: list the live ones, revoke them all (access and refresh tokens, every process's cache). */
export async function sessionsCommand(db: Kysely<Database>, argv: string[], io: Output, now: number): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant'])
  if (sub !== 'list' && sub !== 'revoke') throw new CliError('Usage: sessions list|revoke <email|id> [--tenant slug]')
  const member = await findDriver(db, positional[0], flags.tenant)
  const live = () =>
    db
      .selectFrom('access_tokens')
      .select(['id', 'client_id', 'created_at', 'expires_at'])
      .where('tenant_id', '=', member.tenant_id)
      .where('user_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id')
      .execute()
  if (sub === 'list') {
    const rows = await live()
    io.out(
      formatTable(
        ['token id', 'client', 'signed in (UTC)', 'expires (UTC)'],
        rows.map((r) => [r.id, r.client_id, iso(r.created_at), iso(r.expires_at)]),
      ),
    )
    io.out(`${rows.length} live access token(s) of ${member.email}`)
    return
  }
  const before = (await live()).length
  await revokeUserTokens(db, member.tenant_id, member.id, now)
  io.out(`${member.email} (${member.tenant_slug}): ${before} live access token(s) revoked, with every refresh token; the member signs in again`)
}

/** Lifts a login lock (too many wrong passwords) on a tenant's e-mail, known or not. */
export async function loginsCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant'])
  const email = positional[0]?.trim().toLowerCase()
  if (sub !== 'unlock' || !email || !flags.tenant) throw new CliError('Usage: logins unlock <email> --tenant slug')
  const tenant = await tenantBySlug(db, flags.tenant)
  const removed = await db.deleteFrom('login_throttles').where('tenant_id', '=', tenant.id).where('email', '=', email).executeTakeFirst()
  if (Number(removed.numDeletedRows) === 0) throw new CliError(`No wrong password recorded for ${email} on ${flags.tenant}`, 3)
  io.out(`${email} (${flags.tenant}): unlocked, wrong passwords forgotten`)
}

const OUTBOX_STATUSES: readonly OutboxStatus[] = ['kept', 'queued', 'delivered', 'failed']

/** Mail and SMS of the outbox: list by status, send one again. */
export async function outboxCommand(db: Kysely<Database>, argv: string[], io: Output, jobs: () => JobContext): Promise<void> {
  const [sub, ...rest] = argv
  if (sub === 'list') {
    const { flags } = parseArgs(rest, ['tenant', 'status', 'channel', 'to', 'limit'])
    const status = flags.status as OutboxStatus | undefined
    if (status && !OUTBOX_STATUSES.includes(status)) throw new CliError(`Unknown status ${status}; one of: ${OUTBOX_STATUSES.join(', ')}`)
    if (flags.channel && flags.channel !== 'email' && flags.channel !== 'sms') throw new CliError('--channel takes email or sms')
    const limit = flags.limit === undefined ? 50 : Number(flags.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit takes a whole number from 1 to 10000')
    let q = db
      .selectFrom('outbox as o')
      .innerJoin('tenants as t', 't.id', 'o.tenant_id')
      .select(['o.id', 't.slug', 'o.channel', 'o.recipient', 'o.subject', 'o.body', 'o.status', 'o.attempts', 'o.created_at', 'o.error'])
    if (flags.tenant) q = q.where('o.tenant_id', '=', (await tenantBySlug(db, flags.tenant)).id)
    if (status) q = q.where('o.status', '=', status)
    if (flags.channel) q = q.where('o.channel', '=', flags.channel as 'email' | 'sms')
    if (flags.to) q = q.where('o.recipient', '=', flags.to.trim())
    const rows = await q.orderBy('o.id', 'desc').limit(limit).execute()
    io.out(
      formatTable(
        ['id', 'tenant', 'channel', 'to', 'status', 'tries', 'written (UTC)', 'subject or text', 'last error'],
        rows.map((r) => [r.id, r.slug, r.channel, r.recipient, r.status, r.attempts, iso(r.created_at), (r.subject ?? r.body).slice(0, 60), r.error ?? '']),
      ),
    )
    io.out(`${rows.length} message(s)`)
    return
  }
  if (sub === 'resend') {
    const { positional } = parseArgs(rest, [])
    const idText = positional[0]
    if (!idText || !/^\d+$/.test(idText)) throw new CliError('Usage: outbox resend <id>')
    const row = await db.selectFrom('outbox').select(['id', 'channel', 'status']).where('id', '=', Number(idText)).executeTakeFirst()
    if (!row) throw new CliError(`No message ${idText}`, 3)
    if (row.status === 'queued') throw new CliError(`Message ${row.id} is queued already: a worker sends it`, 1)
    const ctx = jobs()
    const transport = row.channel === 'email' ? ctx.config.mail.smtpUrl : ctx.config.sms.gatewayUrl
    if (!transport) throw new CliError(`No ${row.channel === 'email' ? 'SMTP_URL' : 'SMS gateway'} configured: nothing can send it`, 1)
    // Queued afresh: the delivery job claims it by its attempt count and sends it once.
    await db.updateTable('outbox').set({ status: 'queued', attempts: 0, error: null, delivered_at: null }).where('id', '=', row.id).execute()
    await ctx.queue.send(DELIVERY_JOB[row.channel], { outboxId: row.id }, { singletonKey: `outbox-${row.id}` })
    io.out(`Message ${row.id} (${row.channel}): ${row.status} -> queued${ctx.queue.transactional ? '' : '; on SQLite the server sends it at its next start'}`)
    return
  }
  throw new CliError('Usage: outbox list [--status kept|queued|delivered|failed] [--channel email|sms] [--tenant slug] [--to address] [--limit n] | outbox resend <id>')
}
