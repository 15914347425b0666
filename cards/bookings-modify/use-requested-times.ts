import { useQuery } from '@tanstack/react-query'
import type { Rental } from '@contracts/rental'
import { queryClient } from '@/core/query/query-client'
import { useCardHost } from '../shared/card-host'
import type { BookingsModifyCardProps } from './schema'

export type Requested = { start: number | null; end: number | null }

/** The times of the chat's first reading: its dates, or the end moved by the minutes a late driver said. */
function firstReading(rental: Rental, props: BookingsModifyCardProps): Requested {
  const end = props.extendBy ? Date.parse(rental.reservation_end_time) + props.extendBy * 60_000 : props.endDate ? Date.parse(props.endDate) : null
  return { start: props.startDate ? Date.parse(props.startDate) : null, end }
}

/**
 * The new times asked of this booking: the sentence read again against it when the card has the
 * sentence (a time said without a day is on the booking's day), else the times of the first reading.
 * The reading depends only on the sentence, its target and the booking's start, which key it: the
 * engine runs once per such input, not on every render, and a card shown again reads it from the cache.
 */
export function useRequestedTimes(rental: Rental, props: BookingsModifyCardProps): Requested | 'reading' {
  const { sentence, which, date } = props
  const start = Date.parse(rental.reservation_start_time)
  // The chat's engine reads the sentence; the card reaches it through its host.
  const { rereadModifyTimes } = useCardHost()
  const reread = useQuery(
    {
      queryKey: ['modify-reread', rental.id, start, sentence?.now, sentence?.text, which, date],
      queryFn: async () => {
        if (!sentence) return null
        return rereadModifyTimes(sentence, { which: which === 'soonest' ? null : which, date }, { start }).catch(() => null)
      },
      enabled: sentence !== null,
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  )
  const first = firstReading(rental, props)
  if (sentence === null) return first
  if (reread.isPending) return 'reading'
  return reread.data ?? first
}
