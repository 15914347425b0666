// @vitest-environment node
import type { Invoice } from '@contracts/invoice'
import { pickReceipt } from './pick-receipt'

const invoice = (id: number, vehicle: string | null, start: string, status: 'closed' | 'cancelled' = 'closed'): Invoice => ({
  id,
  amount: { value_cents: 1000, iso_code: 'CAD' },
  status: 'paid',
  created_at: start,
  paid_at: start,
  charge_refused: false,
  rental: { id: id * 10, status, start_date: start, end_date: start, vehicle_name: vehicle, station_name: null },
})

// Newest first, as GET /user/invoices answers.
const invoices = [
  invoice(3, 'Tesla Model 3', '2026-11-20T15:00:00.000Z'),
  invoice(2, 'Kia Soul', '2026-11-09T04:30:00.000Z'),
  invoice(1, 'Tesla Model Y', '2026-10-01T15:00:00.000Z'),
  invoice(4, 'Tesla Model S', '2026-09-01T15:00:00.000Z', 'cancelled'),
]
const none = { make: null, model: null, date: null }

describe('the receipt of the trip a sentence names', () => {
  it('by the car, accents and case aside; several trips of that make are offered', () => {
    expect(pickReceipt(invoices, { ...none, make: 'kia' }, 'America/Toronto')).toMatchObject({ kind: 'found', invoice: { id: 2 } })
    expect(pickReceipt(invoices, { ...none, make: 'TESLA', model: 'model y' }, 'America/Toronto')).toMatchObject({ kind: 'found', invoice: { id: 1 } })
    const tesla = pickReceipt(invoices, { ...none, make: 'Tesla' }, 'America/Toronto')
    expect(tesla.kind === 'choose' && tesla.candidates.map((c) => c.id)).toEqual([3, 1])
  })
  it("by the start day in the tenant's zone, not UTC's", () => {
    expect(pickReceipt(invoices, { ...none, date: '2026-11-08' }, 'America/Toronto')).toMatchObject({ kind: 'found', invoice: { id: 2 } })
    expect(pickReceipt(invoices, { ...none, date: '2026-11-09' }, 'America/Toronto')).toEqual({ kind: 'none' })
    expect(pickReceipt(invoices, { make: 'Tesla', model: null, date: '2026-11-20' }, 'America/Toronto')).toMatchObject({ kind: 'found', invoice: { id: 3 } })
  })
  it('nothing named: the latest trip; a car never driven: none; a cancellation fee is no trip', () => {
    expect(pickReceipt(invoices, none, 'America/Toronto')).toMatchObject({ kind: 'found', invoice: { id: 3 } })
    expect(pickReceipt(invoices, { ...none, make: 'Volvo' }, 'America/Toronto')).toEqual({ kind: 'none' })
    expect(pickReceipt(invoices, { ...none, model: 'Model S' }, 'America/Toronto')).toEqual({ kind: 'none' })
  })
})
