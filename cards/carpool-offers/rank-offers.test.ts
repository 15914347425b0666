// @vitest-environment node
import type { CarpoolResult } from '@contracts/rental'
import { rankOffers } from './rank-offers'

const offer = (id: number, destination: string | null): CarpoolResult => ({
  id,
  vehicle_id: id,
  reservation_start_time: '2026-11-27T14:00:00Z',
  reservation_end_time: '2026-11-27T19:00:00Z',
  carpooling_destination: destination,
  start_station_id: 1,
  end_station_id: 1,
  available_seats: 3,
  driver: { first_name: 'Alex' },
})

describe('carpool offers order', () => {
  it('puts the offers going to the said destination first, accents and case aside', () => {
    const ranked = rankOffers([offer(1, 'Mont-Tremblant'), offer(2, 'Québec – Vieux-Québec'), offer(3, null)], 'quebec')
    expect(ranked.map((o) => o.id)).toEqual([2, 1, 3])
  })
  it('keeps the order without a destination', () => {
    expect(rankOffers([offer(1, 'A'), offer(2, 'B')], null).map((o) => o.id)).toEqual([1, 2])
  })
})
