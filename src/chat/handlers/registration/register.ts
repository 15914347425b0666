// The registration namespace, which the handlers' answers read too.
import '@cards/signup-flow/i18n'
import { registerIntentHandler } from '../../dialog/registry'
import { continueRegistrationHandler, signupHandler } from './registration-handlers'

let registered = false

/**
 * The registration capability in the chat: signup and continue_registration answer with the step
 * cards (replacing the chat's signup-start answer). The cards, and the next card after each
 * completed step, are in cards.ts.
 */
export function registerRegistrationChat(): void {
  if (registered) return
  registered = true
  registerIntentHandler(signupHandler)
  registerIntentHandler(continueRegistrationHandler)
}
