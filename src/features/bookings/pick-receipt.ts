import { TZDate } from '@date-fns/tz'
import type { Invoice } from '@contracts/invoice'

/** A trip named by its car ("ma location Tesla", "my Kia Soul trip") and/or its day, yyyy-MM-dd in the tenant's zone. */
export interface TripQuery {
  make: string | null
  model: string | null
  date: string | null
}

export type InvoiceWithRental = Invoice & { rental: NonNullable<Invoice['rental']> }
export type ReceiptPick = { kind: 'found'; invoice: InvoiceWithRental } | { kind: 'choose'; candidates: InvoiceWithRental[] } | { kind: 'none' }

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()

function dayOf(iso: string, timeZone: string): string {
  const d = new TZDate(Date.parse(iso), timeZone)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * The receipt of the trip a sentence names, among the member's invoices of closed rentals (each has
 * its receipt): every word said of the car must be a word of the vehicle's name, the day must be the
 * trip's start day. Nothing named: the latest trip. One match is found, several are offered.
 */
export function pickReceipt(invoices: readonly Invoice[], q: TripQuery, timeZone: string): ReceiptPick {
  const trips = invoices.filter((i): i is InvoiceWithRental => i.rental !== null && i.rental.status === 'closed')
  const words = [q.make, q.model].filter((w): w is string => !!w).flatMap((w) => fold(w).split(/\s+/))
  const matches = trips.filter(
    (i) =>
      (words.length === 0 ||
        words.every((w) =>
          fold(i.rental.vehicle_name ?? '')
            .split(/\s+/)
            .includes(w),
        )) &&
      (q.date === null || dayOf(i.rental.start_date, timeZone) === q.date),
  )
  if (matches.length === 0) return { kind: 'none' }
  if (matches.length === 1 || (words.length === 0 && q.date === null)) return { kind: 'found', invoice: matches[0] }
  return { kind: 'choose', candidates: matches }
}
