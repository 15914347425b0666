import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { tenantFixture } from '@/test-support/fixtures'
import type { MapPoint } from '../map/search-map'
import { ResultsMap } from './results-map'

// Leaflet does not draw in jsdom: a test double of the map shows each pin as a button and records
// the points it was given, so the test sees what ResultsMap hands to the real map.
const givenPoints: MapPoint[][] = []
vi.mock('../map/search-map', () => ({
  default: ({ points }: { points: MapPoint[] }) => {
    givenPoints.push(points)
    return (
      <div>
        {points.map((p) => (
          <button key={p.id} type="button" onClick={p.onSelect}>
            {p.title}
          </button>
        ))}
      </div>
    )
  },
}))

const result = (id: number, model: string) =>
  ({
    vehicle: { id, make: 'Renault', model, box_latitude: null, box_longitude: null },
    station: { id: 1, name: 'Gare Centrale', latitude: 45.5, longitude: -73.6 },
  }) as unknown as VehicleSearchResult

beforeEach(async () => {
  givenPoints.length = 0
  useTenantStore.getState().setTenant(tenantFixture())
  await i18n.changeLanguage('fr')
})

describe('ResultsMap', () => {
  it('keeps the same pins across renders with a new inline onSelect, and a pin calls the latest one', async () => {
    const results = [result(1, 'Zoe'), result(2, 'Clio')]
    const chosen: string[] = []
    const { rerender } = render(<ResultsMap results={results} onSelect={(r) => chosen.push(`first ${r.vehicle.model}`)} />)
    await screen.findByRole('button', { name: 'Renault Clio · Gare Centrale' })
    act(() => rerender(<ResultsMap results={results} onSelect={(r) => chosen.push(`second ${r.vehicle.model}`)} />))
    expect(givenPoints.length).toBeGreaterThanOrEqual(2)
    expect(givenPoints.at(-1)).toBe(givenPoints[0])
    await userEvent.click(screen.getByRole('button', { name: 'Renault Clio · Gare Centrale' }))
    expect(chosen).toEqual(['second Clio'])
  })

  it('makes new pins for new results', async () => {
    const { rerender } = render(<ResultsMap results={[result(1, 'Zoe')]} onSelect={() => undefined} />)
    await screen.findByRole('button', { name: 'Renault Zoe · Gare Centrale' })
    act(() => rerender(<ResultsMap results={[result(3, 'Megane')]} onSelect={() => undefined} />))
    expect(await screen.findByRole('button', { name: 'Renault Megane · Gare Centrale' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Renault Zoe · Gare Centrale' })).not.toBeInTheDocument()
  })
})
