import type { CarpoolResult } from '@contracts/rental'
import { loadedQueryClient } from '@/core/query/query-client-slot'

/** A carpools card's search as its query holds it: the offers in the card's order, or why none. */
export interface CardCarpools {
  offers: CarpoolResult[] | null
  error: unknown
}

/** The query of a carpools card's search, one per card. Apart from the card so that the chat names it without loading the card. */
export const cardCarpoolsKey = (cardId: string) => ['card-carpools', cardId] as const

/**
 * The offers a carpools card shows, as its query holds them: a sentence choosing "the first one" or
 * "the one to Québec" picks among them (dialogues contract, rule 14). Null before its search
 * answered (or after a reload).
 */
export function shownCarpools(cardId: string): readonly CarpoolResult[] | null {
  return loadedQueryClient()?.getQueryData<CardCarpools>(cardCarpoolsKey(cardId))?.offers ?? null
}
