import { MEMBER_INTENT_NAMES } from '../intent-types'
import type { IntentRegistry } from '../registry'
import { classicScreenHandler } from './classic-screen'
import { greetingHandler } from './greeting'
import { helpHandler } from './help'
import { loginHandler, logoutHandler } from './login'
import { continueRegistrationHandler, signupHandler } from './registration'
import { joinCarpoolHandler, searchVehiclesHandler } from './search'
import { setLanguageHandler } from './set-language'
import { unknownHandler } from './unknown'
import { startOverHandler } from './start-over'
import { reportIncidentHandler } from './report-incident'

/** The chat's own answers, as defaults: a capability's registered handler always wins. */
export function registerDefaultHandlers(registry: IntentRegistry): void {
  for (const handler of [
    greetingHandler,
    helpHandler,
    setLanguageHandler,
    loginHandler,
    logoutHandler,
    signupHandler,
    continueRegistrationHandler,
    unknownHandler,
    searchVehiclesHandler,
    joinCarpoolHandler,
    startOverHandler,
    reportIncidentHandler,
  ]) {
    registry.registerDefault(handler)
  }
  // The member's intents are answered by their classic screen until their capability registers a card.
  for (const intent of MEMBER_INTENT_NAMES) registry.registerDefault(classicScreenHandler(intent))
}
