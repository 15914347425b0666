import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { resetSearch } from '@/features/search/search-store'
import { RENTAL } from '@/features/search/test-fixtures'
import { toClientUser, useSessionStore } from '@/core/session'
import { userFixture } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { renderCard } from '../testing/render-card'
import { vehicleFixture } from '../search-results/test-fixtures'
import { bookingConfirmationCard } from './index'

registerCard(bookingConfirmationCard as unknown as CardDefinition<unknown>)

const latest = { isLatest: true, state: {}, authenticated: true }
const stale = { isLatest: false, state: {}, authenticated: true }
const reference = { 'GET /stations': { stations: [] }, 'GET /categories': { categories: [] }, 'GET /rental_labels': { rental_labels: [] } }
// As a search answer has it: the server never puts the access text there.
const vehicle = vehicleFixture({ access_instructions: null })
const rental = RENTAL
const vehicleCalls = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/vehicles/11').length

beforeEach(() => resetSearch())
afterEach(() => vi.unstubAllGlobals())

describe('confirmation card: vehicle access', () => {
  it('shows the access text the driver may now read (GET /vehicles/{id})', async () => {
    const { calls } = fakeApi({ ...reference, 'GET /vehicles/11': { vehicle: { ...vehicle, access_instructions: 'Boîte à clés 4821, côté gauche.' } } })
    await renderCard(<CardView kind="booking-confirmation" props={{ outcome: { kind: 'rental', rental, vehicle } }} stale={latest} />)
    const card = await screen.findByRole('article', { name: 'Réservation confirmée' }, { timeout: 5000 })
    expect(await screen.findByText('Boîte à clés 4821, côté gauche.')).toHaveAttribute('aria-busy', 'false')
    expect(card).not.toHaveTextContent("Les instructions d'accès vous seront envoyées")
    expect(vehicleCalls(calls)).toBe(1)
  })

  it('says the instructions will come when the vehicle cannot be read, in English too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi({ ...reference, 'GET /vehicles/11': () => json({ errors: [{ code: 'internal_error', detail: 'x' }] }, 500) })
    await renderCard(<CardView kind="booking-confirmation" props={{ outcome: { kind: 'rental', rental, vehicle } }} stale={latest} />, { language: 'en' })
    await screen.findByRole('article', { name: 'Booking confirmed' }, { timeout: 5000 })
    const access = screen.getByText('Access instructions will be sent to you before the start.')
    await vi.waitFor(() => expect(access).toHaveAttribute('aria-busy', 'false'))
  })

  it('reads nothing once stale', async () => {
    const { calls } = fakeApi({ ...reference, 'GET /vehicles/11': { vehicle } })
    await renderCard(<CardView kind="booking-confirmation" props={{ outcome: { kind: 'rental', rental, vehicle } }} stale={stale} />)
    await screen.findByRole('article', { name: 'Réservation confirmée' }, { timeout: 5000 })
    expect(screen.queryByText('Accès au véhicule')).toBeNull()
    expect(vehicleCalls(calls)).toBe(0)
  })
})

describe('confirmation card: when the access text will show', () => {
  afterEach(() => useSessionStore.getState().setAnonymous())
  it('tells a driver waiting for validation, in English, that the text comes after validation and from when', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture({ validated: false, workflow_next_step: 'driver_waiting_for_validation' })))
    fakeApi({ ...reference, 'GET /vehicles/11': { vehicle } })
    const far = { ...rental, reservation_start_time: '2099-03-10T14:00:00.000Z', reservation_end_time: '2099-03-10T17:00:00.000Z' }
    await renderCard(<CardView kind="booking-confirmation" props={{ outcome: { kind: 'rental', rental: far, vehicle } }} stale={latest} />, { language: 'en' })
    expect(
      await screen.findByText(/^The access instructions will show in your booking once your account is validated, from [A-Z][a-z]+, March 9 at /, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
  })
})

describe('confirmation card: the booking facts', () => {
  const station = { id: 1, name: 'Gare Centrale', address: '895 Rue De la Gauchetière O, Montréal', description: null, latitude: 45.4998, longitude: -73.5664, aliases: [] }

  it('says the booking number, the station with a map link and the price, and saves the booking as a calendar file', async () => {
    fakeApi({ ...reference, 'GET /stations': { stations: [station] }, 'GET /vehicles/11': { vehicle } })
    const saved: Blob[] = []
    // jsdom has no object URLs: the test keeps the blob the download would save.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:calendar')
    URL.revokeObjectURL = () => {}
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke })
    })
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderCard(<CardView kind="booking-confirmation" props={{ outcome: { kind: 'rental', rental, vehicle } }} stale={latest} />)
    const card = await screen.findByRole('article', { name: 'Réservation confirmée' }, { timeout: 5000 })
    await vi.waitFor(() => expect(card).toHaveTextContent('Gare Centrale'))
    expect(card).toHaveTextContent('Numéro de réservation5')
    expect(card).toHaveTextContent('895 Rue De la Gauchetière O, Montréal')
    expect(card).toHaveTextContent(/Prix27,00\s\$/)
    expect(screen.getByRole('link', { name: 'Voir Gare Centrale sur la carte (nouvel onglet)' })).toHaveAttribute('href', expect.stringContaining('mlat=45.4998'))

    screen.getByRole('button', { name: 'Ajouter à mon agenda' }).click()
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(clicked.mock.instances[0]).toHaveAttribute('download', 'reservation-5.ics')
    const file = await saved[0].text()
    expect(file).toContain('DTSTART:20261127T140000Z')
    expect(file).toContain('LOCATION:Gare Centrale\\, 895 Rue De la Gauchetière O\\, Montréal')
    clicked.mockRestore()
  })
})
