import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Vehicle } from '@contracts/vehicle'
import type { RentalStatus } from '@contracts/rental'
import { i18n } from '@/i18n'
import { setStoredToken } from '@/core/api/token-storage'
import { resetReferenceData } from '@/lib/reference-data'
import { setSessionUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import { vehicleFixture } from '@/test-support/fixtures'
import { QueryProvider } from '@/core/query/query-provider'
import { queryClient } from '@/core/query/query-client'
import { vehicleKey } from '../keys'
import { resetBookings } from '../queries'
import { rentalFixture } from '@/test-support/fixtures'
import BookingDetailScreen from './booking-detail-screen'

const DRIVER_ID = 7
const CODE = 'Boîte à clés 4821\nCôté gauche du portail, <b>code</b> à refermer.'

/** The rental's vehicle as GET /vehicles/{id} answers it, with the given access text. */
function vehicleWith(access: string | null, over: Partial<Vehicle> = {}): Vehicle {
  return vehicleFixture({ access_instructions: access, ...over })
}

let api: ReturnType<typeof installFakeApi> | null = null

/** The booking detail screen at `path`, as the router serves it. */
function renderScreenAt(path: string) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/account/bookings/:id" element={<BookingDetailScreen />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryProvider>,
  )
}

/** account/bookings/1 of the signed-in driver, the API answering the rental and its vehicle. */
async function renderDetail(status: RentalStatus, access: string | null, over: { driverId?: number; vehicle?: Partial<Vehicle> } = {}) {
  const rental = rentalFixture({ status, driver_id: over.driverId ?? DRIVER_ID })
  api = installFakeApi({
    'GET /user/rentals/1': () => json(200, { rental }),
    'GET /vehicles/10': () => json(200, { vehicle: vehicleWith(access, over.vehicle) }),
    'GET /stations': () => json(200, { stations: [] }),
    'GET /categories': () => json(200, { categories: [] }),
    'GET /rental_labels': () => json(200, { rental_labels: [] }),
    'GET /users/99': () => json(200, { user: { id: 99, first_name: 'Alex', last_name: 'Roy', small_main_photo_url: null, cell_phone: null } }),
    'DELETE /user/rentals/1/passengers': () => new Response(null, { status: 204 }),
    'GET /rentals/1/passengers': () => json(200, { passengers: [] }),
  })
  setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ id: DRIVER_ID }))
  const utils = renderScreenAt('/account/bookings/1')
  // The vehicle's name shows once GET /vehicles/10 has answered.
  await screen.findByText('Toyota Yaris 2024', {}, { timeout: 5000 })
  return utils
}

const accessHeading = () => screen.queryByRole('heading', { name: "Instructions d'accès au véhicule" })

beforeEach(async () => {
  // The fixture's rental runs from 14:00 to 17:00 UTC on 27 November 2026: the access rules read the
  // clock, so the tests read it during that rental whatever day they run.
  vi.useFakeTimers({ now: new Date('2026-11-27T15:00:00.000Z'), toFake: ['Date'] })
  localStorage.clear()
  resetBookings()
  resetReferenceData()
  useTenantStore.getState().setTenant(makeTenant())
  await i18n.changeLanguage('fr')
})
afterEach(() => {
  vi.useRealTimers()
  api?.uninstall()
  api = null
})

describe('booking detail: vehicle access instructions', () => {
  it('shows the driver of a rental in progress the access text under its own heading, line breaks kept, as text', async () => {
    const { container } = await renderDetail('in_progress', CODE)
    const heading = accessHeading()
    expect(heading).toBeInTheDocument()
    const section = heading?.closest('section')
    expect(section).toHaveAccessibleName("Instructions d'accès au véhicule")
    const text = section?.querySelector('p')
    expect(text?.textContent).toBe(CODE)
    expect(text).toHaveClass('whitespace-pre-line')
    expect(container.querySelector('b')).toBeNull()
  })

  it('has no access section when the API gives no access text', async () => {
    await renderDetail('in_progress', null)
    expect(accessHeading()).toBeNull()
    expect(screen.queryByText(/Boîte à clés/)).toBeNull()
  })

  it('has none on a finished rental, even when the vehicle copy has the text (another rental of it still open)', async () => {
    await renderDetail('closed', CODE)
    expect(accessHeading()).toBeNull()
  })

  it('has none for a carpool the viewer rides in, not drives', async () => {
    await renderDetail('in_progress', CODE, { driverId: 99 })
    expect(accessHeading()).toBeNull()
  })

  it('reads the vehicle again for an open rental, not the copy a list fetched when it had no access text', async () => {
    queryClient.setQueryData(vehicleKey(10), vehicleWith(null))
    await renderDetail('pending', CODE)
    expect(await screen.findByRole('heading', { name: "Instructions d'accès au véhicule" })).toBeInTheDocument()
    expect(api?.calls('GET', '/vehicles/10')).toHaveLength(1)
  })
})

