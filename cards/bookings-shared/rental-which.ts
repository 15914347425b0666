import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { formatDay, formatTime } from '@/lib/format-dates'
import { useVehicle } from '@/features/bookings'
import { useTenant } from '@/core/tenant'

/** Which booking it is, in words: its vehicle, the day and the hour it starts. */
export interface RentalWhich {
  vehicle: string
  day: string
  time: string
}

/**
 * The words that tell one booking from another, for the accessible names of a card's actions: a
 * screen reader's list of controls or a voice command then says which booking a button acts on.
 */
export function useRentalWhich(rental: Rental): RentalWhich {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const vehicle = useVehicle(rental.vehicle_id)
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const words = { lang, timeZone: tenant.timezone, now: new Date() } as const
  const start = rental.reservation_start_time
  return {
    vehicle: vehicle ? `${vehicle.make} ${vehicle.model}` : t('item.vehicle-number', { id: rental.vehicle_id }),
    day: formatDay(start, words),
    time: formatTime(start, words),
  }
}

/**
 * A card action's accessible name: its visible words first (WCAG 2.5.3, so a voice command by
 * what is seen still works), then which booking ("Annuler la réservation (Mazda CX-5 du …)").
 */
export function useNamedAction(rental: Rental): (action: string) => string {
  const { t } = useTranslation('bookings')
  const which = useRentalWhich(rental)
  return (action) => t('chat.action-named', { action, ...which })
}
