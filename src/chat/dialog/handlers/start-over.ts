import { reply } from '../card'
import { nextSteps } from '../suggestions'
import type { IntentHandler } from '../types'

/**
 * start_over ("nouvelle recherche", "on recommence", "start over"): the search under way and the
 * question pending are dropped, and the reply says so (../shared/dialogues/CONTRACT.md, rule 5).
 * The conversation's language stays.
 */
export const startOverHandler: IntentHandler = {
  intent: 'start_over',
  handle(ctx) {
    return { reply: reply(ctx.t('start-over.done'), [], nextSteps(ctx)), state: { context: null, pending: null } }
  },
}
