import { useTranslation } from 'react-i18next'
import { CalendarPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useBookingFacts } from '../booking-facts'
import type { BookingOutcome } from '../search-store'

/** The confirmation's facts: booking number, station with its map, price, and "add to my calendar". */
export function BookingFactsList({ outcome }: { outcome: BookingOutcome }) {
  const { t } = useTranslation('booking')
  const facts = useBookingFacts(outcome)
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t('confirmation.number')}</dt>
        <dd>{facts.number}</dd>
        {facts.station && (
          <>
            <dt className="font-semibold">{t('confirmation.station')}</dt>
            <dd>
              {facts.station.name}
              <br />
              {facts.station.address}
              <br />
              <a href={facts.station.mapUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                {t('confirmation.map-link', { station: facts.station.name })}
              </a>
            </dd>
          </>
        )}
        {facts.price && (
          <>
            <dt className="font-semibold">{t('confirmation.price')}</dt>
            <dd>{facts.price}</dd>
          </>
        )}
      </dl>
      <Button variant="secondary" className="self-start" onClick={facts.saveToCalendar}>
        <CalendarPlus aria-hidden="true" />
        {t('confirmation.add-to-calendar')}
      </Button>
    </div>
  )
}
