import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { Badge } from '@/components/ui/badge'
import { useTenant } from '@/core/tenant'
import type { RentalActionsView } from '../rental-actions'
import { isFinished, isTripStatus, mayLeaveCarpool, statusLabelKey } from '../rental-status'
import { useRentalAccess } from '../use-rental-access'
import { BookingAccess } from './booking-access'
import { BookingFacts } from './booking-facts'
import { BookingActions } from './booking-actions'
import { BookingBill } from './booking-bill'
import { BookingLocations } from './booking-locations'
import { DriverCard } from './driver-card'
import { LeaveCarpool } from './leave-carpool'
import { PassengerList } from './passenger-list'
import { PrivacyUsageDialog } from './privacy-usage-dialog'
import { RentalTermsDialog } from './rental-terms-dialog'
import { VehicleFacts } from './vehicle-facts'
import { paths } from '@/core/paths'

export interface BookingDetailViewProps {
  rental: Rental
  vehicle: Vehicle | null
  permissions: RentalActionsView
  isDriver: boolean
  now: number
}

/**
 * The booking detail of spec section 2, shared by account/bookings/{id}, account/bookings-history/{id}
 * and account/carpoolings/{id}: your-booking, or your-carpooling when the viewer is not the driver.
 */
export function BookingDetailView({ rental, vehicle, permissions, isDriver, now }: BookingDetailViewProps) {
  const { t } = useTranslation(['bookings', 'status'])
  const { flags } = useTenant()
  const finished = isFinished(rental.status)
  const name = vehicle ? `${vehicle.make} ${vehicle.model} ${vehicle.year}` : t('item.vehicle-number', { id: rental.vehicle_id })
  const photo = vehicle?.photos[0] ?? vehicle?.thumbnail_url ?? null
  // Lockbox codes: the access rule decides (a copy of the vehicle fetched earlier may still hold them).
  const access = useRentalAccess(rental, vehicle, isDriver, now)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="booking-title" tabIndex={-1} className="text-2xl font-semibold outline-none">
            {t(isDriver ? 'detail.your-booking' : 'detail.your-carpooling')}
          </h1>
          <Badge variant={finished ? 'secondary' : 'default'}>{t(statusLabelKey(rental.status))}</Badge>
        </div>
        <p className="text-lg font-medium">{name}</p>
        {isDriver && isTripStatus(rental.status) && (
          <Link
            to={paths.trip(rental.id)}
            className="inline-flex h-10 items-center self-start rounded-md bg-primary px-4 font-medium text-primary-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t('detail.trip')}
          </Link>
        )}
      </header>

      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          {photo && <img src={photo} alt={t('detail.photo', { name })} className="aspect-[16/9] w-full max-w-xl rounded-lg bg-muted object-contain" />}
          <section aria-labelledby="booking-facts-title" className="flex flex-col gap-3">
            <h2 id="booking-facts-title" className="text-lg font-semibold">
              {t('detail.booking')}
            </h2>
            <BookingFacts rental={rental} isDriver={isDriver} />
            {rental.carpooling && <PassengerList rentalId={rental.id} />}
          </section>
          <BookingAccess access={access} />
        </div>
        <div className="flex flex-col gap-4">
          {isDriver && !finished && <BookingActions rental={rental} permissions={permissions} now={now} />}
          {isDriver && rental.status === 'closed' && <BookingBill rental={rental} />}
          {!isDriver && <DriverCard driverId={rental.driver_id} />}
          {mayLeaveCarpool(rental.status, isDriver) && <LeaveCarpool rental={rental} />}
          <div className="flex flex-col items-start gap-1">
            <RentalTermsDialog />
            {flags.usePrivacyUsage && vehicle?.geotracking_privacy_usage && <PrivacyUsageDialog />}
          </div>
        </div>
      </div>

      {vehicle && <VehicleFacts vehicle={vehicle} />}
      <BookingLocations rental={rental} vehicle={vehicle} />
    </div>
  )
}
