import type { HelpTopic } from '@cards/help/schema'
import { card, reply } from '../card'
import { sessionExamples } from '../session-examples'
import { nextSteps } from '../suggestions'
import type { IntentHandler, QuickReply } from '../types'

const TOPICS: readonly HelpTopic[] = ['faq', 'contact', 'terms', 'privacy']

function asTopic(value: unknown): HelpTopic | null {
  return TOPICS.includes(value as HelpTopic) ? (value as HelpTopic) : null
}

/** help: the tenant's custom content (faq, contact, privacy) or the current terms, in a card. */
export const helpHandler: IntentHandler = {
  intent: 'help',
  handle(ctx) {
    const topic = asTopic(ctx.result.slots.topic)
    if (!topic) {
      const examples = sessionExamples(ctx)
      return { reply: reply(ctx.t('help.intro.menu'), [card('help', { topic: null }), card('examples', { examples })], nextSteps(ctx)) }
    }
    const others: QuickReply[] = TOPICS.filter((t) => t !== topic).map((t) => ({
      label: ctx.t(`help.topics.${t}.label`),
      text: ctx.t(`help.topics.${t}.text`),
    }))
    return { reply: reply(ctx.t(`help.intro.${topic}`), [card('help', { topic })], others) }
  },
}
