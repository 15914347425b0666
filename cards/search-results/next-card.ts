/** A card that follows another one in the conversation (vehicle after results, review after vehicle, ...). */
export interface NextCard {
  /** The assistant's sentence introducing the card. */
  text: string
  kind: string
  props: Record<string, unknown>
}

type Sink = (card: NextCard) => void
let sink: Sink | null = null

/** The chat plugs in where the next card goes (src/chat/handlers/search). */
export function setNextCardSink(next: Sink | null): void {
  sink = next
}

/** Shows the next card of the search flow as a new assistant message. */
export function pushNextCard(card: NextCard): void {
  if (sink) sink(card)
  else console.error(`No chat to show the ${card.kind} card in`)
}
