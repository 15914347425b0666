import { currentLanguage } from '@/i18n'
import { loadCatalog } from '@/lib/reference-data/catalog'
import { askAgain, handleSentence, respond } from '../dialog/dialog-manager'
import { INTENT_NAMES, type IntentName, type IntentResult } from '../dialog/intent-types'
import { missingSearchSlots } from '../dialog/handlers/search'
import { intentHandlers } from '../dialog/registry'
import type { DialogOutcome, QuickReply } from '../dialog/types'
import { loadCapabilities } from '../capabilities'
import { ensureDefaultHandlers } from './default-handlers'
import { appendMessage, useConversationStore } from './conversation-store'
import { currentDialogEnv } from './current-env'
import { engineCatalog, loadIntentEngine } from './engine'
import { newMessageId, type ChatMessage } from './message-model'
import { newestCardOf } from './newest-card'
import { runActions } from './run-actions'
import { resumeAfterLogin } from './resume-after-login'
import { cardNeedsInput, startCard } from '@cards/card-view'
import { faqArrived } from '../help-content/faq-cache'
import { loadHomeCache } from '@/features/bookings/load-home-cache'

/** How long a question waits for the tenant's help pages still on their way. */
const FAQ_WAIT_MS = 5000
/** How long a member's sentence waits for their bookings still on their way (the chat just opened). */
const BOOKINGS_WAIT_MS = 5000

/** The assistant's message for an outcome: cards get ids, and the newest card needing input the focus. */
function assistantMessage(outcome: Pick<DialogOutcome, 'reply' | 'lang'>): ChatMessage {
  const id = newMessageId()
  return {
    id,
    role: 'assistant',
    text: outcome.reply.text,
    cards: outcome.reply.cards.map((c, i) => ({ id: `${id}-c${i}`, kind: c.kind, props: c.props, state: {} })),
    quickReplies: outcome.reply.quickReplies,
    createdAt: Date.now(),
    lang: outcome.lang,
  }
}

async function answer(outcome: DialogOutcome): Promise<void> {
  const message = assistantMessage(outcome)
  const focus = message.cards.find((c) => cardNeedsInput(c.kind, c.props))
  for (const card of message.cards) startCard(card.id, card.kind, card.props)
  // A typed yes or no answers the newest card through its own buttons: that card stays live under this reply.
  const answers = outcome.actions.some((a) => a.type === 'answer_card')
  useConversationStore.setState((s) => ({
    messages: [...s.messages, message],
    dialog: outcome.state,
    focusCardId: focus?.id ?? null,
    answeredCardId: answers ? (newestCardOf(s.messages)?.id ?? null) : null,
  }))
  await runActions(outcome.actions, { askAgain: reaskPending, unanswered: (yes) => unanswered(message.id, outcome.lang, yes) })
}

/**
 * The reply to a typed yes said it confirmed on the card; when the card had no button to press (already
 * done, or still loading), it says so instead, and the card is no longer the one answered. A "no" that
 * pressed nothing changed nothing, as its reply says.
 */
function unanswered(messageId: string, lang: DialogOutcome['lang'], yes: boolean): void {
  if (!yes) return
  const text = currentDialogEnv()?.translate(lang, 'after-search:confirm.not-pressed')
  if (!text) return
  useConversationStore.setState((s) => ({
    messages: s.messages.map((m) => (m.id === messageId ? { ...m, text } : m)),
    answeredCardId: null,
  }))
}

function fail(key: string, retry: string): void {
  const text = currentDialogEnv()?.translate(currentLanguage(), key) ?? key
  appendMessage({ id: newMessageId(), role: 'assistant', text, cards: [], quickReplies: [], createdAt: Date.now(), retry })
}

/** One turn: the user's sentence goes to the log at once, the answer follows once understood. */
export async function sendText(raw: string): Promise<void> {
  const text = raw.trim()
  if (!text) return
  ensureDefaultHandlers()
  appendMessage({ id: newMessageId(), role: 'user', text, cards: [], quickReplies: [], createdAt: Date.now() })
  useConversationStore.setState({ busy: true, focusCardId: null })
  try {
    const [parse, reference, , home] = await Promise.all([loadIntentEngine(), loadCatalog(), loadCapabilities(), loadHomeCache()])
    await home.memberBookingsArrived(BOOKINGS_WAIT_MS)
    const env = currentDialogEnv()
    // Null before the tenant is known.
    const catalog = engineCatalog(reference)
    if (!env || !catalog) return fail('panel.engine-error', text)
    let outcome = handleSentence(text, useConversationStore.getState().dialog, env, { parse, catalog }, intentHandlers)
    // A question read before the help pages came is read again once they are here.
    if (outcome.intent === 'question' && (env.faq ?? null) === null && (await faqArrived(FAQ_WAIT_MS))) {
      const withFaq = currentDialogEnv()
      if (withFaq) outcome = handleSentence(text, useConversationStore.getState().dialog, withFaq, { parse, catalog }, intentHandlers)
    }
    await answer(outcome)
  } catch (error) {
    console.error('The chat could not answer', error)
    fail('panel.engine-error', text)
  } finally {
    useConversationStore.setState({ busy: false })
  }
}

/** A quick reply: its sentence is sent as if typed, or its action runs. */
export async function chooseQuickReply(reply: QuickReply): Promise<void> {
  if (reply.text) return sendText(reply.text)
  if (reply.action) await runActions([reply.action], { askAgain: reaskPending })
}

/** Asks the pending question again (after the position became known, for example). */
export async function reaskPending(prefixKey?: string): Promise<void> {
  const env = currentDialogEnv()
  if (!env) return
  const outcome = askAgain(useConversationStore.getState().dialog, env, intentHandlers)
  if (!outcome) return
  const prefix = prefixKey ? env.translate(env.lang, prefixKey) + ' ' : ''
  await answer({ ...outcome, reply: { ...outcome.reply, text: prefix + outcome.reply.text } })
}

/** Answers an intent result the chat built itself (a search chip removed, for example). */
export async function respondTo(result: IntentResult): Promise<void> {
  ensureDefaultHandlers()
  const env = currentDialogEnv()
  if (!env) return
  await answer(respond(result, useConversationStore.getState().dialog, env, intentHandlers))
}

/**
 * After a card completed something (a login, say), the flow that asked for it goes on where it
 * stopped, or the assistant answers the intent anew.
 */
export async function followUp(intent: string): Promise<void> {
  const env = currentDialogEnv()
  if (!env) return
  const name: IntentName = (INTENT_NAMES as readonly string[]).includes(intent) ? (intent as IntentName) : 'greeting'
  // After a reload the login card can be answered before the capabilities that resume are registered.
  await loadCapabilities()
  if (await resumeAfterLogin(name)) return
  const { context } = useConversationStore.getState().dialog
  const slots = context?.intent === name ? context.slots : {}
  const missing = name === 'search_vehicles' || name === 'join_carpool' ? missingSearchSlots(name, slots, env.tenant.searchEngine) : []
  await respondTo({ lang: env.lang, intent: name, slots, missing })
}
