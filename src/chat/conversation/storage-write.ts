import type { DialogState } from '../dialog/types'
import type { ChatMessage } from './message-model'

/** Whose conversation: one per tenant and user, "guest" before login. */
export interface ConversationOwner {
  tenant: string
  user: number | 'guest'
}

export const MAX_KEPT_MESSAGES = 120

const PREFIX = 'frontoffice.chat.'

export function storageKey(owner: ConversationOwner): string {
  return `${PREFIX}${owner.tenant}.${owner.user}`
}

export function saveConversation(owner: ConversationOwner, conversation: { messages: ChatMessage[]; dialog: DialogState }): void {
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

/** Erases every conversation of this tenant kept on this device (a shared device after logout). */
export function clearStoredConversations(tenant: string): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key?.startsWith(`${PREFIX}${tenant}.`)) keys.push(key)
    }
    for (const key of keys) localStorage.removeItem(key)
  } catch {
    // Storage refused: nothing was kept.
  }
}
