import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import { QueryProvider } from '@/core/query/query-provider'
import { queryClient } from '@/core/query/query-client'
import { resetReferenceData } from '@/lib/reference-data'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { toClientUser } from '@/core/session'
import { fakeApi, json } from '@cards/testing/fake-api'
import { tenantFixture, userFixture } from '@cards/testing/fixtures'
import { setNextCardSink, type NextCard } from '@cards/search-results/next-card'
import { GARE, START, resultFixture, vehicleFixture } from '@cards/search-results/test-fixtures'
import { AlertOfferGreeting } from './alert-offer-greeting'

// The chat's capabilities (cards, handlers) are not what this tests: they count as loaded at once.
vi.mock('../capabilities', () => ({ loadCapabilities: () => Promise.resolve() }))

const iso = (ms: number) => new Date(ms).toISOString()
const alert = (vehicleId: number) => ({
  id: 4,
  start_station_id: GARE.id,
  end_station_id: null,
  latitude: null,
  longitude: null,
  radius: null,
  start_time: iso(START),
  end_time: iso(START + 3 * 3600_000),
  category_ids: [],
  options: [],
  gears_type: null,
  seats_count: null,
  created_at: iso(Date.now()),
  offer: { vehicle_id: vehicleId, expires_at: iso(Date.now() + 8 * 60_000) },
})
let pushed: NextCard[]

beforeEach(async () => {
  queryClient.clear()
  resetReferenceData()
  pushed = []
  setNextCardSink((card) => pushed.push(card))
  useTenantStore.getState().setTenant(tenantFixture())
  useSessionStore.getState().setMember(toClientUser(userFixture()))
  await i18n.changeLanguage('fr')
})
afterEach(() => {
  vi.unstubAllGlobals()
  setNextCardSink(null)
})

const reference = { 'GET /stations': { stations: [GARE] }, 'GET /categories': { categories: [] }, 'GET /rental_labels': { rental_labels: [] } }
const show = () =>
  render(
    <QueryProvider>
      <AlertOfferGreeting />
    </QueryProvider>,
  )

describe('the greeting tells of a vehicle held for an alert', () => {
  it('shows the offer and opens the review of that vehicle in one tap', async () => {
    const held = vehicleFixture()
    const { calls } = fakeApi({ ...reference, 'GET /user/alerts': { alerts: [alert(held.id)] }, 'POST /vehicles/search': { total: 1, results: [resultFixture(held)] } })
    show()
    const region = await screen.findByRole('region', { name: "Un véhicule s'est libéré pour vous" })
    expect(region).toHaveTextContent(/réservé pour vous jusqu'à/)
    await userEvent.click(screen.getByRole('button', { name: /^Réserver le véhicule libéré à / }))
    await waitFor(() => expect(pushed).toHaveLength(1))
    expect(pushed[0]).toMatchObject({
      kind: 'booking-review',
      props: { vehicle: { id: held.id }, criteria: { startStation: GARE.id, startDate: START, endDate: START + 3 * 3600_000 } },
    })
    const search = calls.find((c) => c.path === '/vehicles/search')?.body as { search: Record<string, unknown> }
    expect(search.search).toMatchObject({ start_station_id: GARE.id, start_time: iso(START) })
  })

  it('says so when the vehicle is no longer in the member own search', async () => {
    fakeApi({ ...reference, 'GET /user/alerts': { alerts: [alert(999)] }, 'POST /vehicles/search': { total: 0, results: [] } })
    show()
    await userEvent.click(await screen.findByRole('button', { name: /^Réserver le véhicule libéré à / }))
    expect(await screen.findByRole('status')).toHaveTextContent("Ce véhicule n'est plus disponible.")
    expect(pushed).toEqual([])
  })

  it('shows nothing to a guest, nor without an offer', async () => {
    const { calls } = fakeApi({ ...reference, 'GET /user/alerts': () => json({ alerts: [{ ...alert(1), offer: null }] }) })
    const { container } = show()
    await waitFor(() => expect(calls.some((c) => c.path === '/user/alerts')).toBe(true))
    expect(container).toBeEmptyDOMElement()
    useSessionStore.getState().setAnonymous()
    expect(container).toBeEmptyDOMElement()
  })
})
