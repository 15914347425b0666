import { useTranslation } from 'react-i18next'
import { calendarFile, calendarFileName } from '@contracts/calendar-file'
import { APP_BASE } from '@contracts/http'
import type { Station } from '@contracts/reference'
import { downloadTextFile } from '@/lib/download-file'
import { useStations } from '@/lib/reference-data'
import { useTenant } from '@/lib/tenant'
import { currentLanguage } from '@/i18n'
import { formatPrice } from './format'
import type { BookingOutcome } from './search-store'

export interface BookingFacts {
  /** The booking number drivers quote to the operator. */
  number: string
  station: (Pick<Station, 'name' | 'address'> & { mapUrl: string }) | null
  price: string | null
  saveToCalendar: () => void
}

/** A map of the station in a new tab, where a phone offers its own maps app too. */
export const stationMapUrl = (s: Pick<Station, 'latitude' | 'longitude'>): string =>
  `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`

/**
 * What a confirmation says besides the dates: the booking number, where to pick the car up (a map
 * link), the price, and the booking as a calendar event. The same for the screen and the chat card.
 */
export function useBookingFacts(outcome: BookingOutcome): BookingFacts {
  const { t } = useTranslation('booking')
  const { tenant } = useTenant()
  const stations = useStations()
  const booking = outcome.kind === 'rental' ? outcome.rental : outcome.carpool
  const station = stations.find((s) => s.id === booking.start_station_id) ?? null
  const vehicle = `${outcome.vehicle.make} ${outcome.vehicle.model}`
  const number = String(booking.id)
  return {
    number,
    station: station && { name: station.name, address: station.address, mapUrl: stationMapUrl(station) },
    price: outcome.kind === 'rental' ? formatPrice(outcome.rental.price, currentLanguage()) : null,
    saveToCalendar: () => {
      const file = calendarFile({
        uid: `rental-${number}@${window.location.host}`,
        start: booking.reservation_start_time,
        end: booking.reservation_end_time,
        summary: t('confirmation.calendar-summary', { tenant: tenant.human_name, vehicle }),
        location: station ? `${station.name}, ${station.address}` : null,
        description: t('confirmation.calendar-description', { number }),
        url: `${window.location.origin}${APP_BASE}account/bookings/${number}`,
      })
      downloadTextFile(calendarFileName(number), file, 'text/calendar')
    },
  }
}
