import type { Invoice } from './invoice'

/** The newest invoice whose charge the card refused, for the chat's greeting; null when none waits. */
export function refusedChargeOf(invoices: readonly Invoice[]): Invoice | null {
  return invoices.find((i) => i.status === 'pending' && i.charge_refused) ?? null
}
