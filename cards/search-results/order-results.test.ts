// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { orderResults } from './order-results'

const priced = (id: number, cents: number) => ({ vehicle: { id }, price: { value_cents: cents, iso_code: 'CAD' } }) as unknown as VehicleSearchResult
const ids = (results: VehicleSearchResult[]) => results.map((r) => (r.vehicle as { id: number }).id)

describe('orderResults (dialogues rule 6: the cheapest first)', () => {
  const results = [priced(1, 4500), priced(2, 1200), priced(3, 4500), priced(4, 800)]
  it('lists the vehicles by price, lowest first, ties in the API order, when the driver asked for the cheapest', () => {
    expect(ids(orderResults(results, 'price'))).toEqual([4, 2, 1, 3])
  })
  it("keeps the API's order otherwise", () => {
    expect(ids(orderResults(results, null))).toEqual([1, 2, 3, 4])
  })
})
