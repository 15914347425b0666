import { useTranslation } from 'react-i18next'
import { CheckCircle2 } from 'lucide-react'
import { AccessText, BookingFactsList, StayDates } from '@/features/search'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { ClassicLink } from '../shared/classic-link'
import type { BookingConfirmationCardProps } from './schema'
import '../search-results/i18n'
import { paths } from '@/core/paths'

/** Booked: the dates, how to reach the vehicle, how it works, and the way to the bookings. */
export function BookingConfirmationCard({ props, stale }: CardViewProps<BookingConfirmationCardProps>) {
  const { t } = useTranslation('booking')
  const { outcome } = props
  const v = outcome.vehicle
  const span = outcome.kind === 'rental' ? outcome.rental : outcome.carpool
  const title = outcome.kind === 'rental' ? t('confirmation.title') : t('confirmation.joined-title')
  return (
    <CardFrame title={title} classicPath={paths.bookings} classicLabel={t('confirmation.close')} classicVariant="default" stale={stale}>
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
        {v.make} {v.model} {v.year}
      </p>
      <StayDates start={Date.parse(span.reservation_start_time)} end={Date.parse(span.reservation_end_time)} />
      {!stale && <BookingFactsList outcome={outcome} />}
      {!stale && (
        <div>
          <h4 className="font-semibold">{t('confirmation.access')}</h4>
          <AccessText outcome={outcome} enabled={!stale} className="whitespace-pre-line" />
        </div>
      )}
      <p>
        <ClassicLink to={paths.helpFaq}>{t('confirmation.how-it-works')}</ClassicLink>
      </p>
    </CardFrame>
  )
}

export default BookingConfirmationCard
