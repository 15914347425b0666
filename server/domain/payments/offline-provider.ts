import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { badRequest } from '../../errors'
import { ChargeFailed, type PaymentMember, type PaymentProvider, type ProviderCard } from './provider'

/** Stripe's test card 4000 0000 0000 0341 attaches, then its charges fail: the offline provider does the same. */
export const OFFLINE_FAILING_CHARGE_LAST4 = '0341'

/**
 * The built-in provider that makes the card step work with no network: setup intents are made up
 * locally and the client's offline form (POST /user/offline_payment_methods) stands for Stripe
 * Elements. It moves no money: a charge is recorded on the invoice under a reference derived from
 * its idempotency key (so a retry gives the same one), and refused for a card ending in 0341, as
 * Stripe's test card 4000 0000 0000 0341 attaches and then fails its charges. A refund, likewise,
 * only gets a reference.
 */
export function offlineProvider(db: Kysely<Database>): PaymentProvider {
  async function useMethod(member: PaymentMember, publicId: string, field: string): Promise<ProviderCard> {
    const row = await db
      .updateTable('offline_payment_methods')
      .set({ used_at: member.now })
      .where('tenant_id', '=', member.tenantId)
      .where('user_id', '=', member.userId)
      .where('public_id', '=', publicId)
      .where('used_at', 'is', null)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw badRequest('bad_request', field, { fr: 'moyen de paiement inconnu ou déjà utilisé', en: 'unknown or already used payment method' })
    return { ref: row.public_id, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year, country: null }
  }

  return {
    kind: 'offline',
    publicKey: null,
    async createSetupIntent() {
      const id = `seti_offline_${randomBytes(12).toString('hex')}`
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` }
    },
    cardFromSetupIntent: (member, _setupIntentId, paymentMethodId) => useMethod(member, paymentMethodId, 'stripe_card.stripe_payment_method_id'),
    cardFromToken: (member, token) => useMethod(member, token, 'payment_card.stripe_token'),
    async chargeOffSession(charge) {
      const card = await db
        .selectFrom('payment_cards')
        .select('last4')
        .where('tenant_id', '=', charge.member.tenantId)
        .where('user_id', '=', charge.member.userId)
        .where('provider_ref', '=', charge.cardRef)
        .executeTakeFirst()
      if (!card) throw new ChargeFailed('unknown card')
      if (card.last4 === OFFLINE_FAILING_CHARGE_LAST4) throw new ChargeFailed('Your card was declined.')
      return { ref: `pi_offline_${createHash('sha256').update(charge.idempotencyKey).digest('hex').slice(0, 24)}` }
    },
    async refund(refund) {
      return { ref: `re_offline_${createHash('sha256').update(refund.idempotencyKey).digest('hex').slice(0, 24)}` }
    },
  }
}
