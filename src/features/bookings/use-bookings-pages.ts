import { useQueries } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { useCallback } from 'react'
import type { RentalsResponse } from '@contracts/rental'
import { listQuery } from './queries'
import type { ListKey } from './rental-lists'

type Status = 'loading' | 'ready' | 'error'

/**
 * One list of spec section 4 shown page after page ("more"), as the chat lists it: the first
 * `pages` pages. The pages are the same cached reads as the classic screen's, but which page each
 * shows is its own, so the two never move each other; a change invalidates both.
 */
export function useBookingsPages(key: ListKey, pages: number, onPages: (pages: number) => void) {
  const wanted = Math.max(1, pages)
  const results = useQueries({ queries: Array.from({ length: wanted }, (_, i) => listQuery(key, i + 1)) }, queryClient)
  // The pages answered so far, in order: a later page waits for the ones before it.
  const answered: RentalsResponse[] = []
  for (const r of results) {
    if (!r.data) break
    answered.push(r.data)
  }
  const failed = results.some((r) => r.isError && !r.isFetching)
  const status: Status = failed ? 'error' : results.some((r) => r.isPending) ? 'loading' : 'ready'
  const rentals = answered.flatMap((p) => p.rentals)
  const total = answered.at(-1)?.meta.total ?? 0
  const limit = answered.at(-1)?.meta.limit ?? 1
  const hasMore = status === 'ready' && rentals.length < total && answered.length * limit < total
  const more = useCallback(() => onPages(wanted + 1), [onPages, wanted])
  const retry = () => results.filter((r) => r.isError).forEach((r) => void r.refetch())
  return { rentals, total, status, hasMore, more, retry }
}
