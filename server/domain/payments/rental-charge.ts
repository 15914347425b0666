import type { Kysely, Transaction } from 'kysely'
import type { Selectable } from 'kysely'
import type { Database, InvoiceTable, RentalRow } from '../../db/schema'
import type { DistanceUnit } from '@contracts/common'
import type { TaxRate } from '@contracts/tenant-defaults'
import { bookedDiscount } from '../rentals/reprice'
import { breakdownCents, taxesOn, type BreakdownCents } from '../pricing/price-breakdown'
import { vehiclePricing } from '../pricing/vehicle-rates'
import { ChargeFailed, type PaymentProvider } from './provider'
import { countChargeTry } from './charge-metrics'
import { NO_CARD_ERROR, noProviderError } from '@contracts/rental-billing'

/**
 * The window a closed rental is billed for: its reservation, widened to when it actually started
 * and ended when those were recorded (a late return costs the extra time; an early one does not
 * give back booked time).
 */
export function billedWindow(r: Pick<RentalRow, 'reservation_start_time' | 'reservation_end_time' | 'started_at' | 'ended_at'>): { start: number; end: number } {
  return {
    start: Math.min(r.reservation_start_time, r.started_at ?? r.reservation_start_time),
    end: Math.max(r.reservation_end_time, r.ended_at ?? r.reservation_end_time),
  }
}

/** What the invoice adds and says beyond the pricing model: the tenant's taxes and distance unit. */
export interface ChargeSettings {
  taxes: readonly TaxRate[]
  distanceUnit: DistanceUnit
}

/**
 * The final price line by line with the tenant's pricing model: billed window, recorded distance
 * (else the estimate), the booking's discount, then the tenant's taxes. A vehicle deleted since
 * keeps the booked price, without lines.
 */
export async function finalBreakdown(db: Kysely<Database>, rental: RentalRow, settings: ChargeSettings): Promise<BreakdownCents> {
  const vehicle = await vehiclePricing(db, rental.tenant_id, rental.vehicle_id)
  const window = billedWindow(rental)
  if (!vehicle) {
    const price = rental.price_cents ?? 0
    return {
      currency: rental.currency,
      distance_unit: settings.distanceUnit,
      lines: [],
      prediscount_cents: price,
      discount: null,
      price_cents: price,
      ...taxesOn(price, settings.taxes),
    }
  }
  return breakdownCents({
    rates: vehicle.rates,
    vehicleIncludedDistance: vehicle.includedDistance,
    startMs: window.start,
    endMs: window.end,
    estimatedDistance: rental.distance ?? rental.estimated_distance,
    discount: await bookedDiscount(db, rental),
    taxes: settings.taxes,
    currency: rental.currency,
    distanceUnit: settings.distanceUnit,
  })
}

/** A pending invoice is charged again 1, 3 then 7 hours after it was written; after that it waits for the operator. */
export const MAX_CHARGE_ATTEMPTS = 4
export function chargeDue(invoice: { created_at: number; attempts: number }, now: number): boolean {
  if (invoice.attempts === 0) return true
  if (invoice.attempts >= MAX_CHARGE_ATTEMPTS) return false
  return now >= invoice.created_at + 3_600_000 * (2 ** invoice.attempts - 1)
}

export type ProviderForCard = (cardProvider: 'stripe' | 'offline') => PaymentProvider | null

export type ChargeOutcome = 'paid' | 'pending' | 'skipped'

export type InvoiceRow = Selectable<InvoiceTable>

/**
 * Told, inside the transaction that records a refused try on the invoice, so that the driver's
 * notice (written to the outbox there) exists if and only if the refusal is recorded.
 */
export type OnChargeRefused = (trx: Transaction<Database>, invoice: InvoiceRow) => Promise<void>

/** An invoice is settled once paid, or refunded after it was paid: never charged again. */
export const SETTLED_INVOICE_STATUSES = ['paid', 'refunded'] as const

/**
 * Writes the invoice of a closed rental (once: one invoice per rental, a second run finds it) and
 * charges the driver's main card off-session with an idempotency key per invoice and try, so a
 * retry or a second process never charges twice. A refused charge leaves the invoice pending, which blocks
 * the account's deletion (spec section 8), with the provider's message.
 */
