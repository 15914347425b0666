import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { resetHttpClient } from '@/core/api/client'
import { resetReferenceData } from '@/lib/reference-data'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { tenantFixture } from '@/test-support/fixtures'
import { resetSearch, useSearchStore } from '../search-store'
import { T0, VEHICLE, criteria } from '../test-fixtures'
import { BookingReview } from './booking-review'
import { resetPriceQuotes } from '../use-price-breakdown'

const destination = { label: 'Visite', name: 'Laval', placeId: 'p1', formattedAddress: 'Laval, QC, Canada', lat: 45.6, long: -73.7, displayText: 'Laval, QC, Canada' }
const station = { id: 1, name: 'Gare Centrale', address: 'x', description: null, latitude: 45.5, longitude: -73.5, aliases: [] }
const result = {
  vehicle: VEHICLE,
  price: { value_cents: 2700, iso_code: 'CAD' },
  prediscount_price: { value_cents: 2700, iso_code: 'CAD' },
  distance_in_meters: null,
  station,
  destination: null,
}

beforeEach(() => {
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: `${window.location.origin}/api` }
  resetHttpClient()
  resetReferenceData()
  // The reference data (stations, labels) the review reads: none needed here.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ stations: [], rental_labels: [], categories: [] }), { headers: { 'Content-Type': 'application/json' } }))
  useTenantStore.getState().setTenant(tenantFixture())
  resetSearch()
})
afterEach(() => vi.unstubAllGlobals())

describe('the booking review screen', () => {
  it.each([
    ['fr', 'Vérifiez votre réservation', 'Destination : Visite (Laval, QC, Canada)'],
    ['en', 'Review your booking', 'Destination: Visite (Laval, QC, Canada)'],
  ] as const)('says the destination the search gave (%s)', async (language, title, text) => {
    await i18n.changeLanguage(language)
    useSearchStore.setState({ step: 'booking', criteria: criteria({ destination }), selected: result, vehicle: VEHICLE })
    render(
      <MemoryRouter>
        <BookingReview />
      </MemoryRouter>,
    )
    const review = await screen.findByRole('region', { name: title })
    expect(review).toHaveTextContent(text)
  })

  it('says no destination when the search gave none', async () => {
    await i18n.changeLanguage('fr')
    useSearchStore.setState({ step: 'booking', criteria: criteria(), selected: result, vehicle: VEHICLE })
    render(
      <MemoryRouter>
        <BookingReview />
      </MemoryRouter>,
    )
    expect(await screen.findByRole('region', { name: 'Vérifiez votre réservation' })).not.toHaveTextContent('Destination :')
  })
})

describe('the booking review on a tenant with fewer features', () => {
  const filed = { ...VEHICLE, category_id: 4 }
  const withCategory = () =>
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ stations: [], rental_labels: [], categories: [{ id: 4, name: 'Citadine', aliases: [] }] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )

  async function showReview(features: Record<string, boolean>, estimatedDistance: number | null = null) {
    await i18n.changeLanguage('fr')
    const base = tenantFixture()
    useTenantStore.getState().setTenant(tenantFixture({ features: { ...base.features, ...features } }))
    useSearchStore.setState({ step: 'booking', criteria: criteria({ estimatedDistance }), selected: { ...result, vehicle: filed }, vehicle: filed })
    render(
      <MemoryRouter>
        <BookingReview />
      </MemoryRouter>,
    )
    return screen.findByRole('region', { name: 'Vérifiez votre réservation' })
  }

  it('names the category only where the tenant offers categories', async () => {
    withCategory()
    const review = await showReview({ categories: true })
    expect(await screen.findByText('Citadine')).toBeInTheDocument()
    expect(review).toHaveTextContent('Catégorie')
  })

  it('keeps the category a tenant without categories files its vehicles under to itself', async () => {
    withCategory()
    const review = await showReview({ categories: false })
    // The categories have loaded (the fetch answered) by the time the vehicle facts show.
    await screen.findByText('Portes')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(review).not.toHaveTextContent('Catégorie')
    expect(screen.queryByText('Citadine')).toBeNull()
  })

  it('says the estimated distance the booking will carry, when the tenant asks for one', async () => {
    const review = await showReview({ estimated_distance: true, estimated_destination_field: false }, 12.5)
    expect(review).toHaveTextContent('Distance estimée : 12,5 km')
  })

  it('says no distance when the tenant asks for none', async () => {
    const review = await showReview({ estimated_distance: false }, 40)
    expect(review).not.toHaveTextContent('Distance estimée')
  })
})

