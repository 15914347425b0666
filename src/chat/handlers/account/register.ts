import '@cards/bookings-shared/i18n'
import { registerIntentHandler } from '../../dialog/registry'
import { ACCOUNT_HANDLERS } from './account-handlers'

let registered = false

/**
 * Bookings and account in the chat: the handlers of the ten intents, replacing the chat's
 * classic-screen fallbacks. Their cards come apart (cards.ts): a turn waits for the handlers only.
 */
export function registerAccountChat(): void {
  if (registered) return
  registered = true
  for (const handler of ACCOUNT_HANDLERS) registerIntentHandler(handler)
}
