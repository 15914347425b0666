import { z } from 'zod'
import { INITIAL_DIALOG_STATE, type DialogState } from '../dialog/types'
import { ChatMessageSchema, type ChatMessage } from './message-model'

/** Whose conversation: one per tenant and user, "guest" before login. */
export interface ConversationOwner {
  tenant: string
  user: number | 'guest'
}

export const MAX_KEPT_MESSAGES = 120

const StoredConversationSchema = z.object({
  version: z.literal(1),
  messages: z.array(ChatMessageSchema),
  dialog: z.object({
    context: z.object({ intent: z.string(), slots: z.record(z.string(), z.unknown()) }).nullable(),
    pending: z.object({ intent: z.string(), slot: z.string(), misses: z.number() }).nullable(),
  }),
})

export interface StoredConversation {
  messages: ChatMessage[]
  dialog: DialogState
}

export function storageKey(owner: ConversationOwner): string {
  return `frontoffice.chat.${owner.tenant}.${owner.user}`
}

/** The stored conversation, or an empty one when there is none or it cannot be read. */
export function loadConversation(owner: ConversationOwner): StoredConversation {
  try {
    const raw = localStorage.getItem(storageKey(owner))
    if (!raw) return { messages: [], dialog: INITIAL_DIALOG_STATE }
    const parsed = StoredConversationSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) return { messages: [], dialog: INITIAL_DIALOG_STATE }
    return { messages: parsed.data.messages, dialog: parsed.data.dialog as DialogState }
  } catch {
    return { messages: [], dialog: INITIAL_DIALOG_STATE }
  }
}

export function saveConversation(owner: ConversationOwner, conversation: StoredConversation): void {
  const value = { version: 1, messages: conversation.messages.slice(-MAX_KEPT_MESSAGES), dialog: conversation.dialog }
  try {
    localStorage.setItem(storageKey(owner), JSON.stringify(value))
  } catch {
    // Storage full or refused (private browsing): the conversation then lasts for this page only.
  }
}

export function clearConversation(owner: ConversationOwner): void {
  try {
    localStorage.removeItem(storageKey(owner))
  } catch {
    // Nothing stored to clear.
  }
}
