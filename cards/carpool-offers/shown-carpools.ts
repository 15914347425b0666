import type { CarpoolResult } from '@contracts/rental'

// The offers each carpools card shows, in its order, by card id: a sentence choosing "the first one"
// or "the one to Québec" picks among them (dialogues contract, rule 14). Kept apart from the card so
// that the chat reads them without loading it.
const shown = new Map<string, readonly CarpoolResult[]>()
const KEPT = 16

export function recordShownCarpools(cardId: string, offers: readonly CarpoolResult[]): void {
  if (shown.size >= KEPT && !shown.has(cardId)) shown.clear()
  shown.set(cardId, offers)
}

/** The offers a carpools card shows; null before its search answered (or after a reload). */
export function shownCarpools(cardId: string): readonly CarpoolResult[] | null {
  return shown.get(cardId) ?? null
}
