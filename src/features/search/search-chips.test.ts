// @vitest-environment node
import { searchChips, withoutChip } from './search-chips'
import { criteria } from './test-fixtures'

describe('header chips', () => {
  const c = criteria({ endStation: 2, options: ['gps', 'bluetooth'], categories: [7], seatsCount: 4, gearsType: 'manual', discountCodes: ['NOEL'] })

  it('shows dates, stations, options, categories, seats, gears and the discount code', () => {
    expect(searchChips(c).map((chip) => chip.key)).toEqual([
      'dates',
      'start-station',
      'end-station',
      'option-gps',
      'option-bluetooth',
      'category-7',
      'seats',
      'gears',
      'discount-NOEL',
    ])
  })
  it('shows no chip for a field the tenant does not use (its criterion is not searched with)', () => {
    const keys = searchChips(c, { endStation: false, categories: false, discountCode: false }).map((chip) => chip.key)
    expect(keys).toEqual(['dates', 'start-station', 'option-gps', 'option-bluetooth', 'seats', 'gears'])
  })
  it('shows nothing for default filters', () => {
    expect(searchChips(criteria()).map((chip) => chip.kind)).toEqual(['dates', 'start-station'])
  })
  it('removing a chip clears only its criterion', () => {
    const chips = searchChips(c)
    const byKey = (k: string) => chips.find((chip) => chip.key === k)!
    expect(withoutChip(c, byKey('option-gps')).options).toEqual(['bluetooth'])
    expect(withoutChip(c, byKey('category-7')).categories).toEqual([])
    expect(withoutChip(c, byKey('seats')).seatsCount).toBe('all')
    expect(withoutChip(c, byKey('gears')).gearsType).toBe('all')
    expect(withoutChip(c, byKey('discount-NOEL')).discountCodes).toEqual([])
    expect(withoutChip(c, byKey('end-station'))).toEqual({ ...c, endStation: null })
    expect(withoutChip(c, byKey('dates'))).toMatchObject({ startDate: null, endDate: null })
  })
})
