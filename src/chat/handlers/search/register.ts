import { i18n } from '@/i18n'
import { registerIntentHandler } from '../../dialog/registry'
import { registerLoginResume } from '../../conversation/resume-after-login'
import { joinCarpoolHandler, searchVehiclesHandler } from './search-handlers'
import { resumeBookingAfterLogin } from './resume-booking'

let registered = false

/**
 * The search capability in the chat: its intent handlers (replacing the chat's defaults) and what
 * resumes after a login. Its cards, and where a card's next card goes, are in cards.ts.
 */
export function registerSearchChat(): void {
  if (registered) return
  registered = true
  // The answers' sentences live in the search and booking namespaces: loaded while the engine loads.
  void i18n.loadNamespaces(['search', 'booking'])
  registerIntentHandler(searchVehiclesHandler)
  registerIntentHandler(joinCarpoolHandler)
  // One booking awaits a login at a time, whichever click asked for it: a vehicle's or a carpool's.
  registerLoginResume('search_vehicles', resumeBookingAfterLogin)
  registerLoginResume('join_carpool', resumeBookingAfterLogin)
}
