import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { CancelDeadlineNotice, bookingDetailPath, carpoolingDetailPath, formatPrice, historyDetailPath, isFinished, LeaveCarpool, mayLeaveCarpool, rentalPermissions, useDeadlineText, useNow } from '@/features/bookings'
import { useStations } from '@/lib/reference-data'
import { useCurrentUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { ClassicLink } from '../shared/classic-link'
import { useCardHost } from '../shared/card-host'
import { pushNextCard } from '../search-results/next-card'
import { RentalLine } from '../bookings-shared/rental-line'
import { ResolvedRental } from '../bookings-shared/resolved-rental'
import '../bookings-shared/i18n'
import type { BookingDetailCardProps } from './schema'

function Detail({ rental, stale, onLeft }: { rental: Rental; stale: boolean; onLeft: () => void }) {
  const { t, i18n } = useTranslation('bookings')
  const user = useCurrentUser()
  const { delays } = useTenant()
  const stations = useStations()
  const now = useNow()
  const deadline = useDeadlineText()
  const isDriver = user !== null && rental.driver_id === user.id
  const finished = isFinished(rental.status)
  const p = rentalPermissions(rental, user?.id ?? null, delays, now)
  const station = stations.find((s) => s.id === rental.start_station_id)?.name
  const price = finished ? formatPrice(rental.price, i18n.language === 'en' ? 'en' : 'fr') : null
  const path = !isDriver ? carpoolingDetailPath(rental.id) : finished ? historyDetailPath(rental.id) : bookingDetailPath(rental.id)
  const target = { rentalId: rental.id, which: null, date: null }
  return (
    <>
      <RentalLine rental={rental} />
      {station && <p>{t('item.at-station', { name: station })}</p>}
      {price && <p>{t('chat.price', { price })}</p>}
      {!isDriver && <p>{t('chat.carpool-passenger')}</p>}
      {/* The screen's own button, confirmation and action (features/bookings). */}
      {!stale && mayLeaveCarpool(rental.status, isDriver) && <LeaveCarpool rental={rental} onLeft={onLeft} />}
      {isDriver && !finished && (
        <ul className="list-disc pl-5">
          <li>{p.modifyStart.allowed || !p.modifyEnd.allowed ? deadline('modify', p.modifyStart) : deadline('modify-end', p.modifyEnd)}</li>
          <li>{deadline('cancel', p.cancel)}</li>
        </ul>
      )}
      {isDriver && !finished && !stale && <CancelDeadlineNotice cancel={p.cancel} now={now} />}
      {isDriver && !finished && !stale && (
        <div className="flex flex-wrap gap-2">
          {p.canModify && (
            <Button size="sm" variant="outline" onClick={() => pushNextCard({ text: t('chat.reply-modify'), kind: 'bookings-modify', props: { ...target, startDate: null, endDate: null, sentence: null } })}>
              {t('actions.modify')}
            </Button>
          )}
          {p.cancel.allowed && (
            <Button size="sm" variant="destructive" onClick={() => pushNextCard({ text: t('chat.reply-cancel'), kind: 'bookings-cancel', props: target })}>
              {t('actions.cancel')}
            </Button>
          )}
          {p.geotracking && (
            <Button size="sm" variant="secondary" onClick={() => pushNextCard({ text: t('chat.reply-geotracking'), kind: 'bookings-geotracking', props: { enabled: !rental.geotracking } })}>
              {t(rental.geotracking ? 'actions.geotracking-refuse' : 'actions.geotracking-enable')}
            </Button>
          )}
        </div>
      )}
      <ClassicLink to={path}>{t('chat.open-detail')}</ClassicLink>
    </>
  )
}

/** show_booking: the booking the sentence names, what can still change and until when, and its actions. */
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
    <CardFrame title={t('chat.detail-title')} classicPath="/account/bookings" classicLabel={t('chat.open-list')} stale={stale}>
      {left ? (
        <p role="status">{t('toasts.carpool-left')}</p>
      ) : (
        <ResolvedRental target={props} noneText={t(props.which === 'current' ? 'chat.none-current' : 'chat.none')}>
          {(rental) => <Detail rental={rental} stale={stale} onLeft={onLeft} />}
        </ResolvedRental>
      )}
    </CardFrame>
  )
}

export default BookingDetailCard
