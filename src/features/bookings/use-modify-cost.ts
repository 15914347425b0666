import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { costIncrease } from '@contracts/booking-warnings'
import type { Money } from '@contracts/common'
import { PriceQuoteResponseSchema } from '@contracts/price-breakdown'
import type { Rental } from '@contracts/rental'
import { apiPost } from '@/core/api'
import { BOOKINGS_KEY, queryClient } from '@/core/query/query-client'
import type { Times } from './modify-bounds'

/** What a change of times costs more: the price before and after, and the difference, before taxes. */
export interface ModifyCost {
  before: Money
  after: Money
  difference: Money
}

async function priceOf(rental: { id: number; vehicleId: number; distance: number | null }, times: Times, signal: AbortSignal): Promise<Money> {
  const body = {
    price: {
      start_time: new Date(times.start).toISOString(),
      end_time: new Date(times.end).toISOString(),
      estimated_distance: rental.distance,
      discount_codes: [],
      // Priced as a change of this booking: its kept start may already be past.
      rental_id: rental.id,
    },
  }
  return (await apiPost(`/vehicles/${rental.vehicleId}/price`, body, PriceQuoteResponseSchema, { signal })).price_quote.price
}

/**
 * A change that costs more, for the modify dialog and the chat's modify card alike:
 * the server prices the booking's times and the new ones the same way (POST /vehicles/{id}/price),
 * and contracts/booking-warnings.ts costIncrease says whether the new one costs more. Both are
 * priced, not the new one against the rental's price, so a discount or a rate changed since the
 * booking never passes for a rise. Null while pricing, when it costs the same or less, or when a
 * price cannot be had (the change itself stays possible).
 */
export function useModifyCost(rental: Rental, draft: Times, current: Times, enabled: boolean): ModifyCost | null {
  // A moment's pause: the pickers move a quarter hour at a time, each step is not priced.
  const settled = useSettled(draft, 300)
  const changed = draft.start !== current.start || draft.end !== current.end
  const still = settled.start === draft.start && settled.end === draft.end
  const { id, vehicle_id: vehicleId, estimated_distance: distance } = rental
  const query = useQuery(
    {
      queryKey: [...BOOKINGS_KEY, 'modify-cost', id, vehicleId, distance, current.start, current.end, settled.start, settled.end],
      queryFn: async ({ signal }) => {
        const booking = { id, vehicleId, distance }
        const [before, after] = await Promise.all([priceOf(booking, current, signal), priceOf(booking, settled, signal)])
        const rise = costIncrease(before.value_cents, after.value_cents)
        return rise ? { before, after, difference: { value_cents: rise.difference, iso_code: after.iso_code } } : null
      },
      enabled: enabled && changed && still,
      // A price that cannot be had leaves the change possible, without the notice.
      retry: false,
    },
    queryClient,
  )
  return enabled && changed && still ? (query.data ?? null) : null
}

/** The value once it has stayed the same for `ms`. */
function useSettled(value: Times, ms: number): Times {
  const [settled, setSettled] = useState(value)
  const { start, end } = value
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ start, end }), ms)
    return () => clearTimeout(timer)
  }, [start, end, ms])
  return settled.start === start && settled.end === end ? value : settled
}
