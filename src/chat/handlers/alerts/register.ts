import { registerIntentHandler } from '../../dialog/registry'
import { ALERT_HANDLERS } from './alert-handlers'

let registered = false

/** Alerts in the chat (created from a sentence or an empty search, listed) and rebooking in one sentence; the cards are in cards.ts. */
export function registerAlertsChat(): void {
  if (registered) return
  registered = true
  for (const handler of ALERT_HANDLERS) registerIntentHandler(handler)
}
