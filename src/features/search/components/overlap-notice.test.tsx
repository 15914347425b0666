import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { i18n } from '@/i18n'
import { invalidateBookings } from '@/core/query/query-client'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { rentalFixture } from '@/test-support/fixtures'
import { OverlapNotice } from './overlap-notice'

const HOUR = 3_600_000
const start = Date.parse('2026-12-03T15:00:00Z')
const MEMBER = 7
// The member's booking n° 41 on the afternoon under review, as GET /rentals lists it until it is cancelled.
const own = rentalFixture({
  id: 41,
  status: 'pending',
  driver_id: MEMBER,
  reservation_start_time: new Date(start + HOUR).toISOString(),
  reservation_end_time: new Date(start + 4 * HOUR).toISOString(),
})
let listed = [own]
let api: ReturnType<typeof installFakeApi>

beforeEach(async () => {
  listed = [own]
  api = installFakeApi({ 'GET /rentals': () => json(200, { rentals: listed, meta: { page: 1, limit: 100, total: listed.length } }) })
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser({ id: MEMBER }))
  await i18n.changeLanguage('fr')
  await i18n.loadNamespaces('booking')
})
afterEach(() => api.uninstall())

const renderNotice = () =>
  render(
    <MemoryRouter>
      <OverlapNotice start={start} end={start + 3 * HOUR} />
    </MemoryRouter>,
  )

describe('the overlap notice (read through the bookings queries)', () => {
  it('names the booking it overlaps, and goes once that booking is cancelled anywhere (the bookings read again)', async () => {
    renderNotice()
    expect(await screen.findByRole('link', { name: 'Voir la réservation n° 41' })).toBeInTheDocument()
    listed = []
    await act(() => invalidateBookings())
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /Voir la réservation/ })).toBeNull())
    expect(api.calls('GET', '/rentals')).toHaveLength(2)
  })

  it('the review screen and its chat card share one read', async () => {
    renderNotice()
    renderNotice()
    await vi.waitFor(() => expect(screen.getAllByRole('link', { name: 'Voir la réservation n° 41' })).toHaveLength(2))
    expect(api.calls('GET', '/rentals')).toHaveLength(1)
  })
})
