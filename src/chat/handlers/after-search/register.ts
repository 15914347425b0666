import { intentHandlers } from '../../dialog/registry'
import { noteAfterSearch, readAfterSearch } from './reader'
// The answers' namespace, with the registration: the dialogue replay has its own translations.
import './i18n'

let registered = false

/** The conversation after the search (dialogues contract, rules 10 to 12 and 18): its reader and noter. */
export function registerAfterSearchChat(): void {
  if (registered) return
  registered = true
  intentHandlers.registerReader(readAfterSearch)
  intentHandlers.registerNoter(noteAfterSearch)
}
