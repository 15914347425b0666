import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Vehicle } from '@contracts/vehicle'
import type { Rental } from '@contracts/rental'
import { ChatCardLandmarks } from '@/components/landmark-scope'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetBookings } from '@/features/bookings'
import { rentalFixture, vehicleFixture } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { bookingDetailCard } from './index'

const DRIVER = 7
const CODE = 'Boîte à clés 4821'
const live = { isLatest: true, state: {}, authenticated: true }
const HOUR = 3600_000

function vehicle(over: Partial<Vehicle> = {}): Vehicle {
  return vehicleFixture({
    description: 'Petite citadine',
    seats_count: 4,
    equipments: ['Siège enfant'],
    license_plate: 'AB-123-CD',
    internal_identifier: 'V-10',
    access_instructions: CODE,
    ...over,
  })
}

const station = { id: 1, name: 'Gare Centrale', address: '1 rue de la Gare', description: null, latitude: 45.5, longitude: -73.6, aliases: [] }

/** The card for rental 1, the API answering it, its vehicle, its passengers and its driver. */
async function show(rental: Rental, viewer = DRIVER, language: 'fr' | 'en' = 'fr') {
  const api = fakeApi({
    'GET /user/rentals/1': { rental },
    'GET /vehicles/10': { vehicle: vehicle() },
    'GET /stations': { stations: [station] },
    'GET /categories': { categories: [] },
    'GET /rental_labels': { rental_labels: [] },
    'GET /rentals/1/passengers': { passengers: [{ id: 8, first_name: 'Léa', last_name: 'Martin' }] },
    'GET /users/99': { user: { id: 99, first_name: 'Alex', last_name: 'Roy', small_main_photo_url: null, cell_phone: null } },
  })
  useSessionStore.getState().setMember(toClientUser(userFixture({ id: viewer })))
  // As the thread shows a card: its named sections are groups, not landmarks.
  await renderCard(
    <ChatCardLandmarks>
      <CardView kind="booking-detail" props={{ rentalId: 1, which: null, date: null }} stale={live} />
    </ChatCardLandmarks>,
    { language },
  )
  return api
}

const around = (startInHours: number, endInHours: number) => ({
  reservation_start_time: new Date(Date.now() + startInHours * HOUR).toISOString(),
  reservation_end_time: new Date(Date.now() + endInHours * HOUR).toISOString(),
})

beforeEach(() => {
  registerCard(bookingDetailCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  resetBookings()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
})
afterEach(() => vi.unstubAllGlobals())

describe('booking detail card: what the detail page shows', () => {
  it("shows the driver of a rental in progress the access text, the booking's facts, the places with a map link, the vehicle and the rental terms", async () => {
    await show(rentalFixture({ status: 'in_progress', driver_id: DRIVER, ...around(-1, 2) }))
    const card = await screen.findByRole('article', { name: 'Votre réservation' })
    const access = await within(card).findByRole('group', { name: "Instructions d'accès au véhicule" })
    expect(access).toHaveTextContent(CODE)
    expect(within(card).getByText('Durée')).toBeInTheDocument()
    expect(await within(card).findByRole('group', { name: 'Lieux' })).toHaveTextContent('Gare Centrale')
    expect(within(card).getByRole('link', { name: 'Voir le plan sur la page de la réservation' })).toHaveAttribute('href', '/account/bookings/1?page=bookings')
    // The vehicle's facts are folded behind one disclosure (the browser test opens it by keyboard).
    const facts = await within(card).findByText('Le véhicule', { selector: 'summary' })
    expect(within(card).getByText('AB-123-CD')).not.toBeVisible()
    await userEvent.click(facts)
    expect(within(card).getByText('AB-123-CD')).toBeVisible()
    expect(within(card).getByRole('heading', { name: 'Équipements', level: 5 })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Conditions de location' })).toBeInTheDocument()
    // The driver sees no driver card of their own rental.
    expect(within(card).queryByRole('group', { name: 'Conducteur' })).toBeNull()
  })

  it('says from when the access text will show for a rental days ahead, and shows no code yet', async () => {
    await show(rentalFixture({ status: 'pending', driver_id: DRIVER, ...around(72, 75) }))
    const card = await screen.findByRole('article', { name: 'Votre réservation' })
    const access = await within(card).findByRole('group', { name: "Instructions d'accès au véhicule" })
    expect(access).toHaveTextContent(/s'afficheront ici à partir du/)
    expect(access).not.toHaveTextContent(CODE)
  })

  it('shows no access text on a finished rental', async () => {
    await show(rentalFixture({ status: 'closed', driver_id: DRIVER, ...around(-5, -2) }))
    const card = await screen.findByRole('article', { name: 'Votre réservation' })
    await within(card).findByText('Durée')
    expect(within(card).queryByRole('group', { name: "Instructions d'accès au véhicule" })).toBeNull()
    expect(within(card).queryByText(CODE)).toBeNull()
  })

  it('shows a carpool passenger the driver card and the passengers, never the access text (in English)', async () => {
    await show(rentalFixture({ status: 'in_progress', driver_id: 99, carpooling: true, passengers_count: 1, ...around(-1, 2) }), DRIVER, 'en')
    const card = await screen.findByRole('article', { name: 'Your booking' })
    expect(await within(card).findByText('Alex Roy')).toBeInTheDocument()
    expect(within(card).getByRole('group', { name: 'Driver' })).toBeInTheDocument()
    expect(await within(card).findByText('Léa Martin')).toBeInTheDocument()
    expect(within(card).getByRole('heading', { name: 'Passengers', level: 4 })).toBeInTheDocument()
    expect(within(card).queryByText(CODE)).toBeNull()
  })
})
