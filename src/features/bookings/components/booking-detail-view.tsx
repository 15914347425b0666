import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { Badge } from '@/components/ui/badge'
import { useRentalLabels } from '@/lib/reference-data'
import { useTenant } from '@/lib/tenant'
import { formatDateTime, formatDistanceInUnit, formatDuration, formatPrice } from '../format'
import type { RentalPermissions } from '../rental-permissions'
import { isFinished, mayLeaveCarpool, mayOpenVehicle, statusLabelKey } from '../rental-status'
import { shownText } from '../shown-text'
import { BookingActions } from './booking-actions'
import { BookingLocations } from './booking-locations'
import { DriverCard } from './driver-card'
import { LeaveCarpool } from './leave-carpool'
import { PassengerList } from './passenger-list'
import { PrivacyUsageDialog } from './privacy-usage-dialog'
import { RentalTermsDialog } from './rental-terms-dialog'
import { Fact, VehicleFacts } from './vehicle-facts'

export interface BookingDetailViewProps {
  rental: Rental
  vehicle: Vehicle | null
  permissions: RentalPermissions
  isDriver: boolean
  busy: boolean
  now: number
}

/**
 * The booking detail of spec section 2, shared by account/bookings/{id}, account/bookings-history/{id}
 * and account/carpoolings/{id}: your-booking, or your-carpooling when the viewer is not the driver.
 */
export function BookingDetailView({ rental, vehicle, permissions, isDriver, busy, now }: BookingDetailViewProps) {
  const { t, i18n } = useTranslation(['bookings', 'status'])
  const { tenant } = useTenant()
  const labels = useRentalLabels()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const start = Date.parse(rental.reservation_start_time)
  const end = Date.parse(rental.reservation_end_time)
  const finished = isFinished(rental.status)
  const name = vehicle ? `${vehicle.make} ${vehicle.model} ${vehicle.year}` : t('item.vehicle-number', { id: rental.vehicle_id })
  const price = finished ? formatPrice(rental.price, lang) : null
  const distance = finished ? formatDistanceInUnit(rental.distance, rental.distance_unit, lang) : null
  const estimated = formatDistanceInUnit(rental.estimated_distance, tenant.distance_unit, lang)
  const destination = rental.destination?.label || rental.destination?.formatted_address || rental.carpooling_destination
  const label = labels.find((l) => l.id === rental.rental_label_id)?.name
  const photo = vehicle?.photos[0] ?? vehicle?.thumbnail_url ?? null
  // Lockbox codes: the server gives them to the driver of any rental of the vehicle it still holds, so a
  // finished rental's page, or a carpool the viewer only rides in, shows none even when the copy has them.
  const access = isDriver && mayOpenVehicle(rental.status) ? shownText(vehicle?.access_instructions) : null

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="booking-title" tabIndex={-1} className="text-2xl font-semibold outline-none">{t(isDriver ? 'detail.your-booking' : 'detail.your-carpooling')}</h1>
          <Badge variant={finished ? 'secondary' : 'default'}>{t(statusLabelKey(rental.status))}</Badge>
        </div>
        <p className="text-lg font-medium">{name}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          {photo && <img src={photo} alt={t('detail.photo', { name })} className="aspect-[16/9] w-full max-w-xl rounded-lg bg-muted object-contain" />}
          <section aria-labelledby="booking-facts-title" className="flex flex-col gap-3">
            <h2 id="booking-facts-title" className="text-lg font-semibold">
              {t('detail.booking')}
            </h2>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
              <Fact term={t('detail.start')}>{formatDateTime(start, tenant.timezone, lang)}</Fact>
              <Fact term={t('detail.end')}>{formatDateTime(end, tenant.timezone, lang)}</Fact>
              <Fact term={t('detail.duration')}>{formatDuration(end - start, lang)}</Fact>
              {estimated && <Fact term={t('detail.estimated-distance')}>{estimated}</Fact>}
              {distance && <Fact term={t('detail.distance')}>{distance}</Fact>}
              {price && <Fact term={t('detail.price')}>{price}</Fact>}
              {label && <Fact term={t('detail.rental-label')}>{label}</Fact>}
              {destination && <Fact term={t('detail.destination')}>{destination}</Fact>}
              {isDriver && <Fact term={t('detail.geotracking')}>{t(rental.geotracking ? 'detail.geotracking-on' : 'detail.geotracking-off')}</Fact>}
              {rental.carpooling && <Fact term={t('detail.carpooling')}>{t('detail.passengers-count', { count: rental.passengers_count })}</Fact>}
            </dl>
            {rental.carpooling && <PassengerList rentalId={rental.id} />}
          </section>
          {access && (
            <section aria-labelledby="booking-access-title" className="flex flex-col gap-2">
              <h2 id="booking-access-title" className="text-lg font-semibold">
                {t('detail.access')}
              </h2>
              <p className="whitespace-pre-line">{access}</p>
            </section>
          )}
        </div>
        <div className="flex flex-col gap-4">
          {isDriver && !finished && <BookingActions rental={rental} permissions={permissions} now={now} busy={busy} />}
          {!isDriver && <DriverCard driverId={rental.driver_id} />}
          {mayLeaveCarpool(rental.status, isDriver) && <LeaveCarpool rental={rental} />}
          <div className="flex flex-col items-start gap-1">
            <RentalTermsDialog />
            {vehicle?.geotracking_privacy_usage && <PrivacyUsageDialog />}
          </div>
        </div>
      </div>

      {vehicle && <VehicleFacts vehicle={vehicle} />}
      <BookingLocations rental={rental} vehicle={vehicle} />
    </div>
  )
}
