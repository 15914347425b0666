import { useEffect, useState } from 'react'
import type { Rental } from '@contracts/rental'
import { useTenant } from '@/lib/tenant'
import { loadList, loadRental } from './actions'
import { pickRental, type RentalQuery } from './pick-rental'
import { useBookingsStore } from './store'

export interface RentalTarget extends RentalQuery {
  /** A booking already chosen (a card's earlier choice, a list's row): no search. */
  rentalId: number | null
}

export type NamedRental =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'none' }
  | { status: 'found'; rental: Rental }
  | { status: 'choose'; candidates: Rental[] }

/**
 * The booking a chat sentence names, from the member's lists as the server has them now: by id,
 * else by the day it starts or which one (next, current, last).
 */
export function useNamedRental(target: RentalTarget): NamedRental & { retry: () => void } {
  const { tenant } = useTenant()
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'error'>('loading')
  const lists = useBookingsStore((s) => s.lists)
  const { rentalId, which, date } = target
  const byId = useBookingsStore((s) => (rentalId === null ? null : (s.rentals[rentalId] ?? null)))

  useEffect(() => {
    let live = true
    setLoaded('loading')
    const run = async () => {
      if (rentalId !== null) return (await loadRental(rentalId)) !== null
      await Promise.all([loadList('bookings.inProgress'), loadList('bookings.upcoming'), loadList('history')])
      const status = useBookingsStore.getState().listStatus
      return status['bookings.inProgress'] === 'ready' && status['bookings.upcoming'] === 'ready'
    }
    void run().then((ok) => {
      if (live) setLoaded(ok ? 'ready' : 'error')
    })
    return () => {
      live = false
    }
  }, [rentalId, which, date, attempt])

  const retry = () => setAttempt((n) => n + 1)
  if (rentalId !== null) {
    if (byId) return { status: 'found', rental: byId, retry }
    return { status: loaded === 'ready' ? 'none' : loaded, retry }
  }
  if (loaded !== 'ready') return { status: loaded, retry }
  const pool: Rental[] = [...(lists['bookings.inProgress']?.items ?? []), ...(lists['bookings.upcoming']?.items ?? []), ...(lists.history?.items ?? [])]
  const pick = pickRental(pool, { which, date }, Date.now(), tenant.timezone)
  if (pick.kind === 'found') return { status: 'found', rental: pick.rental, retry }
  if (pick.kind === 'choose') return { status: 'choose', candidates: pick.candidates, retry }
  return { status: 'none', retry }
}
