import { Suspense } from 'react'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { i18n } from '@/i18n'
import { resetHttpClient } from '@/core/api/client'
import { useTenantStore } from '@/core/tenant'
import { catalogKey } from '@/lib/reference-data'
import { queryClient } from '@/core/query/query-client'
import { useToastStore } from '@/lib/toast/toast-store'
import { featuresOn, tenantFixture, vehicleFixture } from '@/test-support/fixtures'
import { removeChip, runSearch } from '../search-actions'
import { searchChips } from '../search-chips'
import { resetSearch, useSearchStore } from '../search-store'
import { criteria } from '../test-fixtures'
import { ResultsPanel } from './results-panel'

const station = { id: 1, name: 'Gare Centrale', address: 'x', description: null, latitude: 45.5, longitude: -73.5, aliases: [] }
const resultOf = (id: number): VehicleSearchResult => ({
  vehicle: vehicleFixture({ id, make: 'Modèle', model: `n°${id}` }),
  price: { value_cents: 2700, iso_code: 'CAD' },
  prediscount_price: { value_cents: 2700, iso_code: 'CAD' },
  distance_in_meters: null,
  station,
  destination: null,
})
const results = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => resultOf(from + i))

// A fake server: POST /vehicles/search answers the page the test sets for each page number.
let pages: Record<number, [number, unknown]>
let sent: Array<{ page: number; station: unknown }>
// While set, the fake server answers a search from station 1 only once it resolves.
let holdStation1: Promise<void> | null

beforeEach(async () => {
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: `${window.location.origin}/api` }
  resetHttpClient()
  pages = {}
  sent = []
  holdStation1 = null
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const body = JSON.parse(await request.text()) as { page: number; search: { start_station_id: unknown } }
    sent.push({ page: body.page, station: body.search.start_station_id })
    const answerOf = pages[body.page]
    if (holdStation1 && body.search.start_station_id === 1) await holdStation1
    const [status, answer] = answerOf ?? [500, { errors: [{ code: 'internal_error', detail: 'x' }] }]
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } })
  })
  useTenantStore.getState().setTenant(tenantFixture({ features: featuresOn({}) }))
  queryClient.setQueryData(catalogKey, { stations: [station, { ...station, id: 2, name: 'Vieux-Port' }], categories: [], rentalLabels: [] })
  await i18n.changeLanguage('fr')
  await i18n.loadNamespaces(['search', 'booking', 'errors'])
  useToastStore.getState().clear()
  resetSearch()
})
afterEach(() => vi.unstubAllGlobals())

function renderPanel() {
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ResultsPanel formOpenByDefault={false} />
      </Suspense>
    </MemoryRouter>,
  )
}

const listed = () => within(screen.getByRole('list', { name: 'Véhicules disponibles' })).getAllByRole('button')

describe('the classic search results (read from the query cache)', () => {
  it('lists a search sent from elsewhere (the chat), then the next page with "show more", the focus on the first vehicle added', async () => {
    pages[1] = [200, { total: 53, results: results(1, 50) }]
    // Page 2 repeats a vehicle of page 1 (one booked between the two reads): listed once.
    pages[2] = [200, { total: 53, results: results(50, 53) }]
    renderPanel()
    await act(() => runSearch(criteria()))
    expect(await screen.findByText('53 véhicules disponibles')).toBeInTheDocument()
    expect(listed()).toHaveLength(50)

    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de véhicules (50 sur 53 affichés)' }))
    await vi.waitFor(() => expect(listed()).toHaveLength(53))
    expect(listed()[50]).toHaveFocus()
    expect(listed()[50]).toHaveTextContent('Modèle n°51')
    expect(screen.queryByRole('button', { name: /Afficher plus/ })).toBeNull()
    expect(sent.map((s) => s.page)).toEqual([1, 2])
  })

  it('keeps the vehicles listed when the next page fails, says it, and asks that page again', async () => {
    pages[1] = [200, { total: 60, results: results(1, 50) }]
    renderPanel()
    await act(() => runSearch(criteria()))
    await screen.findByText('60 véhicules disponibles')
    await userEvent.click(screen.getByRole('button', { name: /Afficher plus/ }))
    await vi.waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1))
    expect(listed()).toHaveLength(50)

    pages[2] = [200, { total: 60, results: results(51, 60) }]
    await userEvent.click(screen.getByRole('button', { name: /Afficher plus/ }))
    await vi.waitFor(() => expect(listed()).toHaveLength(60))
    expect(sent.map((s) => s.page)).toEqual([1, 2, 2])
  })

  it('a new search replaces the results, and an older answer arriving late changes nothing', async () => {
    let answerFirst: () => void = () => undefined
    holdStation1 = new Promise<void>((resolve) => (answerFirst = resolve))
    pages[1] = [200, { total: 1, results: [resultOf(7)] }]
    renderPanel()
    const older = runSearch(criteria())
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    pages[1] = [200, { total: 2, results: [resultOf(8), resultOf(9)] }]
    await act(() => runSearch(criteria({ startStation: 2 })))
    expect(await screen.findByText('2 véhicules disponibles')).toBeInTheDocument()
    answerFirst()
    expect(await older).toEqual({ ok: false, error: null })
    expect(listed().map((b) => b.textContent)).toEqual([expect.stringContaining('n°8'), expect.stringContaining('n°9')])
    expect(useSearchStore.getState().searched?.startStation).toBe(2)
  })

  it('a refused search lists nothing and says why; removing the last chip that lets it run clears the results', async () => {
    pages[1] = [200, { total: 1, results: [resultOf(7)] }]
    renderPanel()
    await act(() => runSearch(criteria()))
    await screen.findByText('1 véhicule disponible')
    pages[1] = [400, { errors: [{ code: 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', detail: 'x' }] }]
    expect((await act(() => runSearch(criteria({ startStation: 2 })))).ok).toBe(false)
    expect(screen.queryByRole('list', { name: 'Véhicules disponibles' })).toBeNull()
    expect(useToastStore.getState().toasts).toHaveLength(1)

    pages[1] = [200, { total: 1, results: [resultOf(7)] }]
    await act(() => runSearch(criteria()))
    await screen.findByText('1 véhicule disponible')
    const dates = searchChips(useSearchStore.getState().criteria).find((c) => c.kind === 'dates')
    expect(dates).toBeDefined()
    await act(() => removeChip(dates!))
    expect(screen.queryByRole('list', { name: 'Véhicules disponibles' })).toBeNull()
    expect(useSearchStore.getState().searched).toBeNull()
  })
})