describe('the price breakdown of the review', () => {
  const cad = (value_cents: number) => ({ value_cents, iso_code: 'CAD' })
  const quote = {
    lines: [
      { kind: 'hours', quantity: 3, unit_price: cad(900), amount: cad(2700) },
      { kind: 'included_distance', quantity: 100, unit_price: null, amount: cad(0) },
      { kind: 'extra_distance', quantity: 0, unit_price: cad(25), amount: cad(0) },
    ],
    prediscount_price: cad(2700),
    discount: null,
    price: cad(2700),
    taxes: [{ name: 'TPS', rate_percent: 5, amount: cad(135) }],
    total: cad(2835),
    distance_unit: 'km',
    card: { brand: 'visa', last4: '4242' },
    free_cancellation_until: new Date(T0 - 3600_000).toISOString(),
  }

  it('asks the server for the booking under review and shows its lines, taxes, total, card and free cancellation', async () => {
    resetPriceQuotes()
    const asked: unknown[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.url.endsWith('/vehicles/11/price')) {
        asked.push(await request.json())
        return new Response(JSON.stringify({ price_quote: quote }), { headers: { 'Content-Type': 'application/json' } })
      }
      return new Response(JSON.stringify({ stations: [], rental_labels: [], categories: [] }), { headers: { 'Content-Type': 'application/json' } })
    })
    await i18n.changeLanguage('fr')
    useSearchStore.setState({ step: 'booking', criteria: criteria({ estimatedDistance: 40, discountCodes: ['BIENVENUE'] }), selected: result, vehicle: VEHICLE })
    render(
      <MemoryRouter>
        <BookingReview />
      </MemoryRouter>,
    )
    const breakdown = await screen.findByRole('group', { name: 'Détail du prix' })
    expect(breakdown).toHaveTextContent(/3 h × 9,00\s\$/)
    expect(breakdown).toHaveTextContent(/TPS \(5\s%\)\s*1,35\s\$/)
    expect(breakdown).toHaveTextContent(/Total\s*28,35\s\$/)
    expect(breakdown).toHaveTextContent('Carte débitée : Visa se terminant par 4242')
    expect(breakdown).toHaveTextContent("Annulation gratuite jusqu'au")
    expect(asked).toEqual([
      { price: { start_time: new Date(T0).toISOString(), end_time: new Date(T0 + 3 * 3600_000).toISOString(), estimated_distance: 40, discount_codes: ['BIENVENUE'] } },
    ])
  })

  it('shows the search price and says the details are unavailable when the server cannot give them', async () => {
    resetPriceQuotes()
    vi.stubGlobal('fetch', async (request: Request) =>
      request.url.includes('/price')
        ? new Response('{"errors":[{"code":"internal"}]}', { status: 503, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ stations: [], rental_labels: [], categories: [] }), { headers: { 'Content-Type': 'application/json' } }),
    )
    await i18n.changeLanguage('en')
    useSearchStore.setState({ step: 'booking', criteria: criteria(), selected: result, vehicle: VEHICLE })
    render(
      <MemoryRouter>
        <BookingReview />
      </MemoryRouter>,
    )
    expect(await screen.findByText('Price details are not available right now.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Review your booking' })).toHaveTextContent('$27.00')
  })
})
