import { useCallback, useEffect, useRef, useState } from 'react'
import type { Rental } from '@contracts/rental'
import { logLoadError } from '@/lib/api'
import { ensureVehicles } from './actions'
import { fetchRentalPage } from './api'
import type { ListKey } from './rental-lists'
import { useBookingsStore } from './store'

type Status = 'loading' | 'ready' | 'error'

/**
 * One list of spec section 4 shown page after page ("more"), as the chat lists it: the first
 * `pages` pages, one after the other. Its own copy of the pages, so that the classic screen's
 * pagination (the store's one page) and the conversation's list never move each other; a booking
 * changed since (cancelled, moved) shows as the store now has it.
 */
export function useRentalListMore(key: ListKey, pages: number, onPages: (pages: number) => void) {
  const [loaded, setLoaded] = useState<Rental[][]>([])
  const [total, setTotal] = useState(0)
  const [limit, setLimit] = useState(1)
  const [status, setStatus] = useState<Status>('loading')
  const [attempt, setAttempt] = useState(0)
  const changed = useBookingsStore((s) => s.rentals)
  const vehicles = useBookingsStore((s) => s.vehicles)
  const count = useRef(0)
  count.current = loaded.length

  useEffect(() => {
    let live = true
    const wanted = Math.max(1, pages)
    const run = async () => {
      setStatus('loading')
      try {
        for (let page = count.current + 1; page <= wanted && live; page++) {
          const { rentals, meta } = await fetchRentalPage(key, page)
          await ensureVehicles(rentals.map((r) => r.vehicle_id))
          if (!live) return
          setLoaded((all) => [...all.slice(0, page - 1), rentals])
          setTotal(meta.total)
          setLimit(meta.limit)
          count.current = page
        }
        if (live) setStatus('ready')
      } catch (error) {
        logLoadError(`rentals (${key}, more)`, error)
        if (live) setStatus('error')
      }
    }
    void run()
    return () => {
      live = false
    }
  }, [key, pages, attempt])

  const rentals = loaded.flat().map((r) => changed[r.id] ?? r)
  const hasMore = status === 'ready' && rentals.length < total && loaded.length * limit < total
  const more = useCallback(() => onPages(Math.max(1, pages) + 1), [onPages, pages])
  return { rentals, total, status, vehicles, hasMore, more, retry: () => setAttempt((n) => n + 1) }
}
