import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CarpoolResult } from '@contracts/rental'
import { isApiError, messagesOf } from '@/core/api'
import { CarpoolOfferList, chooseCarpool, runCarpoolSearch, useBooker, useSearchStore } from '@/features/search'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { pushNextCard } from '../search-results/next-card'
import { signupNextCard } from '../booking-review/signup-next-card'
import { joinReviewNextCard } from '../booking-review/review-next-card'
import { rankOffers } from './rank-offers'
import { recordShownCarpools } from './shown-carpools'
import { listenTypedChoice } from '../shared/typed-answers'
import type { CarpoolOffersCardProps } from './schema'
import '../search-results/i18n'

type Phase = { kind: 'loading' } | { kind: 'done'; offers: CarpoolResult[] } | { kind: 'error'; messages: string[] }

/** Other members' carpool offers from a station and time; joining one goes to its review. */
export function CarpoolOffersCard({ props, stale }: CardViewProps<CarpoolOffersCardProps>) {
  const { t } = useTranslation(['booking', 'search'])
  const host = useCardHost()
  const booker = useBooker()
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (stale) return
    let cancelled = false
    setPhase({ kind: 'loading' })
    void runCarpoolSearch(props.criteria, { notify: false }).then((outcome) => {
      if (cancelled) return
      if (outcome.ok) {
        const offers = rankOffers(outcome.carpools, props.destinationText)
        recordShownCarpools(host.cardId, offers)
        setPhase({ kind: 'done', offers })
        host.setState({ total: outcome.carpools.length })
      } else setPhase({ kind: 'error', messages: outcome.error ? messagesOf(outcome.error) : [t('search:cards.cannot-search')] })
    })
    return () => {
      cancelled = true
    }
    // One search per attempt; the props never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, stale])

  const join = async (carpool: CarpoolResult) => {
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
      host.setState({ chosen: carpool.id })
      pushNextCard(joinReviewNextCard(carpool, vehicle, t('booking:cards.join-intro')))
    } catch (error) {
      setPhase({ kind: 'error', messages: isApiError(error) ? messagesOf(error) : [t('search:cards.cannot-search')] })
    }
  }

  // "je prends la première", "join the one to Québec": that offer's join button, pressed.
  const shownOffers = phase.kind === 'done' ? phase.offers : null
  useEffect(() => {
    if (stale || !shownOffers) return
    return listenTypedChoice(host.cardId, (id) => {
      const offer = shownOffers.find((o) => String(o.id) === id)
      if (offer) void join(offer)
      return offer !== undefined
    })
    // join reads the booker of this render; the listener is renewed with the offers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host.cardId, shownOffers, stale])

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
      {phase.kind === 'error' && <CardError message={phase.messages.join(' ')} onRetry={() => setAttempt((n) => n + 1)} />}
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
