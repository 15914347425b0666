import { expectCardsFrom } from '@cards/index'
import { loadChatEnglish } from '@/i18n/chat-english'

type CapabilityModule = Record<string, unknown>

// Each capability's chat lives in src/chat/handlers/<capability>/index.ts and exports a
// `register<Capability>Chat()` that registers its intent handlers and cards. They are found at
// build time (no list to edit) and loaded after the chat's first paint: their cards, screens and
// translations stay out of the chat's first load.
const capabilities = import.meta.glob<CapabilityModule>('./handlers/*/index.ts')

const REGISTER = /^register\w*Chat$/

let loading: Promise<void> | null = null

async function loadAll(): Promise<void> {
  // A reply may be English on a French page: its words are there before any answer.
  const english = loadChatEnglish().catch((error: unknown) => console.error('The chat’s English words did not load', error))
  const modules = await Promise.all(
    Object.entries(capabilities).map(([path, load]) =>
      load().catch((error: unknown) => {
        // One capability failing to load leaves the others, and the chat's default answers.
        console.error(`The chat capability ${path} did not load`, error)
        return {} as CapabilityModule
      }),
    ),
  )
  await english
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (REGISTER.test(name) && typeof value === 'function') (value as () => void)()
    }
  }
}

/** Loads and registers every capability once; a turn awaits it before answering. */
export function loadCapabilities(): Promise<void> {
  if (!loading) {
    loading = loadAll()
    expectCardsFrom(loading)
  }
  return loading
}
