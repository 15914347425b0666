import type { VehicleOption } from '@contracts/tenant'
import { INITIAL_CRITERIA, type GearsFilter, type SearchCriteria, type SeatsFilter } from './search-criteria'
import type { SearchFields } from './search-settings'

/** One header chip of the results (spec section 2): what it shows, and how removing it changes the search. */
export type SearchChip =
  | { key: string; kind: 'dates'; start: number; end: number }
  | { key: string; kind: 'start-station'; stationId: number }
  | { key: string; kind: 'end-station'; stationId: number }
  | { key: string; kind: 'location'; text: string }
  | { key: string; kind: 'option'; option: VehicleOption }
  | { key: string; kind: 'category'; categoryId: number }
  | { key: string; kind: 'seats'; seats: Exclude<SeatsFilter, 'all'> }
  | { key: string; kind: 'gears'; gears: Exclude<GearsFilter, 'all'> }
  | { key: string; kind: 'discount'; code: string }

/**
 * The chips of a search, in the order the header shows them. A criterion whose field the tenant
 * does not show (a code kept from before the operator switched codes off) is not searched with
 * (search-body.ts), so it has no chip either.
 */
export function searchChips(c: SearchCriteria, fields?: Pick<SearchFields, 'endStation' | 'categories' | 'discountCode'>): SearchChip[] {
  const chips: SearchChip[] = []
  if (c.startDate !== null && c.endDate !== null) chips.push({ key: 'dates', kind: 'dates', start: c.startDate, end: c.endDate })
  if (c.startStation !== null) chips.push({ key: 'start-station', kind: 'start-station', stationId: c.startStation })
  if (c.endStation !== null && (fields?.endStation ?? true)) chips.push({ key: 'end-station', kind: 'end-station', stationId: c.endStation })
  if (c.location) chips.push({ key: 'location', kind: 'location', text: c.location.displayText })
  for (const option of c.options) chips.push({ key: `option-${option}`, kind: 'option', option })
  if (fields?.categories ?? true) for (const categoryId of c.categories) chips.push({ key: `category-${categoryId}`, kind: 'category', categoryId })
  if (c.seatsCount !== 'all') chips.push({ key: 'seats', kind: 'seats', seats: c.seatsCount })
  if (c.gearsType !== 'all') chips.push({ key: 'gears', kind: 'gears', gears: c.gearsType })
  if (fields?.discountCode ?? true) for (const code of c.discountCodes) if (code.trim()) chips.push({ key: `discount-${code}`, kind: 'discount', code })
  return chips
}

/** The search without one chip's criterion. */
export function withoutChip(c: SearchCriteria, chip: SearchChip): SearchCriteria {
  switch (chip.kind) {
    case 'dates':
      return { ...c, startDate: null, endDate: null }
    case 'start-station':
      return { ...c, startStation: null }
    case 'end-station':
      return { ...c, endStation: null }
    case 'location':
      return { ...c, location: null }
    case 'option':
      return { ...c, options: c.options.filter((o) => o !== chip.option) }
    case 'category':
      return { ...c, categories: c.categories.filter((id) => id !== chip.categoryId) }
    case 'seats':
      return { ...c, seatsCount: INITIAL_CRITERIA.seatsCount }
    case 'gears':
      return { ...c, gearsType: INITIAL_CRITERIA.gearsType }
    case 'discount':
      return { ...c, discountCodes: c.discountCodes.filter((code) => code !== chip.code) }
  }
}
