// @vitest-environment node
import type { Station } from '@contracts/reference'
import { searchAlternatives } from './alternatives'
import { criteria, T0 } from './test-fixtures'

const station = (id: number, name: string, latitude: number, longitude: number): Station => ({ id, name, address: '', description: null, latitude, longitude, aliases: [] })
const stations = [
  station(1, 'Gare Centrale', 45.4998, -73.5664),
  station(2, 'Vieux-Port', 45.5075, -73.554),
  station(3, 'Aéroport', 45.4577, -73.7497),
  station(4, 'McGill', 45.5048, -73.5772),
]

describe('alternatives to an empty search', () => {
  it('offers two hours earlier and later, the two nearest stations and a carpool', () => {
    const c = criteria({ endStation: 1 })
    const alts = searchAlternatives(c, stations, T0 - 5 * 3600_000, true)
    expect(alts.map((a) => a.kind)).toEqual(['earlier', 'later', 'station', 'station', 'carpool'])
    const earlier = alts[0]
    if (earlier.kind !== 'earlier') throw new Error('expected an earlier alternative')
    expect(earlier.criteria.startDate).toBe(T0 - 2 * 3600_000)
    expect(earlier.criteria.endDate).toBe(c.endDate! - 2 * 3600_000)
    const near = alts.filter((a) => a.kind === 'station')
    expect(near.map((a) => (a.kind === 'station' ? a.stationName : ''))).toEqual(['McGill', 'Vieux-Port'])
    // A round trip stays a round trip from the other station.
    expect(near[0].kind === 'station' && near[0].criteria).toMatchObject({ startStation: 4, endStation: 4 })
  })
  it('does not offer an earlier start in the past, nor a carpool without carpooling', () => {
    const alts = searchAlternatives(criteria(), stations, T0 - 3600_000, false)
    expect(alts.map((a) => a.kind)).toEqual(['later', 'station', 'station'])
  })
})
