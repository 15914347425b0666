import type { IntentName } from '../intent-types'
import type { IntentRegistry } from '../registry'
import { classicScreenHandler } from './classic-screen'
import { greetingHandler } from './greeting'
import { helpHandler } from './help'
import { loginHandler, logoutHandler } from './login'
import { continueRegistrationHandler, signupHandler } from './registration'
import { joinCarpoolHandler, searchVehiclesHandler } from './search'
import { setLanguageHandler } from './set-language'
import { unknownHandler } from './unknown'

/** Intents answered by their classic screen until their capability registers a card. */
const CLASSIC_INTENTS: readonly IntentName[] = [
  'list_bookings',
  'show_booking',
  'modify_booking',
  'cancel_booking',
  'set_geotracking',
  'payment_methods',
  'account_details',
  'change_password',
  'delete_account',
  'request_personal_data',
]

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
  ]) {
    registry.registerDefault(handler)
  }
  for (const intent of CLASSIC_INTENTS) registry.registerDefault(classicScreenHandler(intent))
}
