import { i18n } from './index'

let loading: Promise<void> | null = null

/**
 * The chat's and the cards' English words, in chunks of their own: a French page (the default)
 * does not pay for them in its first load. They are fetched after the first paint and awaited
 * before any answer (an English sentence gets an English reply on a French page), when the page
 * turns to English, and with the chat panel on an English page, so nothing shows in French there.
 */
export function loadChatEnglish(): Promise<void> {
  loading ??= Promise.all([import('./locales/en/chat.json'), import('./locales/en/cards.json')]).then(([chat, cards]) => {
    i18n.addResourceBundle('en', 'chat', chat.default, true, false)
    i18n.addResourceBundle('en', 'cards', cards.default, true, false)
  })
  loading.catch(() => {
    loading = null
  })
  return loading
}
