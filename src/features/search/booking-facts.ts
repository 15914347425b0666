import { bookingCalendarEvent } from '@contracts/booking-calendar'
import { calendarFile, calendarFileName } from '@contracts/calendar-file'
import type { Station } from '@contracts/reference'
import { downloadTextFile } from '@/lib/download-file'
import { useStations } from '@/lib/reference-data'
import { useTenant } from '@/core/tenant'
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
  const { tenant } = useTenant()
  const stations = useStations()
  const booking = outcome.kind === 'rental' ? outcome.rental : outcome.carpool
  const station = stations.find((s) => s.id === booking.start_station_id) ?? null
  const number = String(booking.id)
  return {
    number,
    station: station && { name: station.name, address: station.address, mapUrl: stationMapUrl(station) },
    price: outcome.kind === 'rental' ? formatPrice(outcome.rental.price, currentLanguage()) : null,
    saveToCalendar: () => {
      // The event's rule is shared with the confirmation e-mail's attachment (contracts/booking-calendar.ts).
      const file = calendarFile(
        bookingCalendarEvent({
          number,
          start: booking.reservation_start_time,
          end: booking.reservation_end_time,
          tenantName: tenant.human_name,
          vehicle: outcome.vehicle,
          station,
          origin: window.location.origin,
          lang: currentLanguage(),
        }),
      )
      downloadTextFile(calendarFileName(number), file, 'text/calendar')
    },
  }
}
