import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RentalStatus } from '@contracts/rental'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetBookings } from '@/features/bookings'
import { rentalFixture } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { bookingDetailCard } from './index'

const member = { isLatest: true, state: {}, authenticated: true }
const ME = userFixture().id

/** The card of rental 1, driven by `driverId`, the API answering it and recording the leave call. */
function serve(status: RentalStatus, driverId: number) {
  return fakeApi({
    'GET /user/rentals/1': { rental: rentalFixture({ id: 1, status, driver_id: driverId }) },
    'GET /stations': { stations: [] },
    'GET /vehicles/10': () => json({ errors: [{ code: 'not_found', detail: 'no vehicle in this test' }] }, 404),
    'DELETE /user/rentals/1/passengers': () => new Response(null, { status: 204 }),
  })
}

beforeEach(() => {
  registerCard(bookingDetailCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  resetBookings()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})
afterEach(() => vi.unstubAllGlobals())

describe('booking detail card: leaving a carpool (as the booking screen)', () => {
  it("offers a passenger of an upcoming carpool the screen's leave button, leaves on confirmation and says so", async () => {
    const { calls } = serve('pending', ME + 1)
    const { host } = await renderCard(<CardView kind="booking-detail" props={{ rentalId: 1, which: null, date: null }} stale={member} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Quitter le covoiturage' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Oui, quitter le covoiturage' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/user/rentals/1/passengers', body: {} }]))
    const card = screen.getByRole('article', { name: /réservation/i })
    expect(await within(card).findByRole('status')).toHaveTextContent('Vous avez quitté le covoiturage.')
    expect(host.setState).toHaveBeenCalledWith({ left: true })
    expect(within(card).queryByRole('button', { name: 'Quitter le covoiturage' })).toBeNull()
  })

  it('offers no leaving once the carpool is under way, nor to its driver', async () => {
    serve('in_progress', ME + 1)
    await renderCard(<CardView kind="booking-detail" props={{ rentalId: 1, which: null, date: null }} stale={member} />)
    expect(await screen.findByText('Vous participez à ce covoiturage comme passager.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Quitter le covoiturage' })).toBeNull()
  })

  it('offers the driver no leaving, in English too', async () => {
    serve('pending', ME)
    await renderCard(<CardView kind="booking-detail" props={{ rentalId: 1, which: null, date: null }} stale={member} />, { language: 'en' })
    expect(await screen.findByRole('link', { name: "Open the booking's page" })).toHaveAttribute('href', '/account/bookings/1?page=bookings')
    expect(screen.queryByText(/passenger of this carpool/)).toBeNull()
    expect(screen.queryByRole('button', { name: /leave the carpool/i })).toBeNull()
  })
})
