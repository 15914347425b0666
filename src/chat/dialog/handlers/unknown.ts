import { card, reply } from '../card'
import { exampleSentences } from '../example-search'
import { nextSteps } from '../suggestions'
import type { IntentHandler } from '../types'

/** unknown: never a dead end; example sentences the engine understands, in the user's language. */
export const unknownHandler: IntentHandler = {
  intent: 'unknown',
  handle(ctx) {
    const key = ctx.env.session.authenticated ? 'examples.member' : 'examples.guest'
    const examples = exampleSentences(ctx.t, ctx.env.translateList(ctx.lang, key), ctx.env.tenant.searchEngine, ctx.env.stations)
    return { reply: reply(ctx.t('unknown.text'), [card('examples', { examples })], nextSteps(ctx)) }
  },
}
