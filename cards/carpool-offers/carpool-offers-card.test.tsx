import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetSearch } from '@/features/search/search-store'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { GARE, criteriaFixture } from '../search-results/test-fixtures'
import { shownCarpools } from './shown-carpools'
import { carpoolOffersCard } from './index'

const reference = { 'GET /stations': { stations: [GARE] }, 'GET /categories': { categories: [] }, 'GET /rental_labels': { rental_labels: [] } }
const latest = { isLatest: true, state: {}, authenticated: true }
const offer = (id: number, destination: string) => ({
  id,
  vehicle_id: 11,
  reservation_start_time: '2026-11-26T14:00:00Z',
  reservation_end_time: '2026-11-26T17:00:00Z',
  carpooling_destination: destination,
  start_station_id: GARE.id,
  end_station_id: GARE.id,
  available_seats: 2,
  driver: { first_name: 'Alex' },
})

beforeEach(() => {
  registerCard(carpoolOffersCard as unknown as CardDefinition<unknown>)
  resetSearch()
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})
afterEach(() => vi.unstubAllGlobals())

describe('carpool offers card', () => {
  it('searches once, lists the offers going where the member goes first, and records what it shows', async () => {
    const { calls } = fakeApi({
      ...reference,
      'POST /carpooling_rentals/search': { total: 2, results: [offer(40, 'Montréal'), offer(41, 'Québec')] },
    })
    await renderCard(<CardView kind="carpool-offers" props={{ criteria: criteriaFixture(), destinationText: 'Québec' }} stale={latest} />)
    expect(await screen.findByText('2 covoiturages proposés', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(shownCarpools('card-1')?.map((o) => o.id)).toEqual([41, 40])
    expect(calls.filter((c) => c.path === '/carpooling_rentals/search')).toHaveLength(1)
  })

  it('says a failed search and searches again on retry', async () => {
    let answers = 0
    fakeApi({
      ...reference,
      'POST /carpooling_rentals/search': () => (++answers === 1 ? json({ errors: [{ code: 'internal' }] }, 503) : json({ total: 1, results: [offer(40, 'Montréal')] })),
    })
    await renderCard(<CardView kind="carpool-offers" props={{ criteria: criteriaFixture(), destinationText: null }} stale={latest} />)
    await screen.findByRole('alert', {}, { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('1 covoiturage proposé')).toBeInTheDocument()
    expect(answers).toBe(2)
  })
})
