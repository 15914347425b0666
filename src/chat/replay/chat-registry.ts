import { noteAfterSearch, readAfterSearch } from '../handlers/after-search/reader'
import { ACCOUNT_HANDLERS } from '../handlers/account/account-handlers'
import { ALERT_HANDLERS } from '../handlers/alerts/alert-handlers'
import { DRIVER_HELP_HANDLERS } from '../handlers/driver-help/driver-help-handlers'
import { continueRegistrationHandler, signupHandler } from '../handlers/registration/registration-handlers'
import { joinCarpoolHandler, searchVehiclesHandler } from '../handlers/search/search-handlers'
import { readTripTurn } from '../handlers/trip/trip-reader'
import { TRIP_HELP_READERS } from '../handlers/trip-help/register'
import { TRIP_HELP_HANDLERS } from '../handlers/trip-help/trip-handlers'
import { registerDefaultHandlers } from '../dialog/handlers'
import { IntentRegistry } from '../dialog/registry'

/**
 * The handlers the live chat has once its capabilities are loaded (src/chat/handlers/<capability>/
 * register.ts registers these same objects, with their cards): the chat's defaults, then each
 * capability's own. Without the cards' React components, which the replay does not render.
 */
export function chatRegistry(): IntentRegistry {
  const registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  for (const handler of [
    searchVehiclesHandler,
    joinCarpoolHandler,
    signupHandler,
    continueRegistrationHandler,
    ...ACCOUNT_HANDLERS,
    ...ALERT_HANDLERS,
    ...DRIVER_HELP_HANDLERS,
    ...TRIP_HELP_HANDLERS,
  ])
    registry.register(handler)
  // In the live chat's order: the capabilities load by their folders' names (after-search, trip-help, then trip).
  registry.registerReader(readAfterSearch)
  registry.registerNoter(noteAfterSearch)
  for (const reader of TRIP_HELP_READERS) registry.registerReader(reader)
  registry.registerReader(readTripTurn)
  return registry
}
