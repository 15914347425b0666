import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { Rental } from '@contracts/rental'
import { i18n } from '@/i18n'
import { setStoredToken } from '@/core/api/token-storage'
import { resetReferenceData } from '@/lib/reference-data'
import { setSessionUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import { rentalFixture } from '@/test-support/fixtures'
import { RentalSummary } from './rental-summary'
import { BookingBill } from './booking-bill'

const DRIVER_ID = 100
let api: ReturnType<typeof installFakeApi> | null = null

function closed(billing: Rental['billing']): Rental {
  return rentalFixture({ driver_id: DRIVER_ID, status: 'closed', reservation_start_time: '2026-11-01T14:00:00.000Z', reservation_end_time: '2026-11-01T17:00:00.000Z', billing })
}

async function renderBoth(rental: Rental) {
  api = installFakeApi({
    'GET /stations': () => json(200, { stations: [] }),
    'GET /categories': () => json(200, { categories: [] }),
    'GET /rental_labels': () => json(200, { rental_labels: [] }),
  })
  setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ id: DRIVER_ID }))
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ul>
          <RentalSummary rental={rental} vehicle={undefined} to="/account/bookings-history/1" now={Date.parse('2026-11-27T12:00:00.000Z')} />
        </ul>
        <BookingBill rental={rental} />
      </Suspense>
    </MemoryRouter>,
  )
  await screen.findAllByRole('link', {}, { timeout: 5000 })
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

describe("a closed rental's bill in the history and the detail", () => {
  it('offers no receipt link while the rental is being billed, and says so (French)', async () => {
    await i18n.changeLanguage('fr')
    await renderBoth(closed({ state: 'billing', reason: null, has_receipt: false }))
    expect(screen.queryByRole('link', { name: /reçu/i })).toBeNull()
    expect(screen.getAllByText(/^Facturation en cours/)).toHaveLength(2)
  })

  it('links the receipt and says why the payment was refused (English)', async () => {
    await i18n.changeLanguage('en')
    await renderBoth(closed({ state: 'payment-refused', reason: 'no-card', has_receipt: true }))
    expect(screen.getByRole('link', { name: /^Receipt/ })).toHaveAttribute('href', '/account/bookings-history/1/receipt')
    expect(screen.getByRole('link', { name: 'View the receipt' })).toHaveAttribute('href', '/account/bookings-history/1/receipt')
    expect(screen.getAllByText(/^Payment refused: no payment card on file/)).toHaveLength(2)
  })

  it('links the paid receipt with nothing more to say', async () => {
    await i18n.changeLanguage('fr')
    await renderBoth(closed({ state: 'paid', reason: null, has_receipt: true }))
    expect(screen.getByRole('link', { name: 'Voir le reçu' })).toBeInTheDocument()
    expect(screen.queryByText(/Facturation en cours|Paiement refusé/)).toBeNull()
  })
})
