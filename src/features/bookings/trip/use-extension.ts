import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyApiError } from '@/core/api'
import { queryClient } from '@/core/query/query-client'
import { bookingsKeys } from '../keys'
import type { ExtensionQuote } from '@contracts/trip'
import { extendTripCall, fetchExtensionQuote } from './api'
import { tripKeys } from './keys'

const MINUTE = 60_000

/** The lengths offered at once; another end is typed in the date field. */
export const EXTENSION_STEPS_MINUTES = [30, 60, 120] as const

/** An end `minutes` after the current one, as the API writes instants. */
export const endAfter = (currentEnd: string, minutes: number) => new Date(Date.parse(currentEnd) + minutes * MINUTE).toISOString()

/** What the view offers after a quote: confirm the end asked, or the latest possible end instead when the one asked is taken. */
export type ExtensionChoice = { kind: 'confirm'; end: string } | { kind: 'latest'; end: string } | { kind: 'none' }

export function extensionChoice(quote: ExtensionQuote): ExtensionChoice {
  if (quote.allowed) return { kind: 'confirm', end: quote.end_time }
  if (Date.parse(quote.latest_end) > Date.parse(quote.current_end)) return { kind: 'latest', end: quote.latest_end }
  return { kind: 'none' }
}

/**
 * Extending a trip: the end the driver asks is priced first (GET .../extension, no change made),
 * its lines and the latest possible end shown before any button; confirming sends the spec's
 * modification (PUT /user/rentals/{id}). `initialEnd` comes from a sentence ("prolonge de 30 min").
 */
export function useExtension(id: number, initialEnd: string | null = null) {
  const [asked, setAsked] = useState<string | null>(initialEnd)
  const quote = useQuery(
    {
      queryKey: tripKeys.extension(id, asked ?? ''),
      queryFn: ({ signal }) => fetchExtensionQuote(id, asked as string, signal),
      enabled: asked !== null,
      placeholderData: keepPreviousData,
      retry: false,
    },
    queryClient,
  )
  const mutation = useMutation(
    {
      mutationKey: bookingsKeys.change(id),
      mutationFn: (end: string) => extendTripCall(id, end),
      onSuccess: (rental) => {
        queryClient.setQueryData(bookingsKeys.rental(rental.id), rental)
        void queryClient.invalidateQueries({ queryKey: bookingsKeys.all })
      },
      onError: notifyApiError,
    },
    queryClient,
  )
  const current = quote.data && asked !== null && Date.parse(quote.data.end_time) === Date.parse(asked) ? quote.data : null
  return {
    asked,
    ask: setAsked,
    quote: current,
    quoting: asked !== null && quote.isFetching,
    quoteFailed: quote.isError,
    choice: current ? extensionChoice(current) : null,
    extend: (end: string) =>
      mutation.mutateAsync(end).then(
        () => true,
        () => false,
      ),
    extending: mutation.isPending,
    extended: mutation.isSuccess ? (mutation.data?.reservation_end_time ?? null) : null,
  }
}
