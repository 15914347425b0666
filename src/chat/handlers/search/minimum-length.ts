import { ceilToQuarter } from '@contracts/rental-times'
import type { SearchCriteria } from '@/features/search/search-criteria'

/** The shortest period the server takes, in the quarters the pickers and bookings use (901 s is 30 min). */
export function minimumLengthMs(minimumSeconds: number): number {
  return ceilToQuarter(Math.max(0, minimumSeconds * 1000))
}

/**
 * A period shorter than the tenant's minimum ("pour 45 min" where a rental lasts at least an hour)
 * becomes the minimum from the same start, instead of a search the server refuses with "too short":
 * the driver is offered the shortest booking there is. Null when the period is long enough.
 */
export function fitMinimumLength(c: SearchCriteria, minimumSeconds: number): { criteria: SearchCriteria; saidMs: number; minimumMs: number } | null {
  if (c.startDate === null || c.endDate === null || c.endDate <= c.startDate) return null
  const minimumMs = minimumLengthMs(minimumSeconds)
  const saidMs = c.endDate - c.startDate
  if (saidMs >= minimumMs) return null
  return { criteria: { ...c, endDate: c.startDate + minimumMs }, saidMs, minimumMs }
}
