// @vitest-environment node
import type { VehicleSearchResult } from '@contracts/vehicle'
import { resultPoints } from './result-points'

const result = (id: number, box: [number, number] | null, station: [number, number] | null) =>
  ({
    vehicle: { id, make: 'Renault', model: 'Zoe', box_latitude: box?.[0] ?? null, box_longitude: box?.[1] ?? null },
    station: station ? { id: 1, name: 'Gare Centrale', latitude: station[0], longitude: station[1] } : null,
  }) as unknown as VehicleSearchResult

describe('resultPoints', () => {
  it('pins a vehicle where its box is, else at its station, and skips one with neither', () => {
    const chosen: number[] = []
    const points = resultPoints([result(1, [45.5, -73.6], [45.4, -73.5]), result(2, null, [45.4, -73.5]), result(3, null, null)], 2, (r) => chosen.push(r.vehicle.id))
    expect(points.map((p) => [p.id, p.lat, p.long, p.selected])).toEqual([
      ['v1', 45.5, -73.6, false],
      ['v2', 45.4, -73.5, true],
    ])
    expect(points[1].title).toBe('Renault Zoe · Gare Centrale')
    points[0].onSelect()
    expect(chosen).toEqual([1])
  })
})
