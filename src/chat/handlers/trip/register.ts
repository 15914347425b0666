import { registerCard, type CardDefinition } from '@cards/index'
import { tripCard } from '@cards/trip'
import { intentHandlers } from '../../dialog/registry'
import { readTripTurn } from './trip-reader'

let registered = false

/** The trip in the chat: its sentences (start, unlock, lock, end, a damage) and the trip card, whose view loads when one shows. */
export function registerTripChat(): void {
  if (registered) return
  registered = true
  intentHandlers.registerReader(readTripTurn)
  registerCard(tripCard as unknown as CardDefinition<unknown>)
}
