import { isBlocked } from '../blocked'
import { reply } from '../card'
import { nextSteps } from '../suggestions'
import type { HandlerContext, HandlerOutcome, IntentHandler } from '../types'
import { homeGreeting, homeQuickReplies } from '../home-words'
import { isThanks } from './thanks-words'
import { refusedChargeSentence } from '../refused-charge-words'
import { licenceExpirySentence } from '../licence-words'
import { calendarDay } from '@contracts/format'

/**
 * A thank-you said mid-conversation: a short acknowledgement, and the conversation goes on where it
 * was. The search under way and any pending question are kept; the question is asked again after it.
 */
function thanks(ctx: HandlerContext): HandlerOutcome {
  const { context, pending } = ctx.state
  return {
    reply: reply(`${ctx.t('thanks.welcome')} ${ctx.t('thanks.anything-else')}`, [], nextSteps(ctx)),
    state: { context, pending },
    resumePending: { prefix: ctx.t('thanks.welcome') },
  }
}

export const greetingHandler: IntentHandler = {
  intent: 'greeting',
  handle(ctx) {
    if (ctx.text && isThanks(ctx.text)) return thanks(ctx)
    const { session, tenant } = ctx.env
    // A blocked member hears it first, not an offer of searches and bookings that would be refused.
    if (isBlocked(ctx.env)) return { reply: reply(ctx.t('blocked.greeting'), [], nextSteps(ctx)) }
    // A charge the card refused is said after the hello: the member has something to do.
    const charge = ctx.env.refusedCharge ? ` ${refusedChargeSentence(ctx.env.refusedCharge, ctx.lang, ctx.t)}` : ''
    // And a licence expiring soon (or expired), as the empty chat says it.
    const licence = licenceExpirySentence(ctx.env.licenceExpiresOn ?? null, calendarDay(ctx.env.now.getTime(), tenant.timezone), ctx.lang, ctx.t)
    const notices = charge + (licence ? ` ${licence}` : '')
    // The member's car out now (or next booking) first, with what they may do with it.
    if (ctx.env.home) {
      const words = { lang: ctx.lang, timeZone: tenant.timezone, now: ctx.env.now }
      return { reply: reply(homeGreeting(ctx.env.home, session.firstName, words, ctx.t) + notices, [], [...homeQuickReplies(ctx.env.home, ctx.t), ...nextSteps(ctx)]) }
    }
    const text = session.firstName ? ctx.t('greeting.named', { name: session.firstName, tenant: tenant.name }) : ctx.t('greeting.anonymous', { tenant: tenant.name })
    return { reply: reply(text + notices, [], nextSteps(ctx)) }
  },
}
