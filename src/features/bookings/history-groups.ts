import { TZDate } from '@date-fns/tz'
import type { Rental } from '@contracts/rental'

export interface MonthGroup {
  /** "yyyy-MM" of the end time in the tenant's zone. */
  month: string
  /** Any instant of that month, to name it. */
  sample: number
  rentals: Rental[]
}

/**
 * Spec section 2: closed bookings grouped by the month of their end time (in the tenant's zone),
 * in the order the list came (descending), each month once.
 */
export function groupByEndMonth(rentals: readonly Rental[], timeZone: string): MonthGroup[] {
  const groups: MonthGroup[] = []
  for (const rental of rentals) {
    const end = Date.parse(rental.reservation_end_time)
    const d = new TZDate(end, timeZone)
    const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
    const group = groups.find((g) => g.month === month)
    if (group) group.rentals.push(rental)
    else groups.push({ month, sample: end, rentals: [rental] })
  }
  return groups
}
