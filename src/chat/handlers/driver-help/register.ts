import { registerCard, type CardDefinition } from '@cards/index'
import { ratesCard } from '@cards/rates'
import { invoicesCard } from '@cards/invoices'
import { registerIntentHandler } from '../../dialog/registry'
import { DRIVER_HELP_HANDLERS } from './driver-help-handlers'
// The answers' namespace, with the registration rather than the handlers: the dialogue replay runs the
// handlers under Node with its own translations (src/chat/replay/replay-i18n.ts).
import '@/i18n/driver-help'

let registered = false

/** What drivers need besides booking (dialogues contract rule 9): the handlers, the rates and invoices cards. */
export function registerDriverHelpChat(): void {
  if (registered) return
  registered = true
  for (const handler of DRIVER_HELP_HANDLERS) registerIntentHandler(handler)
  registerCard(ratesCard as unknown as CardDefinition<unknown>)
  registerCard(invoicesCard as unknown as CardDefinition<unknown>)
}
