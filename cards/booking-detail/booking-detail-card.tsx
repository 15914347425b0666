import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import {
  BookingAccess,
  BookingFacts,
  CancelDeadlineNotice,
  BookingLocations,
  DriverCard,
  LeaveCarpool,
  PassengerList,
  RentalTermsDialog,
  VehicleFacts,
  formatPrice,
  isFinished,
  mayLeaveCarpool,
  useDeadlineText,
  useBooking,
  useIsRentalDriver,
  useRentalAccess,
  useRentalActions,
} from '@/features/bookings'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { ClassicLink } from '../shared/classic-link'
import { useCardHost } from '../shared/card-host'
import { pushNextCard } from '../search-results/next-card'
import { RentalLine } from '../bookings-shared/rental-line'
import { useNamedAction } from '../bookings-shared/rental-which'
import { ResolvedRental } from '../bookings-shared/resolved-rental'
import '../bookings-shared/i18n'
import type { BookingDetailCardProps } from './schema'
import { paths } from '@/core/paths'

function detailPath(rental: Rental, isDriver: boolean): string {
  return !isDriver ? paths.carpooling(rental.id) : isFinished(rental.status) ? paths.pastBooking(rental.id) : paths.booking(rental.id)
}

/** An older card keeps a one-line summary and fetches nothing; the live card below it holds the detail. */
function StaleDetail({ rental }: { rental: Rental }) {
  const { t, i18n } = useTranslation('bookings')
  const isDriver = useIsRentalDriver(rental)
  const price = isFinished(rental.status) ? formatPrice(rental.price, i18n.language === 'en' ? 'en' : 'fr') : null
  return (
    <>
      <RentalLine rental={rental} />
      {price && <p>{t('chat.price', { price })}</p>}
      <ClassicLink to={detailPath(rental, isDriver)}>{t('chat.open-detail')}</ClassicLink>
    </>
  )
}

function Detail({ found, onLeft }: { found: Rental; onLeft: () => void }) {
  const { t } = useTranslation('bookings')
  // The detail page's own hook: the rental and its vehicle afresh (the access text is per moment).
  const { rental: loaded, vehicle, now } = useBooking(found.id)
  const rental = loaded ?? found
  const deadline = useDeadlineText()
  const p = useRentalActions(rental, now)
  const { isDriver } = p
  const access = useRentalAccess(rental, vehicle, isDriver, now)
  const finished = isFinished(rental.status)
  const path = detailPath(rental, isDriver)
  const target = { rentalId: rental.id, which: null, date: null }
  const named = useNamedAction(rental)
  return (
    <>
      <RentalLine rental={rental} />
      {!isDriver && <p>{t('chat.carpool-passenger')}</p>}
      <BookingFacts rental={rental} isDriver={isDriver} />
      <BookingAccess access={access} headingLevel={4} />
      {/* The screen's own button, confirmation and action (features/bookings). */}
      {mayLeaveCarpool(rental.status, isDriver) && <LeaveCarpool rental={rental} onLeft={onLeft} />}
      {isDriver && !finished && (
        <ul className="list-disc pl-5">
          <li>{p.modifyStart.allowed || !p.modifyEnd.allowed ? deadline('modify', p.modifyStart) : deadline('modify-end', p.modifyEnd)}</li>
          <li>{deadline('cancel', p.cancel)}</li>
        </ul>
      )}
      {isDriver && !finished && <CancelDeadlineNotice cancel={p.cancel} now={now} />}
      {isDriver && !finished && (
        <div className="flex flex-wrap gap-2">
          {p.canModify && (
            <Button
              size="sm"
              variant="outline"
              aria-label={named(t('actions.modify'))}
              onClick={() => pushNextCard({ text: t('chat.reply-modify'), kind: 'bookings-modify', props: { ...target, startDate: null, endDate: null, sentence: null } })}
            >
              {t('actions.modify')}
            </Button>
          )}
          {p.cancel.allowed && (
            <Button
              size="sm"
              variant="destructive"
              aria-label={named(t('actions.cancel'))}
              onClick={() => pushNextCard({ text: t('chat.reply-cancel'), kind: 'bookings-cancel', props: target })}
            >
              {t('actions.cancel')}
            </Button>
          )}
          {p.geotracking && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={named(t(rental.geotracking ? 'actions.geotracking-refuse' : 'actions.geotracking-enable'))}
              onClick={() => pushNextCard({ text: t('chat.reply-geotracking'), kind: 'bookings-geotracking', props: { enabled: !rental.geotracking } })}
            >
              {t(rental.geotracking ? 'actions.geotracking-refuse' : 'actions.geotracking-enable')}
            </Button>
          )}
        </div>
      )}
      {rental.carpooling && <PassengerList rentalId={rental.id} headingLevel={4} />}
      {!isDriver && <DriverCard driverId={rental.driver_id} headingLevel={4} />}
      <BookingLocations rental={rental} vehicle={vehicle} headingLevel={4} mapLink={<ClassicLink to={path}>{t('chat.map-link')}</ClassicLink>} />
      {vehicle && (
        // Folded: the vehicle's many facts would push the conversation away; a disclosure is one Tab stop.
        <details className="rounded-md border border-border p-2">
          <summary className="cursor-pointer font-semibold">{t('detail.facts')}</summary>
          <div className="mt-2">
            <VehicleFacts vehicle={vehicle} headingLevel={4} titled={false} />
          </div>
        </details>
      )}
      <RentalTermsDialog />
      <ClassicLink to={path}>{t('chat.open-detail')}</ClassicLink>
    </>
  )
}

/**
 * show_booking: the booking the sentence names with everything its detail page shows (facts, access
 * text for its driver, passengers or driver, places, vehicle, rental terms), what can still change
 * and until when, and its actions.
 */
export function BookingDetailCard({ props, stale }: CardViewProps<BookingDetailCardProps>) {
  const { t } = useTranslation('bookings')
  const host = useCardHost()
  // Once the passenger left, the rental is no longer theirs to read: the card says so and stays so.
  const left = host.state.left === true
  const onLeft = () => {
    host.setState({ left: true })
    host.focusComposer()
  }
  return (
    <CardFrame title={t('chat.detail-title')} classicPath={paths.bookings} classicLabel={t('chat.open-list')} stale={stale}>
      {left ? (
        <p role="status">{t('toasts.carpool-left')}</p>
      ) : (
        <ResolvedRental target={props} noneText={t(props.which === 'current' ? 'chat.none-current' : 'chat.none')}>
          {(rental) => (stale ? <StaleDetail rental={rental} /> : <Detail found={rental} onLeft={onLeft} />)}
        </ResolvedRental>
      )}
    </CardFrame>
  )
}

export default BookingDetailCard
