import type { CardKind, CardPropsByKind } from '@cards/kinds'
import type { CardSpec, QuickReply, Reply } from './types'

/** A card of a known kind with props of its type. */
export function card<K extends CardKind>(kind: K, props: CardPropsByKind[K]): CardSpec {
  return { kind, props: { ...props } as Record<string, unknown> }
}

export function reply(text: string, cards: CardSpec[] = [], quickReplies: QuickReply[] = []): Reply {
  return { text, cards, quickReplies }
}
