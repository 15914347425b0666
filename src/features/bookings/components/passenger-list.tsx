import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { usePassengers } from '../use-related'

/** Everyone aboard a carpool (GET /rentals/{id}/passengers). */
export function PassengerList({ rentalId, headingLevel = 3 }: { rentalId: number; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('bookings')
  const passengers = usePassengers(rentalId)
  const H = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div>
      <H className="mb-1 font-semibold">{t('detail.passengers')}</H>
      {passengers.state === 'loading' && <Spinner label={t('detail.passengers-loading')} />}
      {passengers.state === 'error' && <p>{t('detail.passengers-unavailable')}</p>}
      {passengers.state === 'ready' &&
        (passengers.data.length === 0 ? (
          <p>{t('detail.no-passengers')}</p>
        ) : (
          <ul className="list-disc pl-5">
            {passengers.data.map((p) => (
              <li key={p.id}>{[p.first_name, p.last_name].filter(Boolean).join(' ') || t('detail.a-member')}</li>
            ))}
          </ul>
        ))}
    </div>
  )
}
