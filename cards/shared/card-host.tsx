import { createContext, useContext } from 'react'

/**
 * What a card's own button did to a booking, told to the conversation: the next sentence follows
 * from it ("finalement jusqu'à 13h" after the review's button booked changes that booking).
 */
export type CardDone = { kind: 'booked' | 'changed' | 'cancelled'; bookingId: string }

/** What the conversation offers a card: its recorded state, sending a sentence, following up. */
export interface CardHost {
  cardId: string
  /** What the card recorded before (done, a choice, ...): it survives a reload. */
  state: Record<string, unknown>
  setState: (patch: Record<string, unknown>) => void
  /** Sends a sentence as if the user typed it. */
  send: (text: string) => void
  /** Tells the conversation what the card's button did, for the next sentence (nothing is shown). */
  report: (done: CardDone) => void
  /** Lets the assistant answer an intent the card completed (after a login, say). */
  followUp: (intent: string) => void
  /** Gives the focus back to the message box (when a card is done and its controls go away). */
  focusComposer: () => void
  /** Called when a card opens a classic screen (the phone layout closes the chat). */
  onNavigate: () => void
  /** The card is the newest one asking for input: it takes the focus. */
  autoFocus: boolean
  /**
   * Reads a modify sentence again against the booking it names, with the chat's intent engine
   * (which cards do not import): the new times, or null when the sentence so read asks none.
   */
  rereadModifyTimes: (
    sentence: { text: string; now: string },
    target: { which: 'next' | 'current' | 'last' | null; date: string | null },
    booking: { start: number },
  ) => Promise<{ start: number | null; end: number | null } | null>
}

const noop = () => undefined

export const CardHostContext = createContext<CardHost>({
  cardId: 'card',
  state: {},
  setState: noop,
  send: noop,
  report: noop,
  followUp: noop,
  focusComposer: noop,
  onNavigate: noop,
  autoFocus: false,
  rereadModifyTimes: async () => null,
})

export function useCardHost(): CardHost {
  return useContext(CardHostContext)
}
