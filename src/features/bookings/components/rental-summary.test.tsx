import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { i18n } from '@/i18n'
import { setStoredToken } from '@/core/api/token-storage'
import { resetReferenceData } from '@/lib/reference-data'
import { setSessionUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import { rentalFixture } from '@/test-support/fixtures'
import { RentalSummary } from './rental-summary'

const DRIVER_ID = 100

let api: ReturnType<typeof installFakeApi> | null = null

/** One upcoming booking of the signed-in driver, as the bookings list draws it: 1 Dec 2026 09:00–12:00 in Montréal. */
async function renderCard() {
  api = installFakeApi({
    'GET /stations': () => json(200, { stations: [] }),
    'GET /categories': () => json(200, { categories: [] }),
    'GET /rental_labels': () => json(200, { rental_labels: [] }),
  })
  setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ id: DRIVER_ID }))
  const rental = rentalFixture({
    driver_id: DRIVER_ID,
    reservation_start_time: '2026-12-01T14:00:00.000Z',
    reservation_end_time: '2026-12-01T17:00:00.000Z',
    actions: {
      modify_start: { allowed: true, until: '2026-12-01T13:00:00.000Z' },
      modify_end: { allowed: true, until: '2026-12-01T16:00:00.000Z' },
      cancel: { allowed: true, until: '2026-12-01T12:00:00.000Z' },
      geotracking: { allowed: false },
    },
  })
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ul>
          <RentalSummary rental={rental} vehicle={undefined} to="/account/bookings/1" now={Date.parse('2026-11-27T12:00:00.000Z')} />
        </ul>
      </Suspense>
    </MemoryRouter>,
  )
  await screen.findByRole('link', {}, { timeout: 5000 })
}

beforeEach(() => {
  localStorage.clear()
  resetReferenceData()
  useTenantStore.getState().setTenant(makeTenant())
})
afterEach(() => {
  api?.uninstall()
  api = null
})

// Spec section 5: the pickers read d MMM yyyy HH:mm. The card's dates and its deadline are the same
// kind of fact, so they read alike ("Dec 1 at 08:00" beside "1 Dec 2026 09:00" read as two formats).
describe('a booking card speaks one date format', () => {
  it('in French', async () => {
    await i18n.changeLanguage('fr')
    await renderCard()
    expect(screen.getByText('Du 1 déc. 2026 09:00 au 1 déc. 2026 12:00')).toBeInTheDocument()
    expect(screen.getByText("Modifiable jusqu'au 1 déc. 2026 08:00")).toBeInTheDocument()
  })

  it('in English', async () => {
    await i18n.changeLanguage('en')
    await renderCard()
    expect(screen.getByText('From 1 Dec 2026 09:00 to 1 Dec 2026 12:00')).toBeInTheDocument()
    expect(screen.getByText('Can be changed until 1 Dec 2026 08:00')).toBeInTheDocument()
  })
})
