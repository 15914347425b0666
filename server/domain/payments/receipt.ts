import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import { invoiceNumber, type Receipt } from '@contracts/receipt'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import type { TenantSettings } from '../../tenants/settings'
import { toWireBreakdown, type BreakdownCents } from '../pricing/price-breakdown'
import { billedWindow, finalBreakdown } from './rental-charge'

export interface ReceiptScope {
  db: Kysely<Database>
  tenant: { id: number; human_name: string; settings: TenantSettings }
  userId: number
  lang: Language
}

/**
 * The receipt of one of the member's finished rentals as driver: the invoice the charge job wrote,
 * with the lines it charged. Another member's rental, one not closed or not invoiced yet: 404.
 * An invoice written before receipts kept its lines (migration 0011) shows them recomputed
 * without taxes, as it was charged.
 */
export async function findReceipt(scope: ReceiptScope, rentalId: number): Promise<Receipt> {
  const { db, tenant } = scope
  const row = await db
    .selectFrom('rentals as r')
    .innerJoin('invoices as i', (j) => j.onRef('i.rental_id', '=', 'r.id').onRef('i.tenant_id', '=', 'r.tenant_id'))
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .leftJoin('vehicles as v', (j) => j.onRef('v.id', '=', 'r.vehicle_id').onRef('v.tenant_id', '=', 'r.tenant_id'))
    .leftJoin('stations as s', (j) => j.onRef('s.id', '=', 'r.start_station_id').onRef('s.tenant_id', '=', 'r.tenant_id'))
    .selectAll('r')
    .select([
      'i.id as invoice_id',
      'i.created_at as invoice_created_at',
      'i.status as invoice_status',
      'i.paid_at',
      'i.breakdown',
      'i.card_brand',
      'i.card_last4',
      'u.first_name',
      'u.last_name',
      'v.make',
      'v.model',
      'v.license_plate',
      's.name as station_name',
      's.address as station_address',
    ])
    .where('r.tenant_id', '=', tenant.id)
    .where('r.id', '=', rentalId)
    .where('r.driver_id', '=', scope.userId)
    .where('r.status', '=', 'closed')
    .executeTakeFirst()
  if (!row) throw notFound()
  const breakdown: BreakdownCents = row.breakdown
    ? (JSON.parse(row.breakdown) as BreakdownCents)
    : await finalBreakdown(db, row, { taxes: [], distanceUnit: tenant.settings.distance_unit })
  const window = billedWindow(row)
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    rental_id: row.id,
    invoice_number: invoiceNumber(row.invoice_id, row.invoice_created_at),
    issued_at: iso(row.invoice_created_at),
    status: row.invoice_status,
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    tenant_name: tenant.human_name,
    driver_name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    vehicle: row.make === null || row.model === null ? null : { make: row.make, model: row.model, license_plate: row.license_plate ?? '' },
    station: row.station_name === null ? null : { name: row.station_name, address: row.station_address ?? '' },
    start: iso(window.start),
    end: iso(window.end),
    distance: row.distance,
    breakdown: toWireBreakdown(breakdown, scope.lang),
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  }
}
