import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { i18n } from '@/i18n'
import { RentalListSection } from './rental-list-section'

// The list's data is not what this test is about: one loaded list of three bookings, no items drawn.
vi.mock('../use-bookings', () => ({
  useBookings: () => ({ rentals: [], page: 1, pages: 1, total: 3, status: 'ready', vehicles: {}, goTo: () => {}, reload: () => {} }),
}))

beforeEach(async () => {
  await i18n.changeLanguage('fr')
})

describe('RentalListSection', () => {
  it('names its heading and region with a space before the count, as a screen reader reads them', async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <RentalListSection listKey="bookings.upcoming" title="À venir" empty="Aucune réservation à venir." detailPath={(id) => `/account/bookings/${id}`} />
        </Suspense>
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(/^À venir \(3\)$/)
    expect(screen.getByRole('region', { name: 'À venir (3)' })).toBeInTheDocument()
  })
})
