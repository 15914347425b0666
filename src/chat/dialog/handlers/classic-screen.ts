import { card, reply } from '../card'
import { MEMBER_INTENTS, classicPathFor } from '../classic-paths'
import { describeSlots, type Detail } from '../describe-slots'
import type { IntentName } from '../intent-types'
import { nextSteps } from '../suggestions'
import type { HandlerContext, HandlerOutcome, IntentHandler } from '../types'

const labelled = (details: Detail[]) => details.map(({ label, value }) => ({ label, value }))

/** Whether this intent needs a member: own data, or any search on a private platform (spec sections 1, 6). */
export function needsMember(intent: IntentName, ctx: HandlerContext): boolean {
  if (MEMBER_INTENTS.has(intent)) return true
  return ctx.env.tenant.platform === 'private' && (intent === 'search_vehicles' || intent === 'join_carpool')
}

/** Whether the tenant has switched off what this intent asks for (payments, carpooling, geotracking). */
export function disabledForTenant(intent: IntentName, ctx: HandlerContext): boolean {
  const { tenant } = ctx.env
  if (intent === 'payment_methods') return !tenant.payments
  if (intent === 'join_carpool') return !tenant.carpooling
  if (intent === 'set_geotracking') return !tenant.privacyUsage
  return false
}

/** A guest asked for something a member does: sign in first, inside the conversation. */
export function memberOnly(intent: IntentName, ctx: HandlerContext): HandlerOutcome {
  const path = classicPathFor(intent, ctx.result.slots)
  return {
    reply: reply(
      ctx.t('classic.member-only', { what: ctx.t(`classic.intents.${intent}.what`) }),
      [card('login', { reason: intent }), card('classic-screen', { intent, path, reason: 'member-only', details: labelled(describeSlots(ctx.result.slots, ctx)) })],
      nextSteps(ctx),
    ),
  }
}

/** The answer to a request for a feature the tenant has switched off: said plainly, with the contact. */
export function notOffered(ctx: HandlerContext): HandlerOutcome {
  return { reply: reply(ctx.t('classic.disabled'), [card('help', { topic: 'contact' })], nextSteps(ctx)) }
}

/** The answer to an intent whose card is not built yet: what will happen, and its classic screen. */
export function classicScreen(ctx: HandlerContext): HandlerOutcome {
  const { intent, slots } = ctx.result
  // Before the login: a guest is not asked to sign in for something this operator does not offer.
  if (disabledForTenant(intent, ctx)) return notOffered(ctx)
  if (needsMember(intent, ctx) && !ctx.env.session.authenticated) return memberOnly(intent, ctx)
  const details = labelled(describeSlots(slots, ctx))
  return {
    reply: reply(ctx.t(`classic.intents.${intent}.text`), [card('classic-screen', { intent, path: classicPathFor(intent, slots), reason: 'screen', details })], nextSteps(ctx)),
  }
}

export function classicScreenHandler(intent: IntentName): IntentHandler {
  return { intent, handle: classicScreen }
}
