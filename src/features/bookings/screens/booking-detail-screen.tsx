import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/document-title'
import { BookingDetailView } from '../components/booking-detail-view'
import { useBooking } from '../use-booking'
import { paths } from '@/core/paths'

function backLink(pathname: string): { to: string; key: string } {
  if (pathname.includes('/bookings-history/')) return { to: paths.bookingsHistory, key: 'detail.back-history' }
  if (pathname.includes('/carpoolings/')) return { to: paths.carpoolings, key: 'detail.back-carpoolings' }
  return { to: paths.bookings, key: 'detail.back-bookings' }
}

/** account/bookings/{id}, account/bookings-history/{id}, account/carpoolings/{id}: one booking detail view. */
export default function BookingDetailScreen() {
  const { t } = useTranslation('bookings')
  const { id } = useParams()
  const { pathname } = useLocation()
  const rentalId = Number(id)
  const { rental, vehicle, status, permissions, isDriver, now, reload } = useBooking(rentalId)
  const back = backLink(pathname)
  const failed = !(rental && permissions) && (status === 'error' || !Number.isInteger(rentalId))
  // The title says what the page shows: once the load has failed it is no longer "Loading…".
  useDocumentTitle(rental ? t(isDriver ? 'detail.your-booking' : 'detail.your-carpooling') : t(failed ? 'detail.load-error' : 'detail.loading'))

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-8">
      <Link to={back.to} className="self-start text-primary underline underline-offset-2">
        {t(back.key)}
      </Link>
      {rental && permissions ? (
        <BookingDetailView rental={rental} vehicle={vehicle} permissions={permissions} isDriver={isDriver} now={now} />
      ) : failed ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <h1 className="text-2xl font-semibold">{t('detail.load-error')}</h1>
          <Button variant="secondary" onClick={reload}>
            {t('lists.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </div>
  )
}
