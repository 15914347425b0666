import type { VehicleSearchResult } from '@contracts/vehicle'
import type { SearchCriteria } from '@/features/search/search-criteria'

/** The vehicles a results card shows, in its order, and the criteria searched (places said in words resolved). */
export interface ShownResults {
  results: readonly VehicleSearchResult[]
  criteria: SearchCriteria
}

// The vehicles each results card shows, in its order, by card id: a sentence choosing "the second
// one" picks among them (dialogues contract, rule 10). Kept apart from the card so that the chat
// reads them without loading the card.
const shown = new Map<string, ShownResults>()
const KEPT = 16

/** What a results card shows, once its search answered. */
export function recordShownResults(cardId: string, results: ShownResults): void {
  if (shown.size >= KEPT && !shown.has(cardId)) shown.clear()
  shown.set(cardId, results)
}

/** The vehicles a results card shows; null before its search answered (or after a reload). */
export function shownResults(cardId: string): ShownResults | null {
  return shown.get(cardId) ?? null
}
