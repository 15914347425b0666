import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Badge } from '@/components/ui/badge'
import { formatDateTime, isFinished, statusLabelKey, useVehicle } from '@/features/bookings'
import { useTenant } from '@/core/tenant'

/** A booking in one line for the chat: vehicle, status, dates. */
export function RentalLine({ rental }: { rental: Rental }) {
  const { t, i18n } = useTranslation(['bookings', 'status'])
  const { tenant } = useTenant()
  const vehicle = useVehicle(rental.vehicle_id)
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const name = vehicle ? `${vehicle.make} ${vehicle.model}` : t('bookings:item.vehicle-number', { id: rental.vehicle_id })
  return (
    <div className="flex flex-col gap-0.5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{name}</span>
        <Badge variant={isFinished(rental.status) ? 'secondary' : 'default'}>{t(statusLabelKey(rental.status))}</Badge>
      </p>
      <p>
        {t('bookings:item.dates', {
          start: formatDateTime(Date.parse(rental.reservation_start_time), tenant.timezone, lang),
          end: formatDateTime(Date.parse(rental.reservation_end_time), tenant.timezone, lang),
        })}
      </p>
    </div>
  )
}
