import { registerCard, type CardDefinition } from '@cards/index'
import { alertCreateCard } from '@cards/alert-create'
import { alertsListCard } from '@cards/alerts-list'
import { rebookCard } from '@cards/rebook'
import { registerIntentHandler } from '../../dialog/registry'
import { ALERT_HANDLERS } from './alert-handlers'

let registered = false

/** Alerts in the chat (created from a sentence or an empty search, listed) and rebooking in one sentence. */
export function registerAlertsChat(): void {
  if (registered) return
  registered = true
  for (const handler of ALERT_HANDLERS) registerIntentHandler(handler)
  for (const definition of [alertCreateCard, alertsListCard, rebookCard]) registerCard(definition as unknown as CardDefinition<unknown>)
}
