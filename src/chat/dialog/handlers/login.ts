import { card, reply } from '../card'
import { nextSteps, suggestions } from '../suggestions'
import type { IntentHandler } from '../types'

/** login: a card that signs in inside the conversation. */
export const loginHandler: IntentHandler = {
  intent: 'login',
  handle(ctx) {
    if (ctx.env.session.authenticated) {
      const name = ctx.env.session.firstName
      return { reply: reply(name ? ctx.t('login.already-named', { name }) : ctx.t('login.already'), [], nextSteps(ctx)) }
    }
    return { reply: reply(ctx.t('login.text'), [card('login', { reason: null })], suggestions(ctx, ['signup', 'help'])) }
  },
}

/** logout: asks for confirmation in a card; the card signs out. */
export const logoutHandler: IntentHandler = {
  intent: 'logout',
  handle(ctx) {
    if (!ctx.env.session.authenticated) return { reply: reply(ctx.t('logout.guest'), [], nextSteps(ctx)) }
    return { reply: reply(ctx.t('logout.confirm'), [card('logout', {})]) }
  },
}
