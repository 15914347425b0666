import { intentHandlers, registerIntentHandler } from '../../dialog/registry'
import { readCarpoolTurn } from './carpool-reader'
import { readPendingGivesWay } from './pending-gives-way'
import { TRIP_HELP_HANDLERS } from './trip-handlers'
import { readWhereIsTheCar } from './where-is-the-car'

let registered = false

/** Trouble during a trip, questions, carpools in words, a pending question giving way (dialogues contract rules 13-16). */
export function registerTripHelpChat(): void {
  if (registered) return
  registered = true
  for (const handler of TRIP_HELP_HANDLERS) registerIntentHandler(handler)
  for (const reader of TRIP_HELP_READERS) intentHandlers.registerReader(reader)
}

export const TRIP_HELP_READERS = [readCarpoolTurn, readPendingGivesWay, readWhereIsTheCar] as const
