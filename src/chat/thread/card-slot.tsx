import { useMemo } from 'react'
import { CardHostContext, CardView, type CardHost } from '@cards/index'
import { ChatCardLandmarks } from '@/components/landmark-scope'
import { useSessionStore } from '@/core/session'
import { reportCardDone, setCardState, useConversationStore } from '../conversation/conversation-store'
import type { StoredCard } from '../conversation/message-model'
import { followUp, sendText } from '../conversation/turn'
import { rereadWithTheEngine } from '../conversation/card-reread'
import { useComposerControl } from './composer-control'

interface CardSlotProps {
  card: StoredCard
  isLatest: boolean
  onNavigate: () => void
}

/** One card of a message, with what the conversation offers it (state, sending, focus). */
export function CardSlot({ card, isLatest, onNavigate }: CardSlotProps) {
  const composer = useComposerControl()
  const authenticated = useSessionStore((s) => s.status === 'member')
  const autoFocus = useConversationStore((s) => s.focusCardId === card.id)
  const host = useMemo<CardHost>(
    () => ({
      cardId: card.id,
      state: card.state,
      setState: (patch) => setCardState(card.id, patch),
      send: (text) => void sendText(text),
      report: reportCardDone,
      followUp: (intent) => void followUp(intent),
      focusComposer: composer.focus,
      onNavigate,
      autoFocus,
      rereadModifyTimes: rereadWithTheEngine,
    }),
    [card.id, card.state, composer.focus, onNavigate, autoFocus],
  )
  return (
    <CardHostContext.Provider value={host}>
      {/* A card repeats parts of a classic screen, maybe the one beside the chat: its sections and forms are no landmarks. */}
      <ChatCardLandmarks>
        <CardView kind={card.kind} props={card.props} stale={{ isLatest, state: card.state, authenticated }} />
      </ChatCardLandmarks>
    </CardHostContext.Provider>
  )
}
