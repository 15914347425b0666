import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome } from '../../dialog/types'
import { yesNo } from './words'

/** The cards that ask the driver for a yes or a no before anything changes (cancel, modify, extend, book, a reminder channel). */
export const CONFIRMING_CARDS: ReadonlySet<string> = new Set(['bookings-cancel', 'bookings-modify', 'booking-review', 'account-reminders'])

/**
 * Rule 12: a typed "oui", "ok", "vas-y", "yes", "go ahead" (or "non", "never mind") answers the
 * newest card when it asks for confirmation: that card's button, pressed (the chat runs the action;
 * the replay, which has no server, applies nothing). With no such card it is small talk: null.
 */
export function answerCard(s: TurnSentence): DialogOutcome | null {
  const newest = s.env.newestCard
  if (!newest || !CONFIRMING_CARDS.has(newest.kind)) return nothingToAnswer(s)
  const answer = yesNo(s.text) ?? (s.own.intent === 'confirm' && typeof s.own.slots.answer === 'boolean' ? s.own.slots.answer : null)
  if (answer === null) return null
  return {
    intent: 'confirm',
    lang: s.env.lang,
    reply: { text: s.env.translate(s.env.lang, answer ? 'after-search:confirm.yes' : 'after-search:confirm.no'), cards: [], quickReplies: [] },
    state: { ...s.state, pending: null },
    actions: [{ type: 'answer_card', kind: newest.kind, answer }],
    facts: { confirm: { card: newest.kind, answer } },
  }
}

/** A bare yes or no with no card asking: small talk that says there is nothing to confirm, and what the chat can do. */
function nothingToAnswer(s: TurnSentence): DialogOutcome | null {
  if (s.state.pending || s.state.context || yesNo(s.text) === null) return null
  return {
    intent: 'greeting',
    lang: s.env.lang,
    reply: { text: s.env.translate(s.env.lang, 'after-search:confirm.nothing'), cards: [], quickReplies: [] },
    state: s.state,
    actions: [],
    facts: { confirm: null },
  }
}
