import { i18n } from '@/i18n'
import { currentTenant } from '@/core/tenant'
import { onLogout } from '@/core/session'
import { INITIAL_DIALOG_STATE } from '../dialog/types'
import type { ChatMessage } from './message-model'
import { newMessageId } from './message-id'
import { clearStoredConversations, saveConversation } from './storage-write'

export { clearStoredConversations } from './storage-write'

type LoadedReset = (tenant: string, farewell: ChatMessage) => void

let registered = false
let resetLoaded: LoadedReset | null = null

/** The chat, once loaded, empties its conversation on screen too (see owner.ts). */
export function setLoadedConversationReset(reset: LoadedReset): void {
  resetLoaded = reset
}

/**
 * At logout every conversation of the tenant kept on this device is erased (a shared device) and the
 * next visitor starts with a farewell only. The shell registers this at start-up, so it holds even
 * when the chat module never loaded; it stays light (no zod, no store) to keep the first page small.
 */
export function clearConversationsAtLogout(): void {
  if (registered) return
  registered = true
  onLogout(() => {
    const tenant = currentTenant().slug
    clearStoredConversations(tenant)
    const farewell: ChatMessage = {
      id: newMessageId(),
      role: 'assistant',
      text: i18n.t('layout:chat-farewell'),
      cards: [],
      quickReplies: [],
      createdAt: Date.now(),
    }
    saveConversation({ tenant, user: 'guest' }, { messages: [farewell], dialog: INITIAL_DIALOG_STATE })
    resetLoaded?.(tenant, farewell)
  })
}
