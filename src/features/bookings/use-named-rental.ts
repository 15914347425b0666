import { useQueries, useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import type { Rental } from '@contracts/rental'
import { useTenant } from '@/core/tenant'
import { pickRental, type RentalQuery } from './pick-rental'
import { listQuery, rentalQuery } from './queries'
import type { ListKey } from './rental-lists'

export interface RentalTarget extends RentalQuery {
  /** A booking already chosen (a card's earlier choice, a list's row): no search. */
  rentalId: number | null
}

export type NamedRental = { status: 'loading' } | { status: 'error' } | { status: 'none' } | { status: 'found'; rental: Rental } | { status: 'choose'; candidates: Rental[] }

/** The lists a sentence's booking is looked for in; the first two must answer, the history may fail. */
const POOL: readonly ListKey[] = ['bookings.inProgress', 'bookings.upcoming', 'history']

/**
 * The booking a chat sentence names, from the member's lists as the server has them: by id,
 * else by the day it starts or which one (next, current, last).
 */
export function useNamedRental(target: RentalTarget): NamedRental & { retry: () => void } {
  const { tenant } = useTenant()
  const { rentalId, which, date } = target
  const byId = useQuery({ ...rentalQuery(rentalId ?? 0), enabled: rentalId !== null }, queryClient)
  const lists = useQueries({ queries: rentalId === null ? POOL.map((key) => listQuery(key, 1)) : [] }, queryClient)

  if (rentalId !== null) {
    const retry = () => void byId.refetch()
    if (byId.data) return { status: 'found', rental: byId.data, retry }
    return { status: byId.isError && !byId.isFetching ? 'error' : 'loading', retry }
  }
  const retry = () => lists.filter((l) => l.isError).forEach((l) => void l.refetch())
  if (lists.some((l) => l.isPending || (l.isError && l.isFetching))) return { status: 'loading', retry }
  if (lists.slice(0, 2).some((l) => l.isError)) return { status: 'error', retry }
  const pool: Rental[] = lists.flatMap((l) => l.data?.rentals ?? [])
  const pick = pickRental(pool, { which, date }, Date.now(), tenant.timezone)
  if (pick.kind === 'found') return { status: 'found', rental: pick.rental, retry }
  if (pick.kind === 'choose') return { status: 'choose', candidates: pick.candidates, retry }
  return { status: 'none', retry }
}
