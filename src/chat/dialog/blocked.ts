import { card, reply } from './card'
import { MEMBER_INTENT_NAMES, type IntentName } from './intent-types'
import type { DialogEnv, DialogState, HandlerContext, HandlerOutcome, QuickReply } from './types'
import { paths } from '@/core/paths'

/** The waiting page, where the classic screens send a blocked member (app/guards.ts, PATHS.waiting). */
export const WAITING_PATH = paths.waiting

/** A blocked account cannot use the driver platform (spec section 6): the guards send it to waiting. */
export function isBlocked(env: DialogEnv): boolean {
  return env.session.authenticated && env.session.step === 'driver_blocked'
}

/**
 * What the classic screens refuse a blocked member: the search (root and /search), every member
 * screen (bookings, account) and signup. Greeting, help, language, login and logout stay answered.
 */
const REFUSED_WHEN_BLOCKED: ReadonlySet<IntentName> = new Set<IntentName>(['search_vehicles', 'join_carpool', ...MEMBER_INTENT_NAMES, 'signup', 'continue_registration'])

export function refusedWhenBlocked(intent: IntentName, env: DialogEnv): boolean {
  return isBlocked(env) && REFUSED_WHEN_BLOCKED.has(intent)
}

/**
 * A question asked before the account was blocked (a search's "until when?") is not asked again:
 * its answer could only lead to a refusal.
 */
export function withoutRefusedPending(state: DialogState, env: DialogEnv): DialogState {
  return state.pending && refusedWhenBlocked(state.pending.intent, env) ? { ...state, pending: null } : state
}

/** The chips a blocked member can use: the operator's contact, the help. */
export function blockedQuickReplies(ctx: HandlerContext): QuickReply[] {
  return [
    { label: ctx.t('chips.contact.label'), text: ctx.t('chips.contact.text') },
    { label: ctx.t('chips.help.label'), text: ctx.t('chips.help.text') },
  ]
}

/**
 * The waiting page's content in the conversation: the account is blocked, how to reach the operator
 * (the contact content, as the page shows it) and the page itself. The context is dropped: a search
 * or booking said before must not come back as a follow-up.
 */
export function blockedOutcome(ctx: HandlerContext): HandlerOutcome {
  return {
    reply: reply(
      ctx.t('blocked.text'),
      [card('help', { topic: 'contact' }), card('classic-screen', { intent: 'account_blocked', path: WAITING_PATH, reason: 'screen', details: [] })],
      blockedQuickReplies(ctx),
    ),
    state: { context: null, pending: null },
  }
}
