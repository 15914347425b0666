import { useEffect } from 'react'
import { mainCard } from '@contracts/card-rules'
import { loadCardProvider, loadCards, removeCard, setMainCard } from './actions'
import { useAccountStore } from './store'

/** The member's cards (main first, then by default date), the provider that adds one, and the actions. */
export function useCards() {
  const cards = useAccountStore((s) => s.cards)
  const status = useAccountStore((s) => s.cardsStatus)
  const provider = useAccountStore((s) => s.provider)
  useEffect(() => {
    void loadCards()
    void loadCardProvider()
  }, [])
  return { cards, main: mainCard(cards) ?? null, status, provider, setMain: setMainCard, remove: removeCard, reload: () => void loadCards() }
}
