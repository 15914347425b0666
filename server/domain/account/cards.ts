import type { Kysely } from 'kysely'
import type { Database, PaymentCardRow } from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'

export interface MemberScope {
  tenantId: number
  userId: number
}

/**
 * A live card the member may act on. Another member's card of the same tenant is 403 (their data);
 * a deleted card, or one of another tenant, does not exist (404).
 */
async function ownCard(db: Kysely<Database>, scope: MemberScope, cardId: number): Promise<PaymentCardRow> {
  const card = await db
    .selectFrom('payment_cards')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', cardId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!card) throw notFound()
  if (card.user_id !== scope.userId) throw forbidden()
  return card
}

/** PUT /user/stripe_cards/{id}/default: the main card is the latest set_as_default_at (spec section 4). */
export async function setDefaultCard(db: Kysely<Database>, scope: MemberScope, cardId: number, now: number): Promise<PaymentCardRow> {
  const card = await ownCard(db, scope, cardId)
  // Two clicks within one millisecond must still leave this card on top.
  const latest = await db
    .selectFrom('payment_cards')
    .select((eb) => eb.fn.max('set_as_default_at').as('at'))
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .executeTakeFirst()
  const at = Math.max(now, Number(latest?.at ?? 0) + 1)
  await db.updateTable('payment_cards').set({ set_as_default_at: at }).where('id', '=', card.id).execute()
  return { ...card, set_as_default_at: at }
}

/** DELETE /user/stripe_cards/{id}: a soft delete; the card disappears from the member's list. */
export async function deleteCard(db: Kysely<Database>, scope: MemberScope, cardId: number, now: number): Promise<void> {
  const card = await ownCard(db, scope, cardId)
  await db.updateTable('payment_cards').set({ deleted_at: now }).where('id', '=', card.id).execute()
}
