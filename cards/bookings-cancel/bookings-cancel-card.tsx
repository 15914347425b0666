import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { CancelDeadlineNotice, rentalPermissions, useCancelBooking, useDeadlineText, useNow } from '@/features/bookings'
import { useCurrentUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { RentalLine } from '../bookings-shared/rental-line'
import { ResolvedRental } from '../bookings-shared/resolved-rental'
import '../bookings-shared/i18n'
import type { BookingsCancelCardProps } from './schema'

function Cancel({ rental, stale }: { rental: Rental; stale: boolean }) {
  const { t } = useTranslation('bookings')
  const host = useCardHost()
  const user = useCurrentUser()
  const { delays } = useTenant()
  const now = useNow()
  const deadline = useDeadlineText()
  const { cancel, busy } = useCancelBooking(rental)
  const [asking, setAsking] = useState(false)
  if (host.state.done === true || rental.status === 'cancelled') {
    return (
      <>
        <RentalLine rental={rental} />
        <p role="status">{t('chat.cancel-done')}</p>
      </>
    )
  }
  if (!user || rental.driver_id !== user.id) return <p>{t('chat.not-driver')}</p>
  const permissions = rentalPermissions(rental, user.id, delays, now)
  const confirm = async () => {
    if (await cancel()) {
      host.setState({ done: true })
      host.focusComposer()
    }
  }
  return (
    <>
      <RentalLine rental={rental} />
      <p className="font-medium">{deadline('cancel', permissions.cancel)}</p>
      {!stale && <CancelDeadlineNotice cancel={permissions.cancel} now={now} />}
      {permissions.cancel.allowed && !stale && (
        <div role="group" aria-label={t('chat.cancel-group')} className="flex flex-col gap-2">
          {!asking ? (
            <Button variant="destructive" className="self-start" onClick={() => setAsking(true)}>
              {t('actions.cancel')}
            </Button>
          ) : (
            <>
              <p role="alert">{t('chat.cancel-ask')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
                  {t('cancel.confirm')}
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  {t('cancel.keep')}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </>
  )
}

/** cancel_booking: the booking named, until when it may be cancelled, and a confirmation before anything is done. */
export function BookingsCancelCard({ props, stale }: CardViewProps<BookingsCancelCardProps>) {
  const { t } = useTranslation('bookings')
  return (
    <CardFrame title={t('cancel.card-title')} classicPath="/account/bookings" classicLabel={t('chat.open-list')} stale={stale}>
      <ResolvedRental target={props} noneText={t('chat.none-active')}>
        {(rental) => <Cancel rental={rental} stale={stale} />}
      </ResolvedRental>
    </CardFrame>
  )
}

export default BookingsCancelCard
