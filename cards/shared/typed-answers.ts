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

/** What a card does with a typed choice of one of its items (by id): true when it pressed its button. */
export type TypedChoice = (id: string) => boolean

// The cards listening for a typed choice among their items (dialogues contract, rule 14: "je prends la
// première" while carpool offers show), by card id.
const choosers = new Map<string, TypedChoice>()

export function listenTypedChoice(cardId: string, choose: TypedChoice): () => void {
  choosers.set(cardId, choose)
  return () => {
    if (choosers.get(cardId) === choose) choosers.delete(cardId)
  }
}

/** A typed choice for a card: the chosen item's own button, pressed, when the card listens. */
export function pressTypedChoice(cardId: string, id: string): boolean {
  return choosers.get(cardId)?.(id) ?? false
}
