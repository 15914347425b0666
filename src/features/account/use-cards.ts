import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { mainCard } from '@contracts/card-rules'
import { queryClient } from '@/core/query/query-client'
import { loadStatus } from '@/lib/load-status'
import { loadCardProvider, removeCard, setMainCard } from './actions'
import { paymentCardsQuery } from './cards-query'
import { useAccountStore } from './store'

/** The member's cards (main first, then by default date), the provider that adds one, and the actions. */
export function useCards() {
  const query = useQuery(paymentCardsQuery, queryClient)
  const cards = query.data ?? []
  const provider = useAccountStore((s) => s.provider)
  useEffect(() => {
    void loadCardProvider()
  }, [])
  return { cards, main: mainCard(cards) ?? null, status: loadStatus(query), provider, setMain: setMainCard, remove: removeCard, reload: () => void query.refetch() }
}
