import { reply } from '../card'
import { nextSteps } from '../suggestions'
import type { IntentHandler } from '../types'

export const greetingHandler: IntentHandler = {
  intent: 'greeting',
  handle(ctx) {
    const { session, tenant } = ctx.env
    const text = session.firstName
      ? ctx.t('greeting.named', { name: session.firstName, tenant: tenant.name })
      : ctx.t('greeting.anonymous', { tenant: tenant.name })
    return { reply: reply(text, [], nextSteps(ctx)) }
  },
}
