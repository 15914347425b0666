import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { create } from 'zustand'
import type { Language } from '@contracts/common'
import type { PriceQuote } from '@contracts/price-breakdown'
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

interface Entry {
  status: 'loading' | 'ready' | 'failed'
  quote: PriceQuote | null
}

// Quotes by request, language and member: the review screen and the chat card behind it ask for
// the same booking and share one answer. A handful is plenty: a review prices one booking.
const KEEP = 12
const useQuoteStore = create<{ entries: Record<string, Entry>; order: string[] }>(() => ({ entries: {}, order: [] }))

const keyOf = (r: PriceRequest, lang: Language, memberId: number | null) => JSON.stringify([r.vehicleId, r.start, r.end, r.estimatedDistance, r.discountCode, lang, memberId])

function setEntry(key: string, entry: Entry): void {
  useQuoteStore.setState((s) => {
    const order = [...s.order.filter((k) => k !== key), key]
    const dropped = order.length > KEEP ? order.splice(0, order.length - KEEP) : []
    const entries = { ...s.entries, [key]: entry }
    for (const k of dropped) delete entries[k]
    return { entries, order }
  })
}

async function loadQuote(key: string, r: PriceRequest): Promise<void> {
  const known = useQuoteStore.getState().entries[key]
  if (known && known.status !== 'failed') return
  setEntry(key, { status: 'loading', quote: null })
  try {
    const quote = await fetchPriceQuote(r.vehicleId, {
      start_time: new Date(r.start).toISOString(),
      end_time: new Date(r.end).toISOString(),
      estimated_distance: r.estimatedDistance,
      discount_codes: r.discountCode ? [r.discountCode] : [],
    })
    setEntry(key, { status: 'ready', quote })
  } catch {
    // The review still shows the search's price; the breakdown says it is not available.
    setEntry(key, { status: 'failed', quote: null })
  }
}

/** Forgets every quote (a test's fresh start; a sign-out changes the card). */
export function resetPriceQuotes(): void {
  useQuoteStore.setState({ entries: {}, order: [] })
}

export interface PriceBreakdownState {
  status: 'idle' | Entry['status']
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
  const key = request ? keyOf(request, lang, user?.id ?? null) : null
  const entry = useQuoteStore((s) => (key ? s.entries[key] : undefined))
  useEffect(() => {
    if (key && request) void loadQuote(key, request)
    // The key holds every input of the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  if (!request) return { status: 'idle', view: null }
  if (!entry) return { status: 'loading', view: null }
  return { status: entry.status, view: entry.quote ? priceBreakdownView(entry.quote, lang, timezone, t) : null }
}

/** The booking a review prices: the vehicle with the search's times, distance and code; null when joining a carpool or without times. */
export function priceRequestFor(
  vehicleId: number,
  criteria: Pick<SearchCriteria, 'startDate' | 'endDate' | 'estimatedDistance' | 'discountCodes'> | null,
  joining: boolean,
): PriceRequest | null {
  if (joining || !criteria || criteria.startDate === null || criteria.endDate === null) return null
  return { vehicleId, start: criteria.startDate, end: criteria.endDate, estimatedDistance: criteria.estimatedDistance, discountCode: criteria.discountCodes[0]?.trim() || null }
}
