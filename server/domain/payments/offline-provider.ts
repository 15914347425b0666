import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { badRequest } from '../../http/errors'
import type { PaymentMember, PaymentProvider, ProviderCard } from './provider'

/**
 * The built-in provider that makes the card step work with no network: setup intents are made up
 * locally and the client's offline form (POST /user/offline_payment_methods) stands for Stripe
 * Elements. It charges nothing.
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
  }
}
