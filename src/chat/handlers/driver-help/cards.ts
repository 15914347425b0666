import { registerCard, type CardDefinition } from '@cards/index'
import { ratesCard } from '@cards/rates'
import { invoicesCard } from '@cards/invoices'

let registered = false

/** The rates and invoices cards. */
export function registerDriverHelpCards(): void {
  if (registered) return
  registered = true
  registerCard(ratesCard as unknown as CardDefinition<unknown>)
  registerCard(invoicesCard as unknown as CardDefinition<unknown>)
}
