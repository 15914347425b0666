import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { usePassengers } from '../use-related'

/** Everyone aboard a carpool (GET /rentals/{id}/passengers). */
export function PassengerList({ rentalId }: { rentalId: number }) {
  const { t } = useTranslation('bookings')
  const passengers = usePassengers(rentalId)
  return (
    <div>
      <h3 className="mb-1 font-semibold">{t('detail.passengers')}</h3>
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
