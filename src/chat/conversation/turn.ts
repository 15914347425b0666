import { currentLanguage } from '@/i18n'
import { useTenantStore } from '@/lib/tenant'
import { useSessionStore } from '@/lib/session'
import { loadCatalog, useReferenceDataStore } from '@/lib/reference-data'
import { askAgain, handleSentence, respond } from '../dialog/dialog-manager'
import type { IntentResult } from '../dialog/intent-types'
import { intentHandlers } from '../dialog/registry'
import type { DialogEnv, DialogOutcome, QuickReply } from '../dialog/types'
import { ensureDefaultHandlers } from './default-handlers'
import { appendMessage, useConversationStore } from './conversation-store'
import { buildDialogEnv } from './dialog-env'
import { buildCatalog, loadIntentEngine } from './engine'
import { newMessageId, type ChatMessage } from './message-model'
import { runActions } from './run-actions'
import { cardNeedsInput } from '@cards/card-view'

function currentEnv(now = new Date()): DialogEnv | null {
  const { tenant, flags } = useTenantStore.getState()
  if (!tenant || !flags) return null
  const session = useSessionStore.getState()
  return buildDialogEnv({
    tenant,
    flags,
    user: session.status === 'member' ? session.user : null,
    reference: useReferenceDataStore.getState().catalog.data,
    position: useConversationStore.getState().position,
    lang: currentLanguage(),
    now,
  })
}

/** The assistant's message for an outcome: cards get ids, and the newest card needing input the focus. */
function assistantMessage(outcome: Pick<DialogOutcome, 'reply'>): ChatMessage {
  const id = newMessageId()
  return {
    id,
    role: 'assistant',
    text: outcome.reply.text,
    cards: outcome.reply.cards.map((c, i) => ({ id: `${id}-c${i}`, kind: c.kind, props: c.props, state: {} })),
    quickReplies: outcome.reply.quickReplies,
    createdAt: Date.now(),
  }
}

async function answer(outcome: DialogOutcome): Promise<void> {
  const message = assistantMessage(outcome)
  const focus = message.cards.find((c) => cardNeedsInput(c.kind, c.props))
  useConversationStore.setState((s) => ({ messages: [...s.messages, message], dialog: outcome.state, focusCardId: focus?.id ?? null }))
  await runActions(outcome.actions, { askAgain: reaskPending })
}

function fail(key: string): void {
  const text = currentEnv()?.translate(currentLanguage(), key) ?? key
  appendMessage({ id: newMessageId(), role: 'assistant', text, cards: [], quickReplies: [], createdAt: Date.now() })
}

/** One turn: the user's sentence goes to the log at once, the answer follows once understood. */
export async function sendText(raw: string): Promise<void> {
  const text = raw.trim()
  if (!text) return
  ensureDefaultHandlers()
  appendMessage({ id: newMessageId(), role: 'user', text, cards: [], quickReplies: [], createdAt: Date.now() })
  useConversationStore.setState({ busy: true, focusCardId: null })
  try {
    const [parse] = await Promise.all([loadIntentEngine(), loadCatalog()])
    const env = currentEnv()
    const tenant = useTenantStore.getState().tenant
    if (!env || !tenant) return fail('panel.engine-error')
    const catalog = buildCatalog(tenant, useReferenceDataStore.getState().catalog.data)
    const outcome = handleSentence(text, useConversationStore.getState().dialog, env, { parse, catalog }, intentHandlers)
    await answer(outcome)
  } catch (error) {
    console.error('The chat could not answer', error)
    fail('panel.engine-error')
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
  const env = currentEnv()
  if (!env) return
  const outcome = askAgain(useConversationStore.getState().dialog, env, intentHandlers)
  if (!outcome) return
  const prefix = prefixKey ? env.translate(env.lang, prefixKey) + ' ' : ''
  await answer({ ...outcome, reply: { ...outcome.reply, text: prefix + outcome.reply.text } })
}

/** Answers an intent result the chat built itself (a search chip removed, for example). */
export async function respondTo(result: IntentResult): Promise<void> {
  ensureDefaultHandlers()
  const env = currentEnv()
  if (!env) return
  await answer(respond(result, useConversationStore.getState().dialog, env, intentHandlers))
}
