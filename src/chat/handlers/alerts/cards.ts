import { registerCard, type CardDefinition } from '@cards/index'
import { alertCreateCard } from '@cards/alert-create'
import { alertsListCard } from '@cards/alerts-list'
import { rebookCard } from '@cards/rebook'

let registered = false

/** The alerts' cards and the rebooking card. */
export function registerAlertsCards(): void {
  if (registered) return
  registered = true
  for (const definition of [alertCreateCard, alertsListCard, rebookCard]) registerCard(definition as unknown as CardDefinition<unknown>)
}
