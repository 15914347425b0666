import { expectCardsFrom, getCardDefinition } from '@cards/index'
import { loadChatEnglish } from '@/i18n/chat-english'

type CapabilityModule = Record<string, unknown>
type Loader = [path: string, load: () => Promise<CapabilityModule>]

// Each capability's chat lives in src/chat/handlers/<capability>/: index.ts exports a
// `register<Capability>Chat()` that registers its intent handlers, turn readers and noters, and
// cards.ts (where it has cards) a `register<Capability>Cards()` that registers its cards. They are
// found at build time (no list to edit) and loaded after the chat's first paint. A turn waits for
// every capability's handlers (any of them may read the sentence), which are small, and only for
// the cards its answer shows, not for every card's screens and translations.
const handlerModules = import.meta.glob<CapabilityModule>('./handlers/*/index.ts')
const cardModules = import.meta.glob<CapabilityModule>('./handlers/*/cards.ts')

const REGISTER_HANDLERS = /^register\w*Chat$/
const REGISTER_CARDS = /^register\w*Cards$/

// The capability whose cards most first answers show (a search's results): its cards load first,
// and the others' once they are in, so that on a weak signal (a handful of connections, each
// request a round trip) the first answer's files are not queued behind every other card's.
const FIRST_CARDS = ['search']

function register(module: CapabilityModule, pattern: RegExp): void {
  for (const [name, value] of Object.entries(module)) {
    if (pattern.test(name) && typeof value === 'function') (value as () => void)()
  }
}

function loadOne(path: string, load: () => Promise<CapabilityModule>): Promise<CapabilityModule> {
  return load().catch((error: unknown) => {
    // One capability failing to load leaves the others, and the chat's default answers.
    console.error(`The chat capability ${path} did not load`, error)
    return {}
  })
}

let handlers: Promise<void> | null = null

async function loadAllHandlers(): Promise<void> {
  // A reply may be English on a French page: its words are there before any answer.
  const english = loadChatEnglish().catch((error: unknown) => console.error('The chat’s English words did not load', error))
  const modules = await Promise.all(Object.entries(handlerModules).map(([path, load]) => loadOne(path, load)))
  await english
  // Registered together, in the folders' order: the turn readers are consulted in that order.
  for (const module of modules) register(module, REGISTER_HANDLERS)
}

/** Loads and registers every capability's handlers, readers and noters once; a turn awaits them before reading a sentence. */
export function loadCapabilityHandlers(): Promise<void> {
  handlers ??= loadAllHandlers()
  return handlers
}

const isFirst = (path: string) => FIRST_CARDS.includes(path.split('/')[2] ?? '')

function loadCards(entries: Loader[]): Promise<void> {
  // Each capability's cards register as they come (the registry is by kind, in no order).
  return Promise.all(entries.map(([path, load]) => loadOne(path, load).then((module) => register(module, REGISTER_CARDS)))).then(() => undefined)
}

let firstCards: Promise<void> | null = null
let allCards: Promise<void> | null = null

function loadFirstCards(): Promise<void> {
  if (!firstCards) {
    firstCards = loadCards(Object.entries(cardModules).filter(([path]) => isFirst(path)))
    expectCardsFrom(firstCards)
  }
  return firstCards
}

/** Loads and registers every capability's cards once, the first answer's first; meanwhile a card of a kind not yet known shows its loading state. */
export function loadCapabilityCards(): Promise<void> {
  if (!allCards) {
    allCards = loadFirstCards().then(() => loadCards(Object.entries(cardModules).filter(([path]) => !isFirst(path))))
    expectCardsFrom(allCards)
  }
  return allCards
}

/** Loads every capability, handlers and cards (a restored conversation's cards, a turn resumed after a login). */
export function loadCapabilities(): Promise<void> {
  return Promise.all([loadCapabilityHandlers(), loadCapabilityCards()]).then(() => undefined)
}

/**
 * Resolves once the kinds named are registered: the first answer's cards, else every capability's
 * (a kind that none registers stays unknown). An answer's cards are known before it is posted: their
 * start (a search sent while the answer renders) and their focus need them.
 */
export function cardsReady(kinds: readonly string[]): Promise<void> {
  const known = () => kinds.every((kind) => getCardDefinition(kind) !== undefined)
  if (known()) return Promise.resolve()
  return loadFirstCards().then(() => (known() ? undefined : loadCapabilityCards()))
}
