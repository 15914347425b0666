/** A card as the payment provider describes it, ready to be kept in payment_cards. */
export interface ProviderCard {
  /** The provider's reference to charge the card later (a Stripe payment method, an offline pm id). */
  ref: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
  country: string | null
}

export interface PaymentMember {
  tenantId: number
  userId: number
  email: string
  now: number
}

/** A charge of a saved card without the member present (a closed rental's final price). */
export interface OffSessionCharge {
  member: PaymentMember
  /** The card's provider reference (payment_cards.provider_ref). */
  cardRef: string
  amountCents: number
  currency: string
  /** The same key for every try of one charge: the provider charges it at most once. */
  idempotencyKey: string
  description: string
}

/** Gives back a payment made by chargeOffSession (the operator's `invoices refund`). */
export interface Refund {
  /** The payment's reference chargeOffSession returned. */
  paymentRef: string
  amountCents: number
  /** The same key for every try of one refund: the provider refunds it at most once. */
  idempotencyKey: string
}

/** The provider refused the charge (declined, authentication needed): the invoice stays pending. */
export class ChargeFailed extends Error {}

/**
 * What the card step needs from a payment provider. Two implementations: Stripe when the tenant has
 * keys, the built-in offline provider otherwise. Failures are ApiErrors (CARD_DECLINED is 402).
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'offline'
  /** The publishable key the client needs, null for the offline provider. */
  readonly publicKey: string | null
  createSetupIntent(member: PaymentMember): Promise<{ id: string; clientSecret: string }>
  /** The card a setup intent confirmed with this payment method (POST /user/stripe_cards). */
  cardFromSetupIntent(member: PaymentMember, setupIntentId: string, paymentMethodId: string): Promise<ProviderCard>
  /** The card behind a one-time token (POST /user/payment_cards). */
  cardFromToken(member: PaymentMember, token: string): Promise<ProviderCard>
  /** Charges a saved card off-session; returns the provider's reference of the payment; throws ChargeFailed when refused. */
  chargeOffSession(charge: OffSessionCharge): Promise<{ ref: string }>
  /** Refunds a payment in full; returns the provider's reference of the refund. */
  refund(refund: Refund): Promise<{ ref: string }>
}
