import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { bookingDetailPath } from '../../paths'
import { TripPanel } from '../components/trip-panel'
import '../i18n'

/** account/bookings/{id}/trip: the trip of one rental, from the check-in to the receipt. */
export default function TripScreen() {
  const { t } = useTranslation('trip')
  const { id } = useParams()
  const rentalId = Number(id)
  useDocumentTitle(t('screen.title'))
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <Link to={bookingDetailPath(rentalId)} className="self-start text-primary underline underline-offset-2">
        {t('screen.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <TripPanel rentalId={rentalId} />
    </div>
  )
}
