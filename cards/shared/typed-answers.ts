/** What a card does with a typed yes or no: true when it pressed one of its buttons. */
export type TypedAnswer = (yes: boolean) => boolean

// The cards listening for a typed "oui" or "non", by card id (dialogues contract, rule 12). Kept
// without React so that the chat's actions reach them without loading any card.
const listeners = new Map<string, TypedAnswer>()

/** A card listens while it is shown; the function returned stops it. */
export function listenTypedAnswer(cardId: string, answer: TypedAnswer): () => void {
  listeners.set(cardId, answer)
  return () => {
    if (listeners.get(cardId) === answer) listeners.delete(cardId)
  }
}

/** A typed yes or no for a card: its own button pressed, when it listens. False when it did nothing. */
export function pressTypedAnswer(cardId: string, yes: boolean): boolean {
  return listeners.get(cardId)?.(yes) ?? false
}
