import { useEffect, useState } from 'react'
import { costIncrease } from '@contracts/booking-warnings'
import type { Money } from '@contracts/common'
import { PriceQuoteResponseSchema } from '@contracts/price-breakdown'
import type { Rental } from '@contracts/rental'
import { apiPost } from '@/core/api'
import type { Times } from './modify-bounds'

/** What a change of times costs more: the price before and after, and the difference, before taxes. */
export interface ModifyCost {
  before: Money
  after: Money
  difference: Money
}

async function priceOf(rental: Rental, times: Times, signal: AbortSignal): Promise<Money> {
  const body = {
    price: {
      start_time: new Date(times.start).toISOString(),
      end_time: new Date(times.end).toISOString(),
      estimated_distance: rental.estimated_distance,
      discount_codes: [],
      // Priced as a change of this booking: its kept start may already be past.
      rental_id: rental.id,
    },
  }
  return (await apiPost(`/vehicles/${rental.vehicle_id}/price`, body, PriceQuoteResponseSchema, { signal })).price_quote.price
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
  const [cost, setCost] = useState<ModifyCost | null>(null)
  const changed = draft.start !== current.start || draft.end !== current.end
  useEffect(() => {
    setCost(null)
    if (!enabled || !changed) return
    const controller = new AbortController()
    // A moment's pause: the pickers move a quarter hour at a time, each step is not priced.
    const timer = setTimeout(() => {
      Promise.all([priceOf(rental, current, controller.signal), priceOf(rental, draft, controller.signal)])
        .then(([before, after]) => {
          const rise = costIncrease(before.value_cents, after.value_cents)
          setCost(rise && { before, after, difference: { value_cents: rise.difference, iso_code: after.iso_code } })
        })
        .catch(() => undefined)
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // The times and the rental's id are the inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rental.id, rental.vehicle_id, draft.start, draft.end, current.start, current.end, enabled, changed])
  return cost
}
