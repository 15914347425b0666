import type { ComponentType } from 'react'
import type { ChatPanelProps } from '@/chat/chat-panel'
import { currentLanguage } from '@/i18n'
import { loadChatEnglish } from '@/i18n/chat-english'

type ChatPanelModule = { default: ComponentType<ChatPanelProps> }

let loading: Promise<ChatPanelModule> | null = null
let loaded: ComponentType<ChatPanelProps> | null = null

/**
 * The chat panel's module, fetched once. A phone landing on the root
 * starts it with the entry, beside the tenant's request, instead of after the layout's first render
 * (index.html preloads its files there: scripts/vite-first-screen-preload.ts): no chain of
 * requests before the message box.
 */
export function loadChatPanel(): Promise<ChatPanelModule> {
  // On an English page the panel waits for its English words, fetched beside it.
  loading ??= Promise.all([import('@/chat/chat-panel'), currentLanguage() === 'en' ? loadChatEnglish().catch(() => undefined) : undefined]).then(([module]) => {
    loaded = module.default
    return module
  })
  loading.catch(() => {
    loading = null
  })
  return loading
}

/** The panel when its module has already arrived: rendered at once, with no loading state in between. */
export function loadedChatPanel(): ComponentType<ChatPanelProps> | null {
  return loaded
}

/** Whether the server painted the chat's first screen (the root, a tenant offering the chat): see index-html.ts. */
export function firstScreenIsChat(): boolean {
  return document.getElementById('boot')?.dataset.boot === 'chat'
}
