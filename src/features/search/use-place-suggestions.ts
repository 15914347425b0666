import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Place } from '@contracts/place'
import { queryClient } from '@/core/query/query-client'
import { fetchPlaces } from './api'

const DEBOUNCE_MS = 250
const NONE: Place[] = []

/** The text once it has stayed the same for a moment: one request per pause in the typing, not per key. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

/**
 * Suggestions for a typed address, debounced, one query per text: typing back to an earlier text
 * shows its suggestions again without asking, and the last ones stay shown while the next come.
 * A failure shows none (it is logged); the driver types on.
 */
export function usePlaceSuggestions(query: string, enabled: boolean): { places: Place[]; loading: boolean } {
  const q = query.trim()
  const settled = useSettled(q)
  const asking = enabled && q.length >= 2
  const places = useQuery(
    {
      queryKey: ['places', settled],
      queryFn: ({ signal }) => fetchPlaces(settled, signal),
      enabled: asking && settled === q,
      staleTime: 5 * 60_000,
      retry: false,
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
  if (!asking) return { places: NONE, loading: false }
  return { places: places.isError ? NONE : (places.data ?? NONE), loading: settled !== q || places.isFetching }
}
