import type { Language } from './common'
import { APP_BASE } from './http'
import type { CalendarEvent } from './calendar-file'

/** The facts a booking's calendar event is made of, known to the screen and to the server alike. */
export interface BookingCalendarFacts {
  /** The booking number (the rental's id). */
  number: string | number
  start: string | number | Date
  end: string | number | Date
  tenantName: string
  vehicle: { make: string; model: string }
  station: { name: string; address: string } | null
  /** The origin the app is served from (https://demo.example): the event's UID and link. */
  origin: string
  lang: Language
}

const TEXT = {
  fr: { summary: (tenant: string, vehicle: string) => `${tenant} : ${vehicle}`, description: (n: string) => `Réservation n° ${n}` },
  en: { summary: (tenant: string, vehicle: string) => `${tenant}: ${vehicle}`, description: (n: string) => `Booking no. ${n}` },
} as const

/**
 * The one rule for a booking's calendar event: the confirmation's "Add to my calendar" and the
 * confirmation e-mail's attachment both come from here, so a calendar gets the same event (same
 * UID, so it updates instead of doubling) whichever way it came.
 */
export function bookingCalendarEvent(f: BookingCalendarFacts): CalendarEvent {
  const number = String(f.number)
  const text = TEXT[f.lang]
  return {
    uid: `rental-${number}@${new URL(f.origin).host}`,
    start: f.start,
    end: f.end,
    summary: text.summary(f.tenantName, `${f.vehicle.make} ${f.vehicle.model}`),
    location: f.station ? `${f.station.name}, ${f.station.address}` : null,
    description: text.description(number),
    url: `${f.origin}${APP_BASE}account/bookings/${number}`,
  }
}
