import { useCallback, useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CarpoolResult } from '@contracts/rental'
import { isApiError, messagesOf } from '@/core/api'
import { queryClient } from '@/core/query/query-client'
import { CarpoolOfferList, chooseCarpool, runCarpoolSearch, useBooker, useSearchStore } from '@/features/search'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { pushNextCard } from '../search-results/next-card'
import { signupNextCard } from '../booking-review/signup-next-card'
import { joinReviewNextCard } from '../booking-review/review-next-card'
import { rankOffers } from './rank-offers'
import { cardCarpoolsKey, type CardCarpools } from './shown-carpools'
import { listenTypedChoice } from '../shared/typed-answers'
import type { CarpoolOffersCardProps } from './schema'
import '../search-results/i18n'

type Phase = { kind: 'loading' } | { kind: 'done'; offers: CarpoolResult[] } | { kind: 'error'; messages: string[] }

/** The card's search, one per card (its props never change), never refetched by itself: a retry is the member's. */
function carpoolOffersQuery(cardId: string, props: CarpoolOffersCardProps) {
  return {
    queryKey: cardCarpoolsKey(cardId),
    queryFn: async (): Promise<CardCarpools> => {
      const outcome = await runCarpoolSearch(props.criteria, { notify: false })
      if (!outcome.ok) return { offers: null, error: outcome.error ?? null }
      return { offers: rankOffers(outcome.carpools, props.destinationText), error: null }
    },
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  }
}

/** What the card shows: a failure to say, the offers, or the search still running. */
function phaseOf(failure: string[] | null, found: { offers: CarpoolResult[] | null; error: unknown } | undefined, cannotSearch: string): Phase {
  if (failure) return { kind: 'error', messages: failure }
  if (!found) return { kind: 'loading' }
  if (found.offers) return { kind: 'done', offers: found.offers }
  return { kind: 'error', messages: found.error ? messagesOf(found.error) : [cannotSearch] }
}

/** Other members' carpool offers from a station and time; joining one goes to its review. */
export function CarpoolOffersCard({ props, stale }: CardViewProps<CarpoolOffersCardProps>) {
  const { t } = useTranslation(['booking', 'search'])
  const host = useCardHost()
  const booker = useBooker()
  const search = useQuery({ ...carpoolOffersQuery(host.cardId, props), enabled: !stale }, queryClient)
  // A join that failed says why in place of the offers, until a retry.
  const [joinError, setJoinError] = useState<string[] | null>(null)
  const found = search.isFetching ? undefined : search.data
  const phase = phaseOf(joinError ?? (search.isError && !search.isFetching ? [t('search:cards.cannot-search')] : null), found, t('search:cards.cannot-search'))
  const total = found?.offers?.length
  const { setState, cardId } = host
  // The count stays with the card once it is only a summary (and after a reload).
  useEffect(() => {
    if (total !== undefined && host.state.total !== total) setState({ total })
  }, [total, host.state.total, setState])

  const join = useCallback(
    async (carpool: CarpoolResult) => {
      try {
        const gate = await chooseCarpool(carpool, booker)
        if (gate === 'prompt-member') {
          pushNextCard({ text: t('booking:cards.login-to-join'), kind: 'login', props: { reason: 'join_carpool' } })
          return
        }
        // Said in the conversation, with the way to continue the signup.
        if (gate === 'redirect-signup') pushNextCard(signupNextCard())
        const vehicle = useSearchStore.getState().vehicle
        if (gate !== 'ok' || !vehicle) return
        setState({ chosen: carpool.id })
        pushNextCard(joinReviewNextCard(carpool, vehicle, t('booking:cards.join-intro')))
      } catch (error) {
        setJoinError(isApiError(error) ? messagesOf(error) : [t('search:cards.cannot-search')])
      }
    },
    [booker, setState, t],
  )

  // "je prends la première", "join the one to Québec": that offer's join button, pressed.
  const shownOffers = phase.kind === 'done' ? phase.offers : null
  useEffect(() => {
    if (stale || !shownOffers) return
    return listenTypedChoice(cardId, (id) => {
      const offer = shownOffers.find((o) => String(o.id) === id)
      if (offer) void join(offer)
      return offer !== undefined
    })
  }, [cardId, shownOffers, stale, join])

  const retry = () => {
    setJoinError(null)
    void search.refetch()
  }

  const title = t('booking:carpool.list-title')
  if (stale) {
    const total = host.state.total
    return (
      <CardFrame title={title} classicPath="/" classicLabel={t('search:cards.open-map')} stale>
        <p>{typeof total === 'number' ? t('booking:cards.offers-count', { count: total }) : t('search:cards.results-stale')}</p>
      </CardFrame>
    )
  }
  return (
    // The answer arrives after the card: its heading takes the focus then.
    <CardFrame title={title} classicPath="/" classicLabel={t('search:cards.open-map')} focusReady={phase.kind !== 'loading'}>
      {phase.kind === 'loading' && <CardLoading label={t('search:results.loading')} />}
      {phase.kind === 'error' && <CardError message={phase.messages.join(' ')} onRetry={retry} />}
      {phase.kind === 'done' && (
        <>
          <p>{phase.offers.length === 0 ? t('booking:carpool.none') : t('booking:cards.offers-count', { count: phase.offers.length })}</p>
          {phase.offers.length > 0 && <CarpoolOfferList carpools={phase.offers} label={title} onJoin={(c) => void join(c)} />}
        </>
      )}
    </CardFrame>
  )
}

export default CarpoolOffersCard
