import type { Kysely } from 'kysely'
import { invoiceNumber } from '@contracts/receipt'
import type { Database } from '../db/schema'
import type { JobContext } from '../jobs/job-definition'
import { jobTenants } from '../jobs/tenants'
import { providersFor, tellRefusedCharge } from '../jobs/definitions/charge-rentals'
import { chargeInvoice, type InvoiceRow } from '../domain/payments/rental-charge'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'
import { tenantBySlug } from './tenants'

/** pending: not charged yet; failed: its last try was refused (pending, with the provider's message); paid; refunded. */
export const INVOICE_STATES = ['pending', 'failed', 'paid', 'refunded'] as const
type InvoiceState = (typeof INVOICE_STATES)[number]

const stateOf = (i: Pick<InvoiceRow, 'status' | 'error'>): InvoiceState => (i.status === 'pending' && i.error !== null ? 'failed' : i.status)

const USAGE = `Usage: invoices list [--tenant slug] [--state ${INVOICE_STATES.join('|')}] [--driver email]
       invoices retry <id>        charge a pending or failed invoice now (the driver is told if refused)
       invoices refund <id>       refund a paid invoice through its card provider
       invoices mark-paid <id> [--note "bank transfer 12/03"]   settled outside the card provider`

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ')
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`

async function invoiceById(db: Kysely<Database>, idText: string | undefined): Promise<InvoiceRow> {
  if (!idText || !/^\d+$/.test(idText)) throw new CliError(USAGE)
  const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', Number(idText)).executeTakeFirst()
  if (!invoice) throw new CliError(`No invoice ${idText}`, 3)
  return invoice
}

async function tenantOf(ctx: JobContext, tenantId: number) {
  const tenant = (await jobTenants(ctx.db, () => {})).find((t) => t.id === tenantId)
  if (!tenant) throw new CliError(`The settings of tenant ${tenantId} do not parse: fix them first (tenant show)`, 1)
  return tenant
}

/** The operator's invoices: list by state, charge one again, refund one through its provider, mark one paid. */
export async function invoicesCommand(db: Kysely<Database>, argv: string[], io: Output, now: number, jobs: () => JobContext): Promise<void> {
  const [sub, ...rest] = argv
  if (sub === 'list') {
    const { flags } = parseArgs(rest, ['tenant', 'state', 'driver'])
    const state = flags.state as InvoiceState | undefined
    if (state && !INVOICE_STATES.includes(state)) throw new CliError(`Unknown state ${state}; one of: ${INVOICE_STATES.join(', ')}`)
    let q = db
      .selectFrom('invoices as i')
      .innerJoin('tenants as t', 't.id', 'i.tenant_id')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .selectAll('i')
      .select(['t.slug', 'u.email'])
    if (flags.tenant) q = q.where('i.tenant_id', '=', (await tenantBySlug(db, flags.tenant)).id)
    if (flags.driver) q = q.where('u.email', '=', flags.driver.trim().toLowerCase())
    if (state === 'pending') q = q.where('i.status', '=', 'pending').where('i.error', 'is', null)
    else if (state === 'failed') q = q.where('i.status', '=', 'pending').where('i.error', 'is not', null)
    else if (state) q = q.where('i.status', '=', state)
    const rows = await q.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute()
    io.out(
      formatTable(
        ['id', 'number', 'tenant', 'driver', 'rental', 'amount', 'state', 'tries', 'created (UTC)', 'detail'],
        rows.map((r) => [
          r.id,
          invoiceNumber(r.id, r.created_at),
          r.slug,
          r.email,
          r.rental_id,
          money(r.amount_cents, r.currency),
          stateOf(r),
          r.attempts,
          iso(r.created_at),
          r.error ?? (r.provider_ref ? `${r.provider ?? ''} ${r.provider_ref}`.trim() : ''),
        ]),
      ),
    )
    io.out(`${rows.length} invoice(s)`)
    return
  }
  if (sub === 'retry') {
    const invoice = await invoiceById(db, parseArgs(rest, []).positional[0])
    if (invoice.status !== 'pending') throw new CliError(`Invoice ${invoice.id} is ${invoice.status}: only a pending or failed invoice is charged`, 1)
    const ctx = jobs()
    const tenant = await tenantOf(ctx, invoice.tenant_id)
    const outcome = await chargeInvoice(db, invoice, providersFor(ctx, tenant), now, tellRefusedCharge(ctx, tenant, true))
    const after = await invoiceById(db, String(invoice.id))
    if (outcome === 'paid')
      io.out(`Invoice ${invoice.id}: paid (${money(after.amount_cents, after.currency)}, ${after.provider ?? ''} ${after.provider_ref ?? ''})`.replace(/ \)$/, ')'))
    else throw new CliError(`Invoice ${invoice.id}: refused again (${after.error ?? 'no answer'}); the driver is told`, 1)
    return
  }
  if (sub === 'refund') {
    const invoice = await invoiceById(db, parseArgs(rest, []).positional[0])
    if (invoice.status !== 'paid') throw new CliError(`Invoice ${invoice.id} is ${stateOf(invoice)}: only a paid invoice is refunded`, 1)
    if (invoice.amount_cents > 0) {
      if ((invoice.provider !== 'offline' && invoice.provider !== 'stripe') || !invoice.provider_ref) {
        throw new CliError(`Invoice ${invoice.id} was settled outside the card provider (${invoice.provider ?? 'no provider'}): refund it the same way`, 1)
      }
      const ctx = jobs()
      const provider = providersFor(ctx, await tenantOf(ctx, invoice.tenant_id))(invoice.provider)
      if (!provider) throw new CliError(`No ${invoice.provider} provider configured for this tenant`, 1)
      const { ref } = await provider.refund({ paymentRef: invoice.provider_ref, amountCents: invoice.amount_cents, idempotencyKey: `refund-${invoice.tenant_id}-${invoice.id}` })
      io.out(`Invoice ${invoice.id}: ${money(invoice.amount_cents, invoice.currency)} refunded through ${invoice.provider} (${ref})`)
    } else io.out(`Invoice ${invoice.id}: nothing was charged`)
    await db.updateTable('invoices').set({ status: 'refunded' }).where('id', '=', invoice.id).where('status', '=', 'paid').execute()
    return
  }
  if (sub === 'mark-paid') {
    const { positional, flags } = parseArgs(rest, ['note'])
    const invoice = await invoiceById(db, positional[0])
    if (invoice.status !== 'pending') throw new CliError(`Invoice ${invoice.id} is ${invoice.status}: only a pending or failed invoice is marked paid`, 1)
    const note = flags.note?.trim().slice(0, 200) || null
    const marked = await db
      .updateTable('invoices')
      .set({ status: 'paid', paid_at: now, provider: 'manual', provider_ref: note, error: null })
      .where('id', '=', invoice.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(marked.numUpdatedRows) !== 1) throw new CliError(`Invoice ${invoice.id} changed meanwhile: list it again`, 1)
    io.out(`Invoice ${invoice.id}: ${stateOf(invoice)} -> paid (by hand${note ? `: ${note}` : ''})`)
    return
  }
  throw new CliError(USAGE)
}
