import { bookingCalendarEvent } from './booking-calendar'
import { APP_BASE } from './http'

describe('a booking as a calendar event (the screen and the e-mail)', () => {
  const facts = {
    number: 42,
    start: '2026-11-28T14:00:00Z',
    end: '2026-11-28T17:00:00Z',
    tenantName: 'Demo',
    vehicle: { make: 'Honda', model: 'Fit' },
    station: { name: 'Gare Centrale', address: '895 rue De la Gauchetière O' },
    origin: 'https://demo.example:8443',
  }

  it('says what the confirmation screen said, in each language', () => {
    expect(bookingCalendarEvent({ ...facts, lang: 'fr' })).toEqual({
      uid: 'rental-42@demo.example:8443',
      start: facts.start,
      end: facts.end,
      summary: 'Demo : Honda Fit',
      location: 'Gare Centrale, 895 rue De la Gauchetière O',
      description: 'Réservation n° 42',
      url: `https://demo.example:8443${APP_BASE}account/bookings/42`,
    })
    expect(bookingCalendarEvent({ ...facts, lang: 'en' })).toMatchObject({ summary: 'Demo: Honda Fit', description: 'Booking no. 42', uid: 'rental-42@demo.example:8443' })
  })

  it('has no location when the station is unknown', () => {
    expect(bookingCalendarEvent({ ...facts, station: null, lang: 'en' }).location).toBeNull()
  })
})