export async function chargeClosedRental(
  db: Kysely<Database>,
  rental: RentalRow,
  providerFor: ProviderForCard,
  now: number,
  settings: ChargeSettings,
  onRefused?: OnChargeRefused,
): Promise<ChargeOutcome> {
  const breakdown = await finalBreakdown(db, rental, settings)
  // The rental keeps the spec's price (before taxes); the invoice charges the total.
  const price = { price_cents: breakdown.price_cents, prediscount_price_cents: breakdown.prediscount_cents }
  await db
    .insertInto('invoices')
    .values({
      tenant_id: rental.tenant_id,
      user_id: rental.driver_id,
      rental_id: rental.id,
      amount_cents: breakdown.total_cents,
      currency: rental.currency,
      status: 'pending',
      created_at: now,
      breakdown: JSON.stringify(breakdown),
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'rental_id']).where('rental_id', 'is not', null).doNothing())
    .execute()
  const invoice = await db.selectFrom('invoices').selectAll().where('tenant_id', '=', rental.tenant_id).where('rental_id', '=', rental.id).executeTakeFirstOrThrow()
  if (invoice.status !== 'pending' || !chargeDue(invoice, now)) return 'skipped'
  await db
    .updateTable('rentals')
    .set({ ...price, updated_at: now })
    .where('tenant_id', '=', rental.tenant_id)
    .where('id', '=', rental.id)
    .execute()
  return chargeInvoice(db, invoice, providerFor, now, onRefused)
}

/**
 * One try of a pending invoice on the driver's main card (the charge job's, or the operator's
 * `invoices retry`). A refused try is counted on the invoice, with the provider's message, in the
 * same transaction as `onRefused`'s notice, and only by the process whose try it was.
 */
export async function chargeInvoice(db: Kysely<Database>, invoice: InvoiceRow, providerFor: ProviderForCard, now: number, onRefused?: OnChargeRefused): Promise<ChargeOutcome> {
  const attempts = invoice.attempts + 1
  /**
   * `answered`: the try had an answer (a refusal); else its outcome is unknown and is not counted.
   * `tell`: the driver can do something about it (not when this deployment lacks the card's provider).
   */
  const fail = async (error: string, answered = true, tell = answered) => {
    countChargeTry(answered ? 'refused' : 'error')
    const record = (trx: Kysely<Database>) =>
      trx
        .updateTable('invoices')
        .set({ attempts: answered ? attempts : invoice.attempts, error: error.slice(0, 500) })
        .where('id', '=', invoice.id)
        .where('status', '=', 'pending')
        .where('attempts', '=', invoice.attempts)
        .executeTakeFirst()
    if (!tell || !onRefused) {
      await record(db)
      return 'pending' as const
    }
    await db.transaction().execute(async (trx) => {
      const recorded = await record(trx)
      if (Number(recorded.numUpdatedRows) !== 1) return
      await onRefused(trx, { ...invoice, attempts, error: error.slice(0, 500) })
    })
    return 'pending' as const
  }
  if (invoice.amount_cents <= 0) {
    await db.updateTable('invoices').set({ status: 'paid', paid_at: now, attempts, error: null }).where('id', '=', invoice.id).execute()
    return 'paid'
  }
  const cards = await db
    .selectFrom('payment_cards as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.provider', 'c.provider_ref', 'c.brand', 'c.last4', 'c.set_as_default_at', 'c.created_at', 'u.email'])
    .where('c.tenant_id', '=', invoice.tenant_id)
    .where('c.user_id', '=', invoice.user_id)
    .where('c.deleted_at', 'is', null)
    .execute()
  // The main card: the most recently set as default (cards.ts orders them the same way).
  const card = cards.sort((a, b) => (b.set_as_default_at ?? -1) - (a.set_as_default_at ?? -1) || b.created_at - a.created_at)[0]
  if (!card) return fail(NO_CARD_ERROR)
  const provider = providerFor(card.provider)
  if (!provider) return fail(noProviderError(card.provider), true, false)
  try {
    const { ref } = await provider.chargeOffSession({
      member: { tenantId: invoice.tenant_id, userId: invoice.user_id, email: card.email, now },
      cardRef: card.provider_ref,
      amountCents: invoice.amount_cents,
      currency: invoice.currency,
      // One key per try of the invoice: Stripe answers a key it has seen with its first answer for
      // 24 hours, a decline included, so a later try (the driver changed cards) needs a new key,
      // while two processes on the same try share it and charge once. A try whose outcome is
      // unknown (no answer) is not counted: the next run repeats its key, which Stripe either
      // replays or performs, never both.
      idempotencyKey: `invoice-${invoice.tenant_id}-${invoice.id}-${attempts}`,
      description: `Rental ${invoice.rental_id ?? ''}`.trim(),
    })
    await db
      .updateTable('invoices')
      .set({ status: 'paid', paid_at: now, provider: provider.kind, provider_ref: ref, attempts, error: null, card_brand: card.brand, card_last4: card.last4 })
      .where('id', '=', invoice.id)
      .execute()
    countChargeTry('paid')
    return 'paid'
  } catch (err) {
    if (err instanceof ChargeFailed) return fail(err.message)
    await fail(err instanceof Error ? err.message : String(err), false)
    throw err
  }
}
