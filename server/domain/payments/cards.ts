import type { Kysely } from 'kysely'
import type { PaymentCard } from '@contracts/payment'
import type { Database, PaymentCardRow } from '../../db/schema'
import { notFound } from '../../errors'
import { expirationInstant } from './card-number'
import type { PaymentMember, PaymentProvider, ProviderCard } from './provider'
import { consumeSetupIntent, recordSetupIntent, releaseSetupIntent } from './setup-intents'

type Scope = { tenantId: number; userId: number }

const liveCards = (db: Kysely<Database>, scope: Scope) =>
  db.selectFrom('payment_cards').selectAll().where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).where('deleted_at', 'is', null)

/** The member's cards, the main one first (most recent set_as_default_at, spec section 4). */
export async function listCards(db: Kysely<Database>, scope: Scope): Promise<PaymentCardRow[]> {
  const rows = await liveCards(db, scope).execute()
  return rows.sort((a, b) => (b.set_as_default_at ?? -1) - (a.set_as_default_at ?? -1) || b.created_at - a.created_at || b.id - a.id)
}

/** Keeps a card; the member's first card becomes the main one. Adding the same card again returns it. */
export async function keepCard(db: Kysely<Database>, member: Scope & { now: number }, provider: PaymentProvider['kind'], card: ProviderCard): Promise<PaymentCardRow> {
  return db.transaction().execute(async (trx) => {
    const same = await liveCards(trx, member).where('provider', '=', provider).where('provider_ref', '=', card.ref).executeTakeFirst()
    if (same) return same
    const first = (await liveCards(trx, member).select('id').limit(1).executeTakeFirst()) === undefined
    return trx
      .insertInto('payment_cards')
      .values({
        tenant_id: member.tenantId,
        user_id: member.userId,
        provider,
        provider_ref: card.ref,
        brand: card.brand,
        country: card.country,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        set_as_default_at: first ? member.now : null,
        created_at: member.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}

/** POST /user/stripe_setup_intents: the provider's intent, remembered as this member's. */
export async function startCardSetup(db: Kysely<Database>, provider: PaymentProvider, member: PaymentMember): Promise<{ id: string; clientSecret: string }> {
  const intent = await provider.createSetupIntent(member)
  await recordSetupIntent(db, member, provider.kind, intent)
  return intent
}

/** POST /user/stripe_cards: the card a setup intent of this member confirmed. */
export async function addCardFromSetupIntent(
  db: Kysely<Database>,
  provider: PaymentProvider,
  member: PaymentMember,
  setupIntentId: string,
  paymentMethodId: string,
): Promise<PaymentCardRow> {
  await consumeSetupIntent(db, member, provider.kind, setupIntentId)
  try {
    return await keepCard(db, member, provider.kind, await provider.cardFromSetupIntent(member, setupIntentId, paymentMethodId))
  } catch (error) {
    // A refused card leaves the intent usable for the driver's next try.
    await releaseSetupIntent(db, member, provider.kind, setupIntentId)
    throw error
  }
}

/** POST /user/payment_cards: the card behind a one-time token. */
export async function addCardFromToken(db: Kysely<Database>, provider: PaymentProvider, member: PaymentMember, token: string): Promise<PaymentCardRow> {
  return keepCard(db, member, provider.kind, await provider.cardFromToken(member, token))
}

export async function setDefaultCard(db: Kysely<Database>, member: Scope & { now: number }, id: number): Promise<PaymentCardRow> {
  const row = await liveCards(db, member).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return db.updateTable('payment_cards').set({ set_as_default_at: member.now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

/** Deletes a card; when it was the main one, the most recent remaining card becomes main. */
export async function deleteCard(db: Kysely<Database>, member: Scope & { now: number }, id: number): Promise<void> {
  const cards = await listCards(db, member)
  const index = cards.findIndex((c) => c.id === id)
  if (index < 0) throw notFound()
  await db.updateTable('payment_cards').set({ deleted_at: member.now }).where('id', '=', id).execute()
  const next = cards.filter((c) => c.id !== id).sort((a, b) => b.created_at - a.created_at || b.id - a.id)[0]
  if (index === 0 && next) await db.updateTable('payment_cards').set({ set_as_default_at: member.now }).where('id', '=', next.id).execute()
}

export function toWireCard(row: PaymentCardRow): PaymentCard {
  return {
    id: row.id,
    brand: row.brand,
    country: row.country,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    code: null,
    expiration_time: new Date(expirationInstant(row.exp_month, row.exp_year)).toISOString(),
    set_as_default_at: row.set_as_default_at === null ? null : new Date(row.set_as_default_at).toISOString(),
  }
}
