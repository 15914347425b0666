import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CheckCircle2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { leaveConfirmation } from '../booking-actions'
import { AccessText } from './access-text'
import type { BookingOutcome } from '../search-store'
import { BookingFactsList } from './booking-facts-list'
import { PanelHeading } from './panel-heading'
import { StayDates } from './stay-dates'
import { paths } from '@/core/paths'

/** The confirmation state: booked (or joined), how to reach the vehicle, how it works (spec section 2). */
export function BookingConfirmation({ outcome }: { outcome: BookingOutcome }) {
  const { t } = useTranslation('booking')
  const { vehicle } = outcome
  const start = outcome.kind === 'rental' ? outcome.rental.reservation_start_time : outcome.carpool.reservation_start_time
  const end = outcome.kind === 'rental' ? outcome.rental.reservation_end_time : outcome.carpool.reservation_end_time
  return (
    <section aria-labelledby="confirmation-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-2 text-success">
        <CheckCircle2 className="size-7" aria-hidden="true" />
        <PanelHeading id="confirmation-title">{outcome.kind === 'rental' ? t('confirmation.title') : t('confirmation.joined-title')}</PanelHeading>
      </div>
      <p className="font-semibold">
        {vehicle.make} {vehicle.model} <span className="font-normal text-muted-foreground">{vehicle.year}</span>
      </p>
      <StayDates start={Date.parse(start)} end={Date.parse(end)} />
      <BookingFactsList outcome={outcome} />
      <div>
        <h3 className="font-semibold">{t('confirmation.access')}</h3>
        <AccessText outcome={outcome} className="whitespace-pre-line text-sm" />
      </div>
      <p>
        <Link to={paths.helpFaq} className="text-primary underline">
          {t('confirmation.how-it-works')}
        </Link>
      </p>
      <Button size="lg" onClick={() => leaveConfirmation()}>
        {t('confirmation.close')}
      </Button>
    </section>
  )
}
