import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { formatDay, formatTime } from '@/chat/dialog/format-dates'
import { useVehicle } from '@/features/bookings'
import { useTenant } from '@/lib/tenant'

/**
 * "Choisir" for one of several bookings, named by which it is ("Choisir la Mazda CX-5 du dimanche
 * 29 novembre à 9 h"): a list of buttons all named "Choisir" says nothing to a screen reader's list
 * of controls, nor to a voice command. The visible word starts the name (WCAG 2.5.3).
 */
export function ChooseRentalButton({ rental, onChoose, describedBy }: { rental: Rental; onChoose: () => void; describedBy: string }) {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const vehicle = useVehicle(rental.vehicle_id)
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const name = vehicle ? `${vehicle.make} ${vehicle.model}` : t('item.vehicle-number', { id: rental.vehicle_id })
  const words = { lang, timeZone: tenant.timezone, now: new Date() } as const
  const start = rental.reservation_start_time
  const label = t('chat.choose-named', { vehicle: name, day: formatDay(start, words), time: formatTime(start, words) })
  return (
    <Button size="sm" variant="secondary" aria-label={label} aria-describedby={describedBy} onClick={onChoose}>
      {t('chat.choose-this')}
    </Button>
  )
}
