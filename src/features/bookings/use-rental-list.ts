import { useCallback, useEffect } from 'react'
import { loadList } from './actions'
import { pageCount, type ListKey } from './rental-lists'
import { useBookingsStore } from './store'

/** One list of spec section 4 with its pagination; the first page loads when the list is first shown. */
export function useRentalList(key: ListKey) {
  const page = useBookingsStore((s) => s.lists[key])
  const status = useBookingsStore((s) => s.listStatus[key])
  const vehicles = useBookingsStore((s) => s.vehicles)
  useEffect(() => {
    void loadList(key, 1)
  }, [key])
  const goTo = useCallback((n: number) => void loadList(key, n), [key])
  return {
    rentals: page?.items ?? [],
    page: page?.page ?? 1,
    pages: page ? pageCount(page.total, page.limit) : 0,
    total: page?.total ?? 0,
    status,
    vehicles,
    goTo,
    reload: () => void loadList(key, page?.page ?? 1),
  }
}
