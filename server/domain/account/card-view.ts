import type { PaymentCard } from '@contracts/payment'
import type { PaymentCardRow } from '../../db/schema'

/** The wire card (spec section 3); a card expires at the end of its expiry month, in UTC. */
export function toWireCard(c: PaymentCardRow): PaymentCard {
  return {
    id: c.id,
    brand: c.brand,
    country: c.country,
    last4: c.last4,
    exp_month: c.exp_month,
    exp_year: c.exp_year,
    code: null,
    expiration_time: new Date(Date.UTC(c.exp_year, c.exp_month, 1) - 1).toISOString(),
    set_as_default_at: c.set_as_default_at === null ? null : new Date(c.set_as_default_at).toISOString(),
  }
}
