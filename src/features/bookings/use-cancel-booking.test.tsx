import { Suspense } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Rental } from '@contracts/rental'
import { i18n } from '@/i18n'
import { QueryProvider } from '@/core/query/query-provider'
import { queryClient } from '@/core/query/query-client'
import { catalogKey, resetReferenceData } from '@/lib/reference-data'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { RentalListSection } from './components/rental-list-section'
import BookingDetailScreen from './screens/booking-detail-screen'
import { bookingsKeys } from './keys'
import { rentalFixture } from '@/test-support/fixtures'
import { paths } from '@/core/paths'

const DRIVER_ID = 7
const hour = 3_600_000
const inHours = (n: number) => new Date(Date.now() + n * hour).toISOString()
const ALLOWED = { allowed: true, until: inHours(20) }

/** An upcoming booking tomorrow the driver may still cancel. */
const upcoming: Rental = rentalFixture({
  id: 1,
  status: 'prepared',
  driver_id: DRIVER_ID,
  reservation_start_time: inHours(24),
  reservation_end_time: inHours(27),
  actions: { modify_start: ALLOWED, modify_end: ALLOWED, cancel: ALLOWED, geotracking: { allowed: false } },
})

let api: ReturnType<typeof installFakeApi>

beforeEach(async () => {
  let rental: Rental = upcoming
  api = installFakeApi({
    'GET /rentals': () => json(200, { rentals: rental.status === 'cancelled' ? [] : [rental], meta: { page: 1, limit: 20, total: rental.status === 'cancelled' ? 0 : 1 } }),
    'GET /user/rentals/1': () => json(200, { rental }),
    'DELETE /user/rentals/1': () => {
      rental = { ...rental, status: 'cancelled' }
      return json(200, { rental })
    },
    'GET /vehicles/10': () => json(404, { errors: [{ code: 'not_found', detail: 'no vehicle' }] }),
    'GET /stations': () => json(200, { stations: [] }),
    'GET /categories': () => json(200, { categories: [] }),
    'GET /rental_labels': () => json(200, { rental_labels: [] }),
  })
  resetReferenceData()
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser({ id: DRIVER_ID }))
  await i18n.changeLanguage('fr')
})
afterEach(() => api.uninstall())

/** The booking's detail screen, with the upcoming list beside it when asked. */
function renderDetail({ withList }: { withList: boolean }) {
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[paths.booking(1)]}>
        <Suspense fallback={null}>
          {withList && <RentalListSection listKey="bookings.upcoming" title="À venir" empty="Aucune réservation à venir." detailPath={paths.booking} />}
          <Routes>
            <Route path="/account/bookings/:id" element={<BookingDetailScreen />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryProvider>,
  )
}

describe('cancelling a booking (useCancelBooking)', () => {
  it('shows the new state in the list and the detail on the same page without a reload', async () => {
    const user = userEvent.setup()
    renderDetail({ withList: true })
    const list = await screen.findByRole('region', { name: /À venir/ })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1)

    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }))
    await user.click(await screen.findByRole('button', { name: 'Oui, annuler la réservation' }))

    expect(await within(list).findByText('Aucune réservation à venir.')).toBeInTheDocument()
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)
    expect(await screen.findByText('Annulée')).toBeInTheDocument()
    expect(api.calls('DELETE', '/user/rentals/1')).toHaveLength(1)
    // The list was read again after the cancellation, not patched by hand.
    expect(api.calls('GET', '/rentals').length).toBeGreaterThanOrEqual(2)
  })

  it('reads the receipts and invoices again after a cancellation (its fee), not the reference data', async () => {
    const user = userEvent.setup()
    queryClient.setQueryData(bookingsKeys.receipt(1, 'fr'), { invoice_number: 'F-1' })
    queryClient.setQueryData(bookingsKeys.invoices(10), { invoices: [], meta: { total: 0 } })
    queryClient.setQueryData(catalogKey, { stations: [], categories: [], rentalLabels: [] })
    renderDetail({ withList: false })
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }))
    await user.click(await screen.findByRole('button', { name: 'Oui, annuler la réservation' }))
    expect(await screen.findByText('Annulée')).toBeInTheDocument()

    expect(queryClient.getQueryState(bookingsKeys.receipt(1, 'fr'))?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(bookingsKeys.invoices(10))?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(catalogKey)?.isInvalidated).toBe(false)
  })
})
