import { useQuery } from '@tanstack/react-query'
import { mainCard } from '@contracts/card-rules'
import { queryClient } from '@/core/query/query-client'
import { loadStatus } from '@/lib/load-status'
import { cardProviderQuery } from '@/lib/card-provider'
import { removeCard, setMainCard } from './actions'
import { paymentCardsQuery } from './cards-query'

/** The member's cards (main first, then by default date), the provider that adds one, and the actions. */
export function useCards() {
  const query = useQuery(paymentCardsQuery, queryClient)
  const cards = query.data ?? []
  // Null while it loads, and when it failed (the load is logged; the form's place keeps its spinner).
  const provider = useQuery(cardProviderQuery, queryClient).data ?? null
  return { cards, main: mainCard(cards) ?? null, status: loadStatus(query), provider, setMain: setMainCard, remove: removeCard, reload: () => void query.refetch() }
}
