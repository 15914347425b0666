import { breakdownCents, taxesOn } from './price-breakdown'

const GST = { name: { fr: 'TPS', en: 'GST' }, rate_percent: 5 }
const QST = { name: { fr: 'TVQ', en: 'QST' }, rate_percent: 9.975 }

describe('taxesOn', () => {
  it('rounds each tax to the cent on its own and adds them to the price', () => {
    expect(taxesOn(1999, [GST, QST])).toEqual({
      taxes: [
        { name: GST.name, rate_percent: 5, amount_cents: 100 },
        { name: QST.name, rate_percent: 9.975, amount_cents: 199 },
      ],
      total_cents: 2298,
    })
    expect(taxesOn(1999, [])).toEqual({ taxes: [], total_cents: 1999 })
  })

  it('taxes a breakdown on its price after discount', () => {
    const b = breakdownCents({
      rates: { hourly_rate_cents: 1000, daily_rate_cents: 6000, included_distance: 100, extra_distance_cents: 25 },
      vehicleIncludedDistance: 0,
      startMs: 0,
      endMs: 2 * 3600_000,
      estimatedDistance: null,
      discount: null,
      taxes: [GST, QST],
      currency: 'CAD',
      distanceUnit: 'km',
    })
    expect(b.price_cents).toBe(2000)
    expect(b.taxes.map((t) => t.amount_cents)).toEqual([100, 200])
    expect(b.total_cents).toBe(2300)
  })
})
