import type { Slots, SlotValue } from '../intent-types'

/** Filters a search carries from turn to turn (rule 2 names them when kept, rule 1 when added). */
export const FILTER_KEYS = ['categories', 'options', 'gearsType', 'seatsCount', 'rentalLabel', 'discountCode', 'estimatedDistance', 'sort'] as const
const PLACE_KEYS = ['startStation', 'endStation', 'address', 'destination'] as const

export const filled = (v: SlotValue | undefined): boolean => v !== null && v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0)
const same = (a: SlotValue | undefined, b: SlotValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * What a follow-up keeps of the earlier search without saying it: in the result and the earlier
 * slots alike, and not in what the sentence says by itself. The end counts when the sentence moved
 * the start and the length came along ("plutôt dimanche" keeps 9h to 14h).
 */
export function keptSlots(result: Slots, earlier: Slots, own: Slots): Slots {
  const kept: Record<string, SlotValue> = {}
  for (const key of [...PLACE_KEYS, ...FILTER_KEYS]) {
    if (filled(result[key]) && same(result[key], earlier[key]) && !filled(own[key])) kept[key] = result[key]
  }
  const movedStart = filled(own.startDate) && !same(result.startDate, earlier.startDate)
  if (movedStart && filled(result.endDate) && filled(earlier.endDate) && !filled(own.endDate)) {
    kept.startDate = result.startDate
    kept.endDate = result.endDate
  }
  return kept
}

/** Filters the sentence added to the search: new values, or more of a list. */
export function addedFilters(result: Slots, earlier: Slots): Slots {
  const added: Record<string, SlotValue> = {}
  for (const key of FILTER_KEYS) {
    const now = result[key]
    if (!filled(now) || same(now, earlier[key])) continue
    if (Array.isArray(now)) {
      const before = new Set(Array.isArray(earlier[key]) ? (earlier[key] as readonly string[]) : [])
      const more = now.filter((v) => !before.has(v))
      if (more.length) added[key] = more
    } else added[key] = now
  }
  return added
}

/** The filters among slots, without places and dates. */
export function onlyFilters(slots: Slots): Slots {
  return Object.fromEntries(Object.entries(slots).filter(([key]) => (FILTER_KEYS as readonly string[]).includes(key)))
}
