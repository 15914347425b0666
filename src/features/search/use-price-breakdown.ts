import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Language } from '@contracts/common'
import { queryClient } from '@/core/query/query-client'
import { useCurrentUser } from '@/core/session'
import { fetchPriceQuote } from './api'
import { priceBreakdownView, type PriceBreakdownView } from '@/lib/price-breakdown-view'
import { useLang } from './use-lang'
import { useSearchSettings } from './use-search-settings'
import type { SearchCriteria } from './search-criteria'

/** The booking to price: a vehicle, its times and what the search sent with them. */
export interface PriceRequest {
  vehicleId: number
  start: number
  end: number
  estimatedDistance: number | null
  discountCode: string | null
}

const PRICE_QUOTE_KEY = ['price-quote'] as const

/**
 * One quote by request, language and member: the review screen and the chat card behind it ask for
 * the same booking and share one answer. A quote is kept as read (the server's price for those
 * times does not drift while a review is open); a failed one is asked again when a view shows it anew.
 */
function priceQuoteQuery(r: PriceRequest, lang: Language, memberId: number | null) {
  return {
    queryKey: [...PRICE_QUOTE_KEY, memberId, lang, r.vehicleId, r.start, r.end, r.estimatedDistance, r.discountCode],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchPriceQuote(
        r.vehicleId,
        {
          start_time: new Date(r.start).toISOString(),
          end_time: new Date(r.end).toISOString(),
          estimated_distance: r.estimatedDistance,
          discount_codes: r.discountCode ? [r.discountCode] : [],
        },
        signal,
      ),
    staleTime: Infinity,
    // The review still shows the search's price; the breakdown says at once it is not available.
    retry: false,
  }
}

/** Forgets every quote (a test's fresh start). */
export function resetPriceQuotes(): void {
  queryClient.removeQueries({ queryKey: PRICE_QUOTE_KEY })
}

export interface PriceBreakdownState {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  view: PriceBreakdownView | null
}

/**
 * The price of the booking under review, line by line, as the server computes it: the
 * one source of the review screen's and the chat card's breakdown. Null request: nothing to price
 * (joining a carpool costs the passenger nothing here).
 */
export function usePriceBreakdown(request: PriceRequest | null): PriceBreakdownState {
  const { t } = useTranslation('price')
  const lang = useLang()
  const { timezone } = useSearchSettings()
  const user = useCurrentUser()
  const memberId = user?.id ?? null
  // A placeholder request when there is none: the query is off then, and the hook keeps its order.
  const query = useQuery({ ...priceQuoteQuery(request ?? NO_REQUEST, lang, memberId), enabled: request !== null }, queryClient)
  if (!request) return { status: 'idle', view: null }
  if (query.isError) return { status: 'failed', view: null }
  if (!query.data) return { status: 'loading', view: null }
  return { status: 'ready', view: priceBreakdownView(query.data, lang, timezone, t) }
}

const NO_REQUEST: PriceRequest = { vehicleId: 0, start: 0, end: 0, estimatedDistance: null, discountCode: null }

/** The booking a review prices: the vehicle with the search's times, distance and code; null when joining a carpool or without times. */
export function priceRequestFor(
  vehicleId: number,
  criteria: Pick<SearchCriteria, 'startDate' | 'endDate' | 'estimatedDistance' | 'discountCodes'> | null,
  joining: boolean,
): PriceRequest | null {
  if (joining || !criteria || criteria.startDate === null || criteria.endDate === null) return null
  return { vehicleId, start: criteria.startDate, end: criteria.endDate, estimatedDistance: criteria.estimatedDistance, discountCode: criteria.discountCodes[0]?.trim() || null }
}
