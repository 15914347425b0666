import { z } from 'zod'
import type { DialogAction, QuickReply } from '../dialog/types'

const DialogActionSchema: z.ZodType<DialogAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('set_language'), lang: z.enum(['fr', 'en']) }),
  z.object({ type: z.literal('request_position') }),
  z.object({ type: z.literal('navigate'), to: z.string() }),
])

export const QuickReplySchema: z.ZodType<QuickReply> = z.object({
  label: z.string(),
  text: z.string().optional(),
  action: DialogActionSchema.optional(),
})

/** A card as the conversation keeps it: its props, and what the card recorded (done, error, ...). */
export const StoredCardSchema = z.object({
  id: z.string(),
  kind: z.string(),
  props: z.record(z.string(), z.unknown()),
  state: z.record(z.string(), z.unknown()).default({}),
})
export type StoredCard = z.infer<typeof StoredCardSchema>

export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  cards: z.array(StoredCardSchema).default([]),
  quickReplies: z.array(QuickReplySchema).default([]),
  createdAt: z.number(),
  /** The language the assistant answered in, when known: marked on its words for a screen reader's voice. */
  lang: z.enum(['fr', 'en']).optional(),
  /** The sentence a failed turn could not answer: the message offers to send it again. */
  retry: z.string().optional(),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

// Kept here for the modules that import it with the model; it lives apart so that the shell can
// write a message without loading zod.
export { newMessageId } from './message-id'
