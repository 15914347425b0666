import { distanceFeeCents, rentalPriceCents, timeLines, timePriceCents, type RateCard } from './rental-price'
import { breakdownCents, toWireBreakdown } from './price-breakdown'
import { applyDiscount, checkDiscountCode, requestedCode, type DiscountCode } from './discount'

const H = 3_600_000
const rates: RateCard = { hourly_rate_cents: 1000, daily_rate_cents: 6000, included_distance: 100, extra_distance_cents: 25 }

describe('timePriceCents', () => {
  it.each([
    ['one hour', H, 1000],
    ['a started hour counts whole', H + 60_000, 2000],
    ['hours capped by the daily rate', 7 * H, 6000],
    ['a day', 24 * H, 6000],
    ['a day and two hours', 26 * H, 8000],
    ['a day and seven hours: two days are cheaper', 31 * H, 12000],
    ['zero length', 0, 0],
  ])('%s', (_n, duration, expected) => {
    expect(timePriceCents(rates, duration)).toBe(expected)
  })

  it('keeps hours when the daily rate is dearer than 24 hours', () => {
    const cheapHours = { ...rates, hourly_rate_cents: 100, daily_rate_cents: 5000 }
    expect(timePriceCents(cheapHours, 30 * H)).toBe(3000)
  })
})

describe('distanceFeeCents', () => {
  it('charges each started unit beyond the included distance', () => {
    expect(distanceFeeCents(rates, 100, null)).toBe(0)
    expect(distanceFeeCents(rates, 100, 80)).toBe(0)
    expect(distanceFeeCents(rates, 100, 100)).toBe(0)
    expect(distanceFeeCents(rates, 100, 100.2)).toBe(25)
    expect(distanceFeeCents(rates, 100, 150)).toBe(1250)
  })
})

describe('rentalPriceCents', () => {
  const base = { startMs: 0, endMs: 3 * H, estimatedDistance: 150 }
  it('adds time and distance, the vehicle included distance winning over the category one', () => {
    expect(rentalPriceCents({ ...base, rates, vehicleIncludedDistance: 0 })).toBe(3000 + 50 * 25)
    expect(rentalPriceCents({ ...base, rates, vehicleIncludedDistance: 140 })).toBe(3000 + 10 * 25)
  })
  it('is free without a category', () => {
    expect(rentalPriceCents({ ...base, rates: null, vehicleIncludedDistance: 0 })).toBe(0)
  })
})

describe('discounts', () => {
  const code = (over: Partial<DiscountCode>): DiscountCode => ({ id: 1, code: 'X', kind: 'percent', value: 10, expires_at: null, max_uses: null, uses: 0, ...over })
  it('applies percent and fixed amounts without going negative', () => {
    expect(applyDiscount(1999, code({ value: 10 }))).toBe(1799)
    expect(applyDiscount(5000, code({ kind: 'fixed', value: 1500 }))).toBe(3500)
    expect(applyDiscount(1000, code({ kind: 'fixed', value: 1500 }))).toBe(0)
    expect(applyDiscount(1000, null)).toBe(1000)
  })
  it('refuses unknown, expired and used-up codes', () => {
    const codeOf = (c: DiscountCode | null) => {
      try {
        checkDiscountCode(c, 1000)
        return 'ok'
      } catch (e) {
        return (e as { code: string }).code
      }
    }
    expect(codeOf(null)).toBe('INVALID_DISCOUNT_CODE')
    expect(codeOf(code({ expires_at: 1000 }))).toBe('EXPIRED_DISCOUNT_CODE')
    expect(codeOf(code({ expires_at: 1001 }))).toBe('ok')
    expect(codeOf(code({ max_uses: 2, uses: 2 }))).toBe('DISCOUNT_CODE_MAX_LIMIT_REACHED')
    expect(codeOf(code({ max_uses: 2, uses: 1 }))).toBe('ok')
  })
  it('reads an empty input as no code', () => {
    expect(requestedCode(['  '])).toBeNull()
    expect(requestedCode(null)).toBeNull()
    expect(requestedCode([' WELCOME '])).toBe('WELCOME')
  })
})

describe('timeLines', () => {
  it.each([
    ['three hours', 3 * H, [['hours', 3]]],
    ['seven hours: a day is cheaper', 7 * H, [['days', 1]]],
    [
      'a day and two hours',
      26 * H,
      [
        ['days', 1],
        ['hours', 2],
      ],
    ],
    ['a day and seven hours: two days', 31 * H, [['days', 2]]],
    ['nothing', 0, []],
  ])('%s', (_n, duration, expected) => {
    const lines = timeLines(rates, duration)
    expect(lines.map((l) => [l.kind, l.quantity])).toEqual(expected)
    expect(lines.reduce((s, l) => s + l.amount_cents, 0)).toBe(timePriceCents(rates, duration))
  })

  it('adds up to timePriceCents for any rates and length, free ones and odd minutes included', () => {
    for (const hourly of [0, 1, 250, 1000, 4999])
      for (const daily of [0, 1, 3000, 6000, 24_000, 30_000])
        for (let minutes = 0; minutes <= 80 * 60; minutes += 17) {
          const card = { ...rates, hourly_rate_cents: hourly, daily_rate_cents: daily }
          const duration = minutes * 60_000
          expect(timeLines(card, duration).reduce((s, l) => s + l.amount_cents, 0)).toBe(timePriceCents(card, duration))
        }
  })
})

describe('breakdownCents', () => {
  const input = { rates, vehicleIncludedDistance: 0, startMs: 0, endMs: 26 * H, estimatedDistance: 150, currency: 'CAD', distanceUnit: 'km' as const }
  it('lists time and distance lines adding up to the model price, then the discount and taxes', () => {
    const taxes = [
      { name: { fr: 'TPS', en: 'GST' }, rate_percent: 5 },
      { name: { fr: 'TVQ', en: 'QST' }, rate_percent: 9.975 },
    ]
    const b = breakdownCents({ ...input, discount: { code: 'WELCOME', kind: 'percent', value: 10 }, taxes })
    expect(b.lines).toEqual([
      { kind: 'days', quantity: 1, unit_cents: 6000, amount_cents: 6000 },
      { kind: 'hours', quantity: 2, unit_cents: 1000, amount_cents: 2000 },
      { kind: 'included_distance', quantity: 100, unit_cents: null, amount_cents: 0 },
      { kind: 'extra_distance', quantity: 50, unit_cents: 25, amount_cents: 1250 },
    ])
    expect(b.prediscount_cents).toBe(rentalPriceCents({ ...input, rates }))
    expect(b.discount).toEqual({ code: 'WELCOME', amount_cents: 925 })
    expect(b.price_cents).toBe(8325)
    expect(b.taxes.map((t) => t.amount_cents)).toEqual([416, 830])
    expect(b.total_cents).toBe(8325 + 416 + 830)
    expect(toWireBreakdown(b, 'en').taxes[1]).toEqual({ name: 'QST', rate_percent: 9.975, amount: { value_cents: 830, iso_code: 'CAD' } })
  })
  it('has no lines and costs nothing without a category; a code that takes nothing off is no discount line', () => {
    const free = breakdownCents({ ...input, rates: null, discount: { code: 'X', kind: 'fixed', value: 500 }, taxes: [] })
    expect(free).toMatchObject({ lines: [], prediscount_cents: 0, discount: null, price_cents: 0, total_cents: 0 })
  })
})
