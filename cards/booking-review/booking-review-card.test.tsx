import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { resetSearch } from '@/features/search/search-store'
import { featuresOn } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi } from '../testing/fake-api'
import { renderCard } from '../testing/render-card'
import { criteriaFixture, resultFixture } from '../search-results/test-fixtures'
import { bookingReviewCard } from './index'

registerCard(bookingReviewCard as unknown as CardDefinition<unknown>)
const live = { isLatest: true, state: {}, authenticated: true }

beforeEach(() => {
  resetSearch()
  fakeApi({})
})
afterEach(() => vi.unstubAllGlobals())

async function showReview(estimatedDistance: number | null, features: Parameters<typeof featuresOn>[0]) {
  const result = resultFixture()
  await renderCard(<CardView kind="booking-review" props={{ result, carpool: null, vehicle: result.vehicle, criteria: criteriaFixture({ estimatedDistance }) }} stale={live} />, {
    tenant: { features: featuresOn(features) },
  })
  return screen.findByRole('article', { name: 'Vérifiez votre réservation' }, { timeout: 5000 })
}

describe('booking review card, the estimated distance', () => {
  it('says the distance the booking will carry, like the classic review, where the tenant asks for one', async () => {
    const card = await showReview(40, { estimated_distance: true })
    expect(card).toHaveTextContent('Distance estimée : 40 km')
  })

  it('says none where the tenant asks for a destination instead, or for nothing', async () => {
    const card = await showReview(40, { estimated_distance: true, estimated_destination_field: true })
    expect(card).not.toHaveTextContent('Distance estimée')
  })
})
