import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { badRequest } from '../../errors'

type Provider = 'stripe' | 'offline'

export async function recordSetupIntent(
  db: Kysely<Database>,
  member: { tenantId: number; userId: number; now: number },
  provider: Provider,
  intent: { id: string; clientSecret: string },
): Promise<void> {
  await db
    .insertInto('setup_intents')
    .values({
      tenant_id: member.tenantId,
      user_id: member.userId,
      provider,
      provider_id: intent.id,
      client_secret: intent.clientSecret,
      status: 'requires_payment_method',
      created_at: member.now,
    })
    .execute()
}

/**
 * Marks a setup intent of this member as used, once: an unknown intent, another member's, or one
 * already used is refused (400 on stripe_card.stripe_setup_intent_id).
 */
export async function consumeSetupIntent(db: Kysely<Database>, member: { tenantId: number; userId: number }, provider: Provider, setupIntentId: string): Promise<void> {
  const result = await db
    .updateTable('setup_intents')
    .set({ status: 'succeeded' })
    .where('tenant_id', '=', member.tenantId)
    .where('user_id', '=', member.userId)
    .where('provider', '=', provider)
    .where('provider_id', '=', setupIntentId)
    .where('status', '=', 'requires_payment_method')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) {
    throw badRequest('bad_request', 'stripe_card.stripe_setup_intent_id', {
      fr: "intention d'enregistrement de carte inconnue ou déjà utilisée",
      en: 'unknown or already used setup intent',
    })
  }
}

export async function releaseSetupIntent(db: Kysely<Database>, member: { tenantId: number; userId: number }, provider: Provider, setupIntentId: string): Promise<void> {
  await db
    .updateTable('setup_intents')
    .set({ status: 'requires_payment_method' })
    .where('tenant_id', '=', member.tenantId)
    .where('user_id', '=', member.userId)
    .where('provider', '=', provider)
    .where('provider_id', '=', setupIntentId)
    .execute()
}
