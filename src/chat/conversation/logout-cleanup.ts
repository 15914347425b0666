import { i18n } from '@/i18n'
import { currentTenant } from '@/lib/tenant'
import { onLogout } from '@/lib/session'
import { newMessageId } from './message-model'
import { clearAfterLogout } from './owner'

const PREFIX = 'frontoffice.chat.'

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

let registered = false

/** At logout the conversation is cleared; the next visitor starts with a farewell only. */
export function clearConversationsAtLogout(): void {
  if (registered) return
  registered = true
  onLogout(() => {
    const tenant = currentTenant().slug
    clearStoredConversations(tenant)
    clearAfterLogout(tenant, {
      id: newMessageId(),
      role: 'assistant',
      text: i18n.t('chat:logout.done'),
      cards: [],
      quickReplies: [],
      createdAt: Date.now(),
    })
  })
}