describe('booking detail: a booking that cannot be loaded', () => {
  /** The detail at `path`, the API answering 404 for the rental, in English. */
  async function renderMissing(path: string) {
    api = installFakeApi({ 'GET /user/rentals/404': () => json(404, { errors: [{ code: 'not_found' }] }) })
    setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
    setSessionUser(makeUser({ id: DRIVER_ID }))
    await i18n.changeLanguage('en')
    renderScreenAt(path)
  }

  for (const path of ['/account/bookings/404', '/account/bookings/abc']) {
    it(`titles the page with the failure, not "Loading…" (${path})`, async () => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
      try {
        await renderMissing(path)
        await screen.findByRole('heading', { level: 1, name: 'This booking could not be loaded.' }, { timeout: 5000 })
        expect(document.title).toMatch(/^This booking could not be loaded\./)
      } finally {
        quiet.mockRestore()
      }
    })
  }
})

describe('booking detail: no heading over nothing', () => {
  // Reported on the demo's booking #8: "Équipement" over an empty block. With today's seed its list is
  // full; blank entries (or no station and no box for the places) are what draw a heading over nothing.
  const blankVehicle = { equipments: ['', '  '], description: ' \n ' }

  for (const lang of ['fr', 'en'] as const) {
    it(`draws no equipment, description, access or places heading when they have nothing to show (${lang})`, async () => {
      await i18n.changeLanguage(lang)
      // No station listed (the API's are []) and no box position: the places section has nothing either.
      await renderDetail('in_progress', '   ', { vehicle: blankVehicle })
      const t = i18n.getFixedT(lang, 'bookings')
      for (const key of ['detail.equipments', 'detail.description', 'detail.access', 'detail.locations']) {
        expect(screen.queryByRole('heading', { name: t(key) }), key).toBeNull()
      }
      // The sections that do have content are still drawn.
      expect(screen.getByRole('heading', { name: t('detail.facts') })).toBeInTheDocument()
    })
  }

  it('lists the equipments that are not blank, trimmed, under their heading', async () => {
    await renderDetail('closed', null, { vehicle: { equipments: [' Pneus d’hiver ', '', 'Siège enfant'] } })
    const heading = screen.getByRole('heading', { name: 'Équipements' })
    const items = heading.parentElement?.querySelectorAll('li') ?? []
    expect([...items].map((li) => li.textContent)).toEqual(['Pneus d’hiver', 'Siège enfant'])
  })
})

describe('booking detail: leaving a carpool', () => {
  it('offers a passenger of an upcoming carpool to leave it, and leaves on confirmation', async () => {
    await renderDetail('pending', null, { driverId: 99 })
    screen.getByRole('button', { name: 'Quitter le covoiturage' }).click()
    const confirm = await screen.findByRole('button', { name: 'Oui, quitter le covoiturage' })
    confirm.click()
    await vi.waitFor(() => expect(api?.calls('DELETE', '/user/rentals/1/passengers')).toHaveLength(1))
  })

  it('offers no leaving once the carpool is under way', async () => {
    await renderDetail('in_progress', null, { driverId: 99 })
    expect(screen.queryByRole('button', { name: 'Quitter le covoiturage' })).toBeNull()
  })

  it('offers the driver no leaving', async () => {
    await renderDetail('pending', null)
    expect(screen.queryByRole('button', { name: 'Quitter le covoiturage' })).toBeNull()
  })
})
