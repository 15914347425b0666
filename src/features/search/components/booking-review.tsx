import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useRentalLabels, useStations } from '@/lib/reference-data'
import { confirmBooking, discardBooking } from '../booking-actions'
import { carpoolOfferWarning } from '../carpool-offer'
import { destinationText } from '../destination-text'
import { useSearchStore } from '../search-store'
import { useBooker } from '../use-booker'
import { useSearchSettings } from '../use-search-settings'
import { priceRequestFor, usePriceBreakdown } from '../use-price-breakdown'
import { CarpoolOfferBox } from './carpool-offer-box'
import { MemberPrompt } from './member-prompt'
import { SignupPrompt } from './signup-prompt'
import { OverlapNotice } from './overlap-notice'
import { PanelHeading } from './panel-heading'
import { EstimatedDistanceLine } from './estimated-distance-line'
import { PriceBreakdown } from './price-breakdown'
import { PrivacyUsageDialog } from './privacy-usage-dialog'
import { StayDates } from './stay-dates'
import { VehicleFacts } from './vehicle-facts'
import { StationBlock } from './vehicle-details'

/** The booking state: review what will be booked, offer a carpool, confirm or go back (spec section 4). */
export function BookingReview() {
  const { t } = useTranslation(['booking', 'search'])
  const settings = useSearchSettings()
  const booker = useBooker()
  const stations = useStations()
  const labels = useRentalLabels()
  const s = useSearchStore()
  const [prompt, setPrompt] = useState(false)
  const [signup, setSignup] = useState(false)
  const [consent, setConsent] = useState(false)
  const [showWarning, setShowWarning] = useState(false)
  const vehicle = s.vehicle
  const joining = s.carpool !== null
  const price = usePriceBreakdown(vehicle ? priceRequestFor(vehicle.id, s.criteria, joining) : null)
  if (!vehicle) return null
  const start = joining ? Date.parse(s.carpool!.reservation_start_time) : s.criteria.startDate
  const end = joining ? Date.parse(s.carpool!.reservation_end_time) : s.criteria.endDate
  const stationId = joining ? s.carpool!.start_station_id : (s.selected?.station?.id ?? s.criteria.startStation)
  const station = s.selected?.station ?? stations.find((st) => st.id === stationId) ?? null
  const label = labels.find((l) => l.id === s.criteria.rentalLabel)?.name
  const destination = joining ? null : destinationText(s.criteria.destination)
  const warningKey = carpoolOfferWarning(s.criteria)
  const warning = showWarning && warningKey ? t(warningKey) : null

  const confirm = async (privacyUsage: boolean | null = null) => {
    const result = await confirmBooking(booker, privacyUsage)
    if (result === 'prompt-member') setPrompt(true)
    if (result === 'redirect-signup') setSignup(true)
    if (result === 'ask-privacy-usage') setConsent(true)
    if (result === 'invalid-offer') setShowWarning(true)
    if (result === 'confirmed') setConsent(false)
  }

  return (
    <section aria-labelledby="booking-title" className="flex flex-col gap-4">
      <PanelHeading id="booking-title">{joining ? t('booking:review.join-title') : t('booking:review.title')}</PanelHeading>
      <p className="font-semibold">
        {vehicle.make} {vehicle.model} <span className="font-normal text-muted-foreground">{vehicle.year}</span>
      </p>
      <StayDates start={start} end={end} />
      <OverlapNotice start={start} end={end} enabled={!joining} />
      {station && <StationBlock station={station} />}
      {joining && s.carpool!.carpooling_destination && <p className="text-sm">{t('booking:review.carpool-destination', { destination: s.carpool!.carpooling_destination })}</p>}
      {destination && <p className="text-sm">{t('booking:review.destination', { destination })}</p>}
      {!joining && <EstimatedDistanceLine distance={s.criteria.estimatedDistance} />}
      {label && <p className="text-sm">{t('booking:review.rental-label', { label })}</p>}
      {!joining && s.criteria.discountCodes[0] && <p className="text-sm">{t('booking:review.discount-code', { code: s.criteria.discountCodes[0] })}</p>}
      <VehicleFacts vehicle={vehicle} />
      {!joining && <PriceBreakdown state={price} fallback={{ price: s.selected?.price ?? null, before: s.selected?.prediscount_price }} />}
      {!joining && settings.useCarpooling && <CarpoolOfferBox offer={s.criteria} warning={warning} />}
      {!joining && settings.usePrivacyUsage && vehicle.geotracking_privacy_usage && <p className="text-sm text-muted-foreground">{t('booking:review.privacy-notice')}</p>}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button size="lg" onClick={() => void confirm()} disabled={s.bookingStatus === 'submitting'}>
          {joining ? t('booking:review.join') : t('booking:review.confirm')}
        </Button>
        <Button size="lg" variant="secondary" onClick={discardBooking}>
          {t('booking:review.discard')}
        </Button>
      </div>
      <MemberPrompt open={prompt} onOpenChange={setPrompt} />
      <SignupPrompt open={signup} onOpenChange={setSignup} />
      <PrivacyUsageDialog open={consent} onOpenChange={setConsent} onAnswer={(accepted) => void confirm(accepted)} />
    </section>
  )
}
