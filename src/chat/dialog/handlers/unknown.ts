import { card, reply } from '../card'
import { sessionExamples } from '../session-examples'
import { nextSteps } from '../suggestions'
import type { IntentHandler } from '../types'

/** unknown: never a dead end; example sentences the engine understands, in the user's language. */
export const unknownHandler: IntentHandler = {
  intent: 'unknown',
  handle(ctx) {
    const examples = sessionExamples(ctx)
    return { reply: reply(ctx.t('unknown.text'), [card('examples', { examples })], nextSteps(ctx)) }
  },
}
