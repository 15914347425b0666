import { apiGet } from '@/core/api'
import { StripeKeyResponseSchema } from '@contracts/payment'

/** Who takes a new card: Stripe Elements with the tenant's public key, or the built-in offline form. */
export type CardProvider = { provider: 'stripe'; publicKey: string } | { provider: 'offline' }

/** The tenant's card provider: the same for every member, so it is neither per member nor dropped at logout. */
export const CARD_PROVIDER_KEY = ['card-provider'] as const

/**
 * GET /stripe_key, read once for the registration's card step and the account's cards alike: the
 * tenant's provider does not change while the page lives. Stripe without a public key cannot take
 * a card, so it falls back to the offline form.
 */
export const cardProviderQuery = {
  queryKey: CARD_PROVIDER_KEY,
  queryFn: async (): Promise<CardProvider> => {
    const key = (await apiGet('/stripe_key', StripeKeyResponseSchema)).stripe_key
    return key.provider === 'stripe' && key.public ? { provider: 'stripe', publicKey: key.public } : { provider: 'offline' }
  },
  staleTime: Infinity,
}
