import { create } from 'zustand'
import { INITIAL_DIALOG_STATE, type DialogState, type PlacePosition, type Position } from '../dialog/types'
import type { CardDone } from '@cards/shared/card-host'
import type { ChatMessage } from './message-model'
import { afterCardDone } from './card-done'
import { saveConversation, type ConversationOwner } from './storage'

export interface ConversationState {
  /** Whose conversation is shown; null until the session is known. */
  owner: ConversationOwner | null
  messages: ChatMessage[]
  dialog: DialogState
  /** A turn is being answered (engine loading, reference data, actions). */
  busy: boolean
  /** The browser's position, once the visitor allowed it. */
  position: Position | null
  /** The visitor refused geolocation, or the browser has none: "near me" is not offered. */
  positionRefused: boolean
  /** The card that should take the focus: the newest one needing input. */
  focusCardId: string | null
  /** The place without a station said last, once GET /places located it. */
  placePosition: PlacePosition | null
  /** The card a typed "oui" or "non" answered: it stays live under that reply, until the next one. */
  answeredCardId: string | null
}

export const INITIAL_CONVERSATION: Omit<ConversationState, 'owner' | 'position' | 'positionRefused'> = {
  messages: [],
  dialog: INITIAL_DIALOG_STATE,
  busy: false,
  focusCardId: null,
  placePosition: null,
  answeredCardId: null,
}

export const useConversationStore = create<ConversationState>(() => ({ owner: null, position: null, positionRefused: false, ...INITIAL_CONVERSATION }))

// Every change of the messages or the dialog state is saved under the current owner's key.
useConversationStore.subscribe((state, previous) => {
  if (!state.owner) return
  if (state.owner === previous.owner && state.messages === previous.messages && state.dialog === previous.dialog) return
  saveConversation(state.owner, { messages: state.messages, dialog: state.dialog })
})

export function appendMessage(message: ChatMessage): void {
  // A new card is the one answered next: the one a typed answer went to is done being live.
  useConversationStore.setState((s) => ({ messages: [...s.messages, message], answeredCardId: message.cards.length > 0 ? null : s.answeredCardId }))
}

/** Records what a card did (done, its error, ...) so that it survives a reload. */
export function setCardState(cardId: string, patch: Record<string, unknown>): void {
  useConversationStore.setState((s) => ({
    messages: s.messages.map((m) =>
      m.cards.some((c) => c.id === cardId) ? { ...m, cards: m.cards.map((c) => (c.id === cardId ? { ...c, state: { ...c.state, ...patch } } : c)) } : m,
    ),
  }))
}

/** What a card's own button did to a booking: the dialog remembers it for the next sentence. */
export function reportCardDone(done: CardDone): void {
  useConversationStore.setState((s) => ({ dialog: afterCardDone(s.dialog, done) }))
}
