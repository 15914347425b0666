import { blockedOutcome } from '../blocked'
import { card, reply } from '../card'
import { canSignUp, nextSteps, suggestions } from '../suggestions'
import type { HandlerContext, HandlerOutcome, IntentHandler } from '../types'

/**
 * signup and continue_registration. For now a card explains and opens the signup screen, resuming at
 * the server's step; the registration capability registers step cards in their place.
 */
function registration(ctx: HandlerContext, asked: 'start' | 'resume'): HandlerOutcome {
  const { session, tenant } = ctx.env
  if (!tenant.registration) return { reply: reply(ctx.t('registration.disabled'), [card('help', { topic: 'contact' })]) }
  if (!session.authenticated) {
    if (asked === 'resume') {
      return { reply: reply(ctx.t('registration.login-first'), [card('login', { reason: 'continue_registration' })], suggestions(ctx, ['signup'])) }
    }
    if (!canSignUp(ctx)) return { reply: reply(ctx.t('registration.invitation-only'), [card('help', { topic: 'contact' })]) }
    return { reply: reply(ctx.t('registration.start'), [card('signup-start', { mode: 'start' })], suggestions(ctx, ['login', 'help'])) }
  }
  switch (session.step) {
    case 'driver_ok':
      return { reply: reply(ctx.t('registration.complete'), [], nextSteps(ctx)) }
    case 'driver_waiting_for_validation':
      return { reply: reply(ctx.t('registration.pending'), [card('signup-start', { mode: 'resume' })], suggestions(ctx, ['search', 'help'])) }
    case 'driver_blocked':
      return blockedOutcome(ctx)
    default:
      return { reply: reply(ctx.t('registration.resume'), [card('signup-start', { mode: 'resume' })], suggestions(ctx, ['help'])) }
  }
}

export const signupHandler: IntentHandler = { intent: 'signup', handle: (ctx) => registration(ctx, 'start') }
export const continueRegistrationHandler: IntentHandler = { intent: 'continue_registration', handle: (ctx) => registration(ctx, 'resume') }
