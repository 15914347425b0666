import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { resetHttpClient } from '@/core/api/client'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { toClientUser, useSessionStore } from '@/core/session'
import { tenantFixture, userFixture } from '@/test-support/fixtures'
import { resetSearch } from '../search-store'
import { RENTAL, VEHICLE } from '../test-fixtures'
import { BookingConfirmation } from './booking-confirmation'

const vehicle = VEHICLE
const rental = RENTAL

/** GET /vehicles/11 answered by `answer`, its calls counted. */
function serveVehicle(answer: () => Response | Promise<Response>): { count: () => number } {
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: `${window.location.origin}/api` }
  resetHttpClient()
  let count = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    if (request.method !== 'GET' || !new URL(request.url).pathname.endsWith('/api/vehicles/11')) return new Response('{}', { status: 404 })
    count += 1
    return answer()
  })
  return { count: () => count }
}

const vehicleAnswer = (text: string | null) =>
  new Response(JSON.stringify({ vehicle: { ...vehicle, access_instructions: text } }), { headers: { 'Content-Type': 'application/json' } })

async function renderConfirmation(outcome: Parameters<typeof BookingConfirmation>[0]['outcome']) {
  await i18n.changeLanguage('fr')
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <BookingConfirmation outcome={outcome} />
      </Suspense>
    </MemoryRouter>,
  )
  const title = outcome.kind === 'rental' ? 'Réservation confirmée' : 'Vous avez rejoint le covoiturage'
  await screen.findByRole('heading', { name: title }, { timeout: 5000 })
}

beforeEach(() => {
  useTenantStore.getState().setTenant(tenantFixture())
  resetSearch()
})
afterEach(() => vi.unstubAllGlobals())

describe('booking confirmation: vehicle access', () => {
  it('shows the access text fetched for the rental, the "none" text while it loads', async () => {
    let release: (r: Response) => void = () => {}
    const api = serveVehicle(() => new Promise<Response>((resolve) => (release = resolve)))
    await renderConfirmation({ kind: 'rental', rental, vehicle })
    const access = screen.getByText("Les instructions d'accès vous seront envoyées avant le départ.")
    expect(access).toHaveAttribute('aria-busy', 'true')
    // The request leaves after a few awaits (token, client): answered before it left, `release` would
    // still be the placeholder and the answer lost (a flake on a loaded host).
    await vi.waitFor(() => expect(api.count()).toBe(1))
    release(vehicleAnswer('Boîte à clés 4821, côté gauche.'))
    expect(await screen.findByText('Boîte à clés 4821, côté gauche.')).toHaveAttribute('aria-busy', 'false')
    expect(api.count()).toBe(1)
  })

  it('keeps the "none" text when the vehicle cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    serveVehicle(() => new Response('{"errors":[{"code":"internal_error","detail":"x"}]}', { status: 500, headers: { 'Content-Type': 'application/json' } }))
    await renderConfirmation({ kind: 'rental', rental, vehicle })
    const access = screen.getByText("Les instructions d'accès vous seront envoyées avant le départ.")
    await vi.waitFor(() => expect(access).toHaveAttribute('aria-busy', 'false'))
    expect(access).toHaveTextContent("Les instructions d'accès vous seront envoyées avant le départ.")
    expect(error).toHaveBeenCalled()
  })

  it('asks nothing for a joined carpool: its passengers never get the access text', async () => {
    const api = serveVehicle(() => vehicleAnswer('Boîte à clés 4821'))
    const carpool = {
      id: 7,
      vehicle_id: 11,
      reservation_start_time: rental.reservation_start_time,
      reservation_end_time: rental.reservation_end_time,
      carpooling_destination: 'Québec',
      start_station_id: 1,
      end_station_id: 1,
      available_seats: 3,
      driver: { first_name: 'Alex' },
    }
    await renderConfirmation({ kind: 'carpool', carpool, vehicle: { ...vehicle, access_instructions: 'Boîte à clés 4821' } })
    expect(screen.getByText("Les instructions d'accès vous seront envoyées avant le départ.")).toHaveAttribute('aria-busy', 'false')
    expect(api.count()).toBe(0)
  })
})

describe('booking confirmation: when the access text will show (contracts/access-rules.ts)', () => {
  const farRental = { ...rental, reservation_start_time: '2099-03-10T14:00:00.000Z', reservation_end_time: '2099-03-10T17:00:00.000Z' }
  afterEach(() => useSessionStore.getState().setAnonymous())

  it('tells a driver waiting for validation that the text comes after validation, from the day before the start', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture({ validated: false, workflow_next_step: 'driver_waiting_for_validation' })))
    serveVehicle(() => vehicleAnswer(null))
    await renderConfirmation({ kind: 'rental', rental: farRental, vehicle })
    expect(
      await screen.findByText("Les instructions d'accès s'afficheront dans votre réservation une fois votre compte validé, à partir du lundi 9 mars à 10:00."),
    ).toBeInTheDocument()
  })

  it('tells a validated driver booking weeks ahead from when the text shows', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    serveVehicle(() => vehicleAnswer(null))
    await renderConfirmation({ kind: 'rental', rental: farRental, vehicle })
    expect(await screen.findByText("Les instructions d'accès s'afficheront ici et dans votre réservation à partir du lundi 9 mars à 10:00.")).toBeInTheDocument()
  })

  it('says "as soon as validated" when the lead time has already begun', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture({ validated: false, workflow_next_step: 'driver_waiting_for_validation' })))
    serveVehicle(() => vehicleAnswer(null))
    const soon = new Date(Date.now() + 3600_000).toISOString()
    await renderConfirmation({
      kind: 'rental',
      rental: { ...rental, reservation_start_time: soon, reservation_end_time: new Date(Date.now() + 3 * 3600_000).toISOString() },
      vehicle,
    })
    expect(await screen.findByText("Les instructions d'accès s'afficheront dans votre réservation dès que votre compte sera validé.")).toBeInTheDocument()
  })
})
