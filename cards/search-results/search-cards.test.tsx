import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetSearch } from '@/features/search/search-store'
import { CardView, startCard } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { bookingReviewCard } from '../booking-review'
import { bookingConfirmationCard } from '../booking-confirmation'
import { carpoolOffersCard } from '../carpool-offers'
import { vehicleCard } from '../vehicle'
import { searchResultsCard } from './index'
import { setNextCardSink, type NextCard } from './next-card'
import { formatDateInWords } from '@/features/search/date-time'
import { GARE, START, criteriaFixture, resultFixture, vehicleFixture } from './test-fixtures'

const iso = (ms: number) => new Date(ms).toISOString()

const latest = { isLatest: true, state: {}, authenticated: true }
let pushed: NextCard[]

for (const card of [searchResultsCard, vehicleCard, bookingReviewCard, bookingConfirmationCard, carpoolOffersCard]) {
  registerCard(card as unknown as CardDefinition<unknown>)
}

beforeEach(() => {
  localStorage.clear()
  resetSearch()
  pushed = []
  setNextCardSink((card) => pushed.push(card))
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})
afterEach(() => {
  vi.unstubAllGlobals()
  setNextCardSink(null)
})

const reference = {
  'GET /stations': { stations: [GARE] },
  'GET /categories': { categories: [] },
  'GET /rental_labels': { rental_labels: [{ id: 3, name: 'Personnel', aliases: [] }] },
}
/** The trip details the fixture tenant requires (labels and the destination field on), as a search that said them. */
const TRIP = {
  rentalLabel: 3,
  destination: { label: 'Visite', name: 'Laval', placeId: 'p1', formattedAddress: 'Laval, QC, Canada', lat: 45.6, long: -73.7, displayText: 'Laval, QC, Canada' },
}

