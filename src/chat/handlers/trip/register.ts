import { intentHandlers } from '../../dialog/registry'
import { readTripTurn } from './trip-reader'

let registered = false

/** The trip in the chat: its sentences (start, unlock, lock, end, a damage); the trip card is in cards.ts. */
export function registerTripChat(): void {
  if (registered) return
  registered = true
  intentHandlers.registerReader(readTripTurn)
}
