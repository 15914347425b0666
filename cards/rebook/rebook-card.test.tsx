import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { rentalFixture } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { setNextCardSink, type NextCard } from '../search-results/next-card'
import { GARE, resultFixture, vehicleFixture } from '../search-results/test-fixtures'
import { nextSuchTimes } from './pick-rebooking'
import { rebookCard } from './index'

registerCard(rebookCard as unknown as CardDefinition<unknown>)
const latest = { isLatest: true, state: {}, authenticated: true }
const reference = { 'GET /stations': { stations: [GARE] }, 'GET /categories': { categories: [] }, 'GET /rental_labels': { rental_labels: [] } }
let pushed: NextCard[]

// A Saturday 10:00-13:00 at the Gare three weeks ago, and a Tuesday after it, both finished.
const DAY = 86_400_000
const saturday = (() => {
  const d = new Date(Date.now() - 21 * DAY)
  d.setDate(d.getDate() + ((6 - d.getDay() + 7) % 7))
  d.setHours(10, 0, 0, 0)
  return d.getTime()
})()
const held = vehicleFixture({ category_id: 2, station_id: GARE.id })
const rentals = [
  rentalFixture({
    id: 31,
    status: 'closed',
    vehicle_id: held.id,
    start_station_id: GARE.id,
    reservation_start_time: new Date(saturday).toISOString(),
    reservation_end_time: new Date(saturday + 3 * 3600_000).toISOString(),
  }),
  rentalFixture({
    id: 32,
    status: 'closed',
    vehicle_id: 99,
    start_station_id: GARE.id,
    reservation_start_time: new Date(saturday + 3 * DAY).toISOString(),
    reservation_end_time: new Date(saturday + 3 * DAY + 3600_000).toISOString(),
  }),
]

beforeEach(() => {
  localStorage.clear()
  pushed = []
  setNextCardSink((card) => pushed.push(card))
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})
afterEach(() => {
  vi.unstubAllGlobals()
  setNextCardSink(null)
})

describe('rebook card', () => {
  it('"la même que samedi dernier": the same vehicle free on the next Saturday opens its review at once', async () => {
    const { calls } = fakeApi({
      ...reference,
      'GET /rentals': { rentals, meta: { total: 2, limit: 100, page: 1 } },
      [`GET /vehicles/${held.id}`]: { vehicle: held },
      'POST /vehicles/search': { total: 1, results: [resultFixture(held)] },
    })
    await renderCard(<CardView kind="rebook" props={{ weekday: 6, usual: false }} stale={latest} />)
    await waitFor(() => expect(pushed).toHaveLength(1), { timeout: 10_000 })
    const times = nextSuchTimes(rentals[0], 'America/Montreal', Date.now())
    expect(pushed[0]).toMatchObject({ kind: 'booking-review', props: { vehicle: { id: held.id }, criteria: { startStation: GARE.id, categories: [2], ...times } } })
    expect(new Date(times.startDate).getDay()).toBe(6)
    const search = calls.find((c) => c.path === '/vehicles/search')?.body as { search: Record<string, unknown> }
    expect(search.search).toMatchObject({ start_station_id: GARE.id, categories: [2], start_time: new Date(times.startDate).toISOString() })
    expect(calls.find((c) => c.path.startsWith('/rentals'))?.path).toMatch(/statuses/)
    expect(await screen.findByText(/est libre .* : voici son récapitulatif/)).toBeInTheDocument()
  })

  it('the vehicle taken: the results of the same search instead', async () => {
    fakeApi({
      ...reference,
      'GET /rentals': { rentals, meta: { total: 2, limit: 100, page: 1 } },
      [`GET /vehicles/${held.id}`]: { vehicle: held },
      'POST /vehicles/search': { total: 1, results: [resultFixture(vehicleFixture({ id: 12, model: 'Corolla' }))] },
    })
    await renderCard(<CardView kind="rebook" props={{ weekday: 6, usual: false }} stale={latest} />)
    await waitFor(() => expect(pushed).toHaveLength(1), { timeout: 10_000 })
    expect(pushed[0]).toMatchObject({ kind: 'search-results', props: { criteria: { startStation: GARE.id, categories: [2] } } })
    expect(await screen.findByText(/n'est pas libre/)).toBeInTheDocument()
  })

  it('says so when no finished booking was on that day', async () => {
    fakeApi({ ...reference, 'GET /rentals': { rentals, meta: { total: 2, limit: 100, page: 1 } } })
    await renderCard(<CardView kind="rebook" props={{ weekday: 4, usual: false }} stale={latest} />)
    expect(await screen.findByText('Je ne trouve aucune réservation terminée un jeudi.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(pushed).toEqual([])
  })

  it('a failed search is said with a retry, which searches once more and pushes the next card once', async () => {
    let refuse = true
    const { calls } = fakeApi({
      ...reference,
      'GET /rentals': { rentals, meta: { total: 2, limit: 100, page: 1 } },
      [`GET /vehicles/${held.id}`]: { vehicle: held },
      'POST /vehicles/search': () => (refuse ? json({ errors: [{ code: 'internal_error', detail: 'x' }] }, 500) : json({ total: 1, results: [resultFixture(held)] })),
    })
    await renderCard(<CardView kind="rebook" props={{ weekday: 6, usual: false }} stale={latest} />)
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 10_000 })
    expect(pushed).toEqual([])
    refuse = false
    await userEvent.click(retry)
    await waitFor(() => expect(pushed).toHaveLength(1), { timeout: 10_000 })
    expect(pushed[0]).toMatchObject({ kind: 'booking-review' })
    expect(await screen.findByText(/est libre .* : voici son récapitulatif/)).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/vehicles/search')).toHaveLength(2)
  })
})