describe('search results card', () => {
  it('runs the search the chat understood and lists the vehicles with their price', async () => {
    const { calls } = fakeApi({ ...reference, 'POST /vehicles/search': { total: 1, results: [resultFixture()] } })
    await renderCard(<CardView kind="search-results" props={{ criteria: criteriaFixture() }} stale={latest} />)
    const list = await screen.findByRole('list', { name: 'Véhicules disponibles' }, { timeout: 5000 })
    expect(list).toHaveTextContent('Toyota Yaris Hybride')
    expect(list).toHaveTextContent(/27,00\s\$/)
    const search = calls.find((c) => c.path === '/vehicles/search')?.body as { search: Record<string, unknown> }
    expect(search.search).toMatchObject({ start_station_id: 1, start_time: iso(START), end_time: iso(START + 3 * 3600_000), gears_type: null })

    await userEvent.click(screen.getByRole('button', { name: /Toyota Yaris Hybride/ }))
    expect(pushed).toHaveLength(1)
    expect(pushed[0]).toMatchObject({ kind: 'vehicle', props: { result: { vehicle: { id: 11 } } } })
  })

  it('a search the chat started as it posted the card has left before the card renders, and the card shows it without asking again', async () => {
    const { calls } = fakeApi({ ...reference, 'POST /vehicles/search': { total: 1, results: [resultFixture()] } })
    startCard('m1-c0', 'search-results', { criteria: criteriaFixture() })
    await waitFor(() => expect(calls.filter((c) => c.path === '/vehicles/search')).toHaveLength(1))
    await renderCard(<CardView kind="search-results" props={{ criteria: criteriaFixture() }} stale={latest} />, { host: { cardId: 'm1-c0' } })
    expect(await screen.findByRole('list', { name: 'Véhicules disponibles' }, { timeout: 5000 })).toHaveTextContent('Toyota Yaris Hybride')
    expect(calls.filter((c) => c.path === '/vehicles/search')).toHaveLength(1)
  })

  it('says why nothing was found and offers other times, nearby stations and a carpool', async () => {
    const vieuxPort = { ...GARE, id: 3, name: 'Vieux-Port', latitude: 45.5075, longitude: -73.554 }
    fakeApi({ ...reference, 'GET /stations': { stations: [GARE, vieuxPort] }, 'POST /vehicles/search': { total: 0, results: [] } })
    await renderCard(<CardView kind="search-results" props={{ criteria: criteriaFixture({ categories: [2] }) }} stale={latest} />)
    expect(await screen.findByText(/Aucun véhicule trouvé dans cette catégorie/)).toBeInTheDocument()
    const alternatives = screen.getByRole('list', { name: 'Autres possibilités :' })
    expect(alternatives).toHaveTextContent('2 h plus tôt')
    expect(alternatives).toHaveTextContent('2 h plus tard')
    expect(alternatives).toHaveTextContent('À Vieux-Port')
    await userEvent.click(screen.getByRole('button', { name: 'Chercher un covoiturage' }))
    expect(pushed[0]).toMatchObject({ kind: 'carpool-offers' })
  })

  it("shows a search error with the spec's message", async () => {
    fakeApi({ ...reference, 'POST /vehicles/search': () => json({ errors: [{ code: 'INVALID_DISCOUNT_CODE', detail: 'x' }] }, 400) })
    await renderCard(<CardView kind="search-results" props={{ criteria: criteriaFixture({ discountCodes: ['FAUX'] }) }} stale={latest} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code promo est invalide.')
  })

  it('on an address tenant, says the address was not found rather than a missing station (both languages)', async () => {
    const addressTenant = { search_engine: 'address' as const }
    const criteria = criteriaFixture({ startStation: null, endStation: null })
    for (const [language, expected] of [
      ['fr', 'Je ne trouve pas l’adresse « 1000 rue Sherbrooke Ouest ».'],
      ['en', 'I cannot find the address “1000 rue Sherbrooke Ouest”.'],
    ] as const) {
      const { calls } = fakeApi({ ...reference, 'GET /places': { places: [] } })
      const view = await renderCard(<CardView kind="search-results" props={{ criteria, addressText: '1000 rue Sherbrooke Ouest' }} stale={latest} />, {
        tenant: addressTenant,
        language,
      })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(expected)
      expect(alert).not.toHaveTextContent(/station/i)
      expect(calls.some((c) => c.path === '/vehicles/search')).toBe(false)
      view.unmount()
    }
  })

  it('on an address tenant, asks for an address when the chat understood none', async () => {
    fakeApi(reference)
    await renderCard(<CardView kind="search-results" props={{ criteria: criteriaFixture({ startStation: null, endStation: null }) }} stale={latest} />, {
      tenant: { search_engine: 'address' },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Près de quelle adresse dois-je chercher ?')
  })
})

describe('booking review card', () => {
  it('asks the privacy-usage consent before creating the rental, then shows the confirmation', async () => {
    const vehicle = vehicleFixture({ geotracking_privacy_usage: true })
    const rental = {
      id: 90,
      status: 'pending',
      vehicle_id: 11,
      driver_id: 7,
      start_station_id: 1,
      end_station_id: 1,
      destination_id: null,
      reservation_start_time: '2026-11-26T14:00:00.000Z',
      reservation_end_time: '2026-11-26T17:00:00.000Z',
      estimated_distance: null,
      rental_label_id: null,
      discount_codes: [],
      geotracking: true,
      carpooling: false,
      carpooling_destination: null,
      destination: null,
      distance: null,
      distance_unit: 'km',
      price: { value_cents: 2700, iso_code: 'CAD' },
      passengers_count: 0,
      created_at: '2026-11-25T19:03:00.000Z',
      actions: {
        modify_start: { allowed: true, until: null },
        modify_end: { allowed: true, until: null },
        cancel: { allowed: true, until: null },
        geotracking: { allowed: false },
      },
    }
    const { calls } = fakeApi({ ...reference, 'GET /custom_contents': { custom_contents: [] }, 'POST /user/rentals': () => json({ rental }, 201) })
    const { host } = await renderCard(
      <CardView kind="booking-review" props={{ result: resultFixture(vehicle), carpool: null, vehicle, criteria: criteriaFixture(TRIP) }} stale={latest} />,
    )
    const card = await screen.findByRole('article', { name: 'Vérifiez votre réservation' }, { timeout: 5000 })
    expect(card).toHaveTextContent(formatDateInWords(START, 'America/Montreal', 'fr'))
    expect(card).toHaveTextContent(/27,00\s\$/)
    expect(card).toHaveTextContent('Climatisation, Bluetooth')

    await userEvent.click(screen.getByRole('button', { name: /^Confirmer la réservation de la / }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Dites si vous acceptez la géolocalisation')
    expect(calls.some((c) => c.path === '/user/rentals')).toBe(false)

    await userEvent.click(screen.getByRole('radio', { name: "J'accepte la géolocalisation" }))
    await userEvent.click(screen.getByRole('button', { name: /^Confirmer la réservation de la / }))
    await waitFor(() => expect(pushed.map((p) => p.kind)).toEqual(['booking-confirmation']))
    // The conversation is told which booking was made, after the confirmation that ends the search.
    expect(host.report).toHaveBeenCalledWith({ kind: 'booked', bookingId: '90' })
    const body = calls.find((c) => c.path === '/user/rentals')?.body as { rental: Record<string, unknown> }
    expect(body.rental).toMatchObject({ vehicle_id: 11, driver_id: 7, geotracking: true, start_station_id: 1, reservation_start_time: iso(START) })
  })

  it.each([
    ['fr', 'Destination : Visite (Laval, QC, Canada)'],
    ['en', 'Destination: Visite (Laval, QC, Canada)'],
  ] as const)('says the destination the search gave (%s)', async (language, text) => {
    fakeApi(reference)
    const vehicle = vehicleFixture()
    const destination = { label: 'Visite', name: 'Laval', placeId: 'p1', formattedAddress: 'Laval, QC, Canada', lat: 45.6, long: -73.7, displayText: 'Laval, QC, Canada' }
    await renderCard(
      <CardView kind="booking-review" props={{ result: resultFixture(vehicle), carpool: null, vehicle, criteria: criteriaFixture({ ...TRIP, destination }) }} stale={latest} />,
      { language },
    )
    const card = await screen.findByRole('article', { name: language === 'fr' ? 'Vérifiez votre réservation' : 'Review your booking' }, { timeout: 5000 })
    expect(card).toHaveTextContent(text)
  })

  it('refuses a carpool destination without the box ticked', async () => {
    const vehicle = vehicleFixture()
    const { calls } = fakeApi(reference)
    await renderCard(<CardView kind="booking-review" props={{ result: resultFixture(vehicle), carpool: null, vehicle, criteria: criteriaFixture(TRIP) }} stale={latest} />)
    await userEvent.type(await screen.findByLabelText('Destination du covoiturage', {}, { timeout: 5000 }), 'Laval')
    await userEvent.click(screen.getByRole('button', { name: /^Confirmer la réservation de la / }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Cochez « Proposer des places en covoiturage »')
    expect(calls.some((c) => c.path === '/user/rentals')).toBe(false)
  })
})

describe('trip details the tenant requires', () => {
  it('asks the rental label (quick replies), then the destination and its label, before the review; the booking carries them', async () => {
    const vehicle = vehicleFixture({ geotracking_privacy_usage: false })
    const { calls } = fakeApi({
      ...reference,
      'GET /custom_contents': { custom_contents: [] },
      'GET /places': { places: [{ name: 'Laval', place_id: 'p9', formatted_address: 'Laval, QC, Canada', latitude: 45.6, longitude: -73.7 }] },
      // Only the body sent is looked at here; the answer's card is the first test's.
      'POST /user/rentals': () => json({ errors: [{ code: 'VEHICLE_NOT_AVAILABLE', detail: 'Pris.' }] }, 409),
    })
    await renderCard(<CardView kind="booking-review" props={{ result: resultFixture(vehicle), carpool: null, vehicle, criteria: criteriaFixture() }} stale={latest} />)
    const card = await screen.findByRole('article', { name: 'Vérifiez votre réservation' }, { timeout: 5000 })
    expect(card).toHaveTextContent('ce service demande quelques précisions sur le trajet')
    // Nothing to confirm yet: the question comes first.
    expect(screen.queryByRole('button', { name: /^Confirmer la réservation/ })).toBeNull()
    await userEvent.click(await within(screen.getByRole('group', { name: 'Quel est le motif de la location ?' })).findByRole('button', { name: 'Personnel' }))

    await userEvent.type(await screen.findByLabelText('Adresse ou ville de destination'), 'Laval')
    await userEvent.type(screen.getByLabelText('Libellé de la destination'), 'Visite')
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }))
    await screen.findByRole('button', { name: /^Confirmer la réservation de la / })
    expect(card).toHaveTextContent('Motif : Personnel')
    expect(card).toHaveTextContent('Destination : Visite (Laval, QC, Canada)')
    await userEvent.click(screen.getByRole('button', { name: /^Confirmer la réservation de la / }))
    await waitFor(() => expect(calls.some((c) => c.path === '/user/rentals')).toBe(true))
    const body = calls.find((c) => c.path === '/user/rentals')?.body as { rental: Record<string, unknown> }
    expect(body.rental).toMatchObject({ rental_label_id: 3, destination: { label: 'Visite', formatted_address: 'Laval, QC, Canada' } })
  })
})

describe('confirmation card', () => {
  it('says booked, how to reach the vehicle, and links to how it works and the bookings', async () => {
    fakeApi(reference)
    const vehicle = vehicleFixture()
    const carpool = {
      id: 7,
      vehicle_id: 11,
      reservation_start_time: '2026-11-27T23:00:00.000Z',
      reservation_end_time: '2026-11-28T04:00:00.000Z',
      carpooling_destination: 'Québec',
      start_station_id: 1,
      end_station_id: 1,
      available_seats: 3,
      driver: { first_name: 'Alex' },
    }
    await renderCard(<CardView kind="booking-confirmation" props={{ outcome: { kind: 'carpool', carpool, vehicle } }} stale={latest} />)
    const card = await screen.findByRole('article', { name: 'Vous avez rejoint le covoiturage' }, { timeout: 5000 })
    // A passenger is not the rental's driver: never the vehicle's access text.
    expect(card).toHaveTextContent("Les instructions d'accès vous seront envoyées avant le départ.")
    expect(card).not.toHaveTextContent('La clé est dans la boîte à gants.')
    expect(screen.getByRole('link', { name: 'Comment ça marche ?' })).toHaveAttribute('href', '/account/help/faq')
    expect(screen.getByRole('link', { name: 'Voir mes réservations' })).toHaveAttribute('href', '/account/bookings')
  })
})
