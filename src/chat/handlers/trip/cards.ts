import { registerCard, type CardDefinition } from '@cards/index'
import { tripCard } from '@cards/trip'

let registered = false

/** The trip card, whose view loads when one shows. */
export function registerTripCards(): void {
  if (registered) return
  registered = true
  registerCard(tripCard as unknown as CardDefinition<unknown>)
}
