import type { ComponentType } from 'react'
import type { z } from 'zod'

/** What a card component receives: its validated props, and whether it only summarises now. */
export interface CardViewProps<P> {
  props: P
  stale: boolean
}

export interface StaleContext {
  /** The card is in the newest assistant message. */
  isLatest: boolean
  /** What the card recorded (done, cancelled, ...). */
  state: Record<string, unknown>
  authenticated: boolean
}

/** A card kind: the zod schema of its props, its view, and its rules. */
export interface CardDefinition<P = unknown> {
  kind: string
  schema: z.ZodType<P>
  /** The view; may be `React.lazy(...)`, loaded when a message first shows the card. */
  component: ComponentType<CardViewProps<P>>
  /** The classic screen behind the card, relative to the app's base path. */
  classicPath: (props: P) => string
  /** The newest card asking for input takes the focus. */
  needsInput?: (props: P) => boolean
  /** When an older card becomes a read-only summary; by default once it is no longer the newest. */
  isStale?: (props: P, ctx: StaleContext) => boolean
  /** Fetches a lazy view ahead of its first showing (see preloadCards). */
  preload?: () => Promise<unknown>
  /**
   * Starts what the card will show (its search, say) as the chat posts it, so the request leaves
   * while the answer renders; the card takes the started work when it mounts (see startCard).
   */
  start?: (cardId: string, props: P) => void
}

const definitions = new Map<string, CardDefinition<never>>()
const listeners = new Set<() => void>()
let version = 0
let comingLoads = 0

function changed(): void {
  version++
  for (const listener of listeners) listener()
}

/** Declares a card kind; a capability registers its cards the same way. Cards on screen re-render. */
export function registerCard<P>(definition: CardDefinition<P>): void {
  definitions.set(definition.kind, definition as unknown as CardDefinition<never>)
  changed()
}

/**
 * Capabilities loading after the first paint register their cards when they arrive: meanwhile a
 * card of a kind not yet known shows the loading state rather than the fallback.
 */
export function expectCardsFrom(loading: Promise<unknown>): void {
  comingLoads++
  changed()
  void loading.finally(() => {
    comingLoads--
    changed()
  })
}

export function moreCardsComing(): boolean {
  return comingLoads > 0
}

/** For useSyncExternalStore: the registry's version changes with every registration. */
export function subscribeToCards(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function cardsVersion(): number {
  return version
}

/**
 * Fetches the views of cards an answer is likely to show, so that the card renders, and does what
 * it does (a search), as soon as the answer comes. Kinds not registered yet, or not lazy, are skipped.
 */
export function preloadCards(kinds: readonly string[]): Promise<void> {
  return Promise.all(
    kinds.map((kind) =>
      definitions
        .get(kind)
        ?.preload?.()
        .catch(() => undefined),
    ),
  ).then(() => undefined)
}

export function getCardDefinition(kind: string): CardDefinition<unknown> | undefined {
  return definitions.get(kind) as CardDefinition<unknown> | undefined
}

export function defaultIsStale(ctx: StaleContext): boolean {
  return !ctx.isLatest
}
