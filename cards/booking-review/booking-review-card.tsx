import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { useRentalLabels } from '@/lib/reference-data'
import {
  CarpoolOfferBox,
  EstimatedDistanceLine,
  OverlapNotice,
  PriceBreakdown,
  PrivacyUsageDialog,
  StayDates,
  carpoolOfferWarning,
  confirmBooking,
  destinationText,
  missingTripDetails,
  patchCriteria,
  prepareBooking,
  priceRequestFor,
  useBooker,
  usePriceBreakdown,
  useSearchSettings,
  useSearchStore,
} from '@/features/search'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { useTypedAnswer } from '../shared/use-typed-answer'
import { CardFrame } from '../shared/card-frame'
import { pushNextCard } from '../search-results/next-card'
import { signupNextCard } from './signup-next-card'
import type { BookingReviewCardProps } from './schema'
import { TripDetails, type TripPatch } from './trip-details'
import '../search-results/i18n'

/**
 * What will be booked, before anything is: the dates as understood, price, options, label and
 * code, the carpool offer and the privacy-usage consent when the vehicle needs it.
 */
export function BookingReviewCard({ props, stale }: CardViewProps<BookingReviewCardProps>) {
  const { t } = useTranslation(['booking', 'search'])
  const id = useId()
  const host = useCardHost()
  const booker = useBooker()
  const settings = useSearchSettings()
  const labels = useRentalLabels()
  const offer = useSearchStore((s) => s.criteria)
  const submitting = useSearchStore((s) => s.bookingStatus === 'submitting')
  const [consent, setConsent] = useState<boolean | null>(null)
  const [readTerms, setReadTerms] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const { vehicle, carpool, result } = props
  const joining = carpool !== null
  // The trip details answered in this card (kept across a reload), over the search's criteria.
  const trip = (host.state.trip as TripPatch | undefined) ?? null
  const criteria = useMemo(() => (props.criteria && trip ? { ...props.criteria, ...trip } : props.criteria), [props.criteria, trip])
  const [missing] = joining || !criteria ? [] : missingTripDetails(criteria, settings)
  const start = joining ? Date.parse(carpool.reservation_start_time) : (criteria?.startDate ?? null)
  const end = joining ? Date.parse(carpool.reservation_end_time) : (criteria?.endDate ?? null)
  const needsConsent = !joining && settings.usePrivacyUsage && vehicle.geotracking_privacy_usage
  const label = labels.find((l) => l.id === criteria?.rentalLabel)?.name
  const destination = joining ? null : destinationText(criteria?.destination ?? null)
  const code = criteria?.discountCodes[0]
  const name = `${vehicle.make} ${vehicle.model}`
  const done = host.state.done === true
  const price = usePriceBreakdown(priceRequestFor(vehicle.id, criteria, joining))

  // The review drives the shared flow: the classic view behind the chat shows the same booking.
  // Once, when the card appears live: the ref remembers it was done (or not to be done) at mount.
  const prepared = useRef(stale || done)
  useEffect(() => {
    if (prepared.current) return
    prepared.current = true
    prepareBooking({ result, carpool, vehicle, criteria })
  }, [result, carpool, vehicle, criteria])

  // The last trip question answered goes away: its review's confirm button takes the focus.
  const confirmButton = useRef<HTMLButtonElement>(null)
  const wasMissing = useRef(missing)
  useEffect(() => {
    if (wasMissing.current && !missing) confirmButton.current?.focus()
    wasMissing.current = missing
  }, [missing])

  const answerTrip = (patch: TripPatch) => {
    const next = { ...trip, ...patch }
    host.setState({ trip: next })
    // The shared flow books from the store's criteria: the classic view behind shows the same trip.
    patchCriteria(patch)
    setProblem(null)
  }

  const confirm = async () => {
    setProblem(null)
    if (missing) return setProblem(t('booking:cards.trip-missing'))
    if (useSearchStore.getState().vehicle?.id !== vehicle.id) prepareBooking({ result, carpool, vehicle, criteria })
    const outcome = await confirmBooking(booker, consent)
    if (outcome === 'ask-privacy-usage') setProblem(t('booking:cards.consent-needed'))
    if (outcome === 'invalid-offer') setProblem(t('booking:error-message-destination-whitout-checkbox'))
    if (outcome === 'prompt-member') pushNextCard({ text: t('booking:cards.login-to-book'), kind: 'login', props: { reason: 'search_vehicles' } })
    if (outcome === 'redirect-signup') pushNextCard(signupNextCard())
    if (outcome === 'confirmed') {
      const stored = useSearchStore.getState().outcome
      host.setState({ done: true })
      if (stored) pushNextCard({ text: t('booking:cards.confirmed-intro'), kind: 'booking-confirmation', props: { outcome: stored } })
      // Told after the confirmation, which ends the search: the booking made is what comes next.
      if (stored?.kind === 'rental') host.report({ kind: 'booked', bookingId: String(stored.rental.id) })
    }
  }

  // A typed "oui" is this card's button (the same confirmation, consent and checks); "non" books nothing.
  useTypedAnswer((yes) => {
    if (stale || done || submitting) return false
    if (yes) void confirm()
    return true
  })

  const title = joining ? t('booking:review.join-title') : t('booking:review.title')
  if (missing && !stale && !done) {
    return (
      <CardFrame title={title} classicPath="/" classicLabel={t('search:cards.open-map')} stale={false}>
        <p>{t('booking:cards.trip-intro')}</p>
        <p className="font-medium">
          {name} {vehicle.year}
        </p>
        <TripDetails detail={missing} labels={labels} distanceUnit={settings.distanceUnit} onAnswer={answerTrip} />
        {problem && (
          <p role="alert" className="font-medium text-destructive">
            {problem}
          </p>
        )}
      </CardFrame>
    )
  }
  return (
    <CardFrame title={title} classicPath="/" classicLabel={t('search:cards.open-map')} stale={stale || done}>
      <p className="font-medium">
        {name} {vehicle.year}
      </p>
      <StayDates start={start} end={end} />
      <OverlapNotice start={start} end={end} enabled={!joining && !stale && !done} />
      {joining && carpool.carpooling_destination && <p>{t('booking:review.carpool-destination', { destination: carpool.carpooling_destination })}</p>}
      {!joining && result?.station && <p>{t('search:cards.at-station', { name: result.station.name })}</p>}
      {!joining && <PriceBreakdown compact state={price} fallback={{ price: result?.price ?? null, before: result?.prediscount_price }} />}
      {vehicle.options.length > 0 && <p>{t('booking:review.options', { options: vehicle.options.map((o) => t(`search:options.${o}`)).join(', ') })}</p>}
      {!joining && <EstimatedDistanceLine distance={criteria?.estimatedDistance} />}
      {destination && <p>{t('booking:review.destination', { destination })}</p>}
      {label && <p>{t('booking:review.rental-label', { label })}</p>}
      {code && <p>{t('booking:review.discount-code', { code })}</p>}
      {!stale && !done && (
        <>
          {!joining && settings.useCarpooling && <CarpoolOfferBox offer={offer} warning={carpoolOfferWarning(offer) && problem ? problem : null} />}
          {needsConsent && (
            <fieldset className="flex flex-col gap-1">
              <legend className="font-medium">{t('booking:cards.consent-legend')}</legend>
              {([true, false] as const).map((answer) => (
                <div key={String(answer)} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={`${id}-consent-${answer}`}
                    name={`${id}-consent`}
                    className="size-4 accent-[var(--tenant-primary)]"
                    checked={consent === answer}
                    onChange={() => setConsent(answer)}
                  />
                  <Label htmlFor={`${id}-consent-${answer}`}>{t(answer ? 'booking:cards.consent-accept' : 'booking:cards.consent-refuse')}</Label>
                </div>
              ))}
              <Button variant="link" className="h-auto self-start px-0" onClick={() => setReadTerms(true)}>
                {t('booking:cards.read-consent')}
              </Button>
              <PrivacyUsageDialog
                open={readTerms}
                onOpenChange={setReadTerms}
                onAnswer={(accepted) => {
                  setConsent(accepted)
                  setReadTerms(false)
                }}
              />
            </fieldset>
          )}
          {problem && !(carpoolOfferWarning(offer) && problem) && (
            <p role="alert" className="font-medium text-destructive">
              {problem}
            </p>
          )}
          <Button
            ref={confirmButton}
            aria-label={joining ? t('booking:review.join-named', { name }) : t('booking:review.confirm-named', { name })}
            onClick={() => void confirm()}
            disabled={submitting}
          >
            {joining ? t('booking:review.join') : t('booking:review.confirm')}
          </Button>
        </>
      )}
      {done && <p>{t('booking:cards.review-done')}</p>}
    </CardFrame>
  )
}

export default BookingReviewCard
