import { z } from 'zod'
import { INITIAL_DIALOG_STATE, type DialogState } from '../dialog/types'
import { ChatMessageSchema, type ChatMessage } from './message-model'
import { storageKey, type ConversationOwner } from './storage-write'

export { MAX_KEPT_MESSAGES, clearConversation, saveConversation, storageKey, type ConversationOwner } from './storage-write'

const StoredConversationSchema = z.object({
  version: z.literal(1),
  messages: z.array(ChatMessageSchema),
  dialog: z.object({
    context: z.object({ intent: z.string(), slots: z.record(z.string(), z.unknown()) }).nullable(),
    pending: z
      .object({
        intent: z.string(),
        slot: z.string(),
        misses: z.number(),
        keptLength: z.union([z.object({ days: z.number() }), z.object({ minutes: z.number() })]).optional(),
      })
      .nullable(),
  }),
})

export interface StoredConversation {
  messages: ChatMessage[]
  dialog: DialogState
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
