import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { useRentalLabels } from '@/lib/reference-data'
import { useTenant } from '@/core/tenant'
import { formatDateTime, formatDistanceInUnit, formatDuration, formatPrice } from '../format'
import { isFinished } from '../rental-status'
import { Fact } from './vehicle-facts'

/** The booking's own facts (times, distances, price, label, destination, geotracking, carpool) on the detail page and the chat's booking card. */
export function BookingFacts({ rental, isDriver }: { rental: Rental; isDriver: boolean }) {
  const { t, i18n } = useTranslation('bookings')
  const { tenant, flags } = useTenant()
  const labels = useRentalLabels()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const start = Date.parse(rental.reservation_start_time)
  const end = Date.parse(rental.reservation_end_time)
  const finished = isFinished(rental.status)
  const price = finished ? formatPrice(rental.price, lang) : null
  const distance = finished ? formatDistanceInUnit(rental.distance, rental.distance_unit, lang) : null
  const estimated = formatDistanceInUnit(rental.estimated_distance, tenant.distance_unit, lang)
  const destination = rental.destination?.label || rental.destination?.formatted_address || rental.carpooling_destination
  const label = labels.find((l) => l.id === rental.rental_label_id)?.name
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
      <Fact term={t('detail.start')}>{formatDateTime(start, tenant.timezone, lang)}</Fact>
      <Fact term={t('detail.end')}>{formatDateTime(end, tenant.timezone, lang)}</Fact>
      <Fact term={t('detail.duration')}>{formatDuration(end - start, lang)}</Fact>
      {estimated && <Fact term={t('detail.estimated-distance')}>{estimated}</Fact>}
      {distance && <Fact term={t('detail.distance')}>{distance}</Fact>}
      {price && <Fact term={t('detail.price')}>{price}</Fact>}
      {label && <Fact term={t('detail.rental-label')}>{label}</Fact>}
      {destination && <Fact term={t('detail.destination')}>{destination}</Fact>}
      {isDriver && flags.usePrivacyUsage && <Fact term={t('detail.geotracking')}>{t(rental.geotracking ? 'detail.geotracking-on' : 'detail.geotracking-off')}</Fact>}
      {rental.carpooling && <Fact term={t('detail.carpooling')}>{t('detail.passengers-count', { count: rental.passengers_count })}</Fact>}
    </dl>
  )
}
