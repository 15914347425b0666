import type { Kysely } from 'kysely'
import type { Invoice } from '@contracts/invoice'
import type { RentalStatus } from '@contracts/rental'
import type { Database } from '../../db/schema'

export interface InvoicePage {
  invoices: Invoice[]
  total: number
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The member's invoices, newest first (GET /user/invoices). Scoped to the tenant and the member; the
 * rental is joined only when it is the member's own as driver on the same tenant, so an invoice
 * never names another member's rental.
 */
export async function listMemberInvoices(db: Kysely<Database>, scope: { tenantId: number; userId: number; page: number; limit: number }): Promise<InvoicePage> {
  const mine = db.selectFrom('invoices').where('invoices.tenant_id', '=', scope.tenantId).where('invoices.user_id', '=', scope.userId)
  const [rows, count] = await Promise.all([
    mine
      .leftJoin('rentals', (j) => j.onRef('rentals.id', '=', 'invoices.rental_id').on('rentals.tenant_id', '=', scope.tenantId).on('rentals.driver_id', '=', scope.userId))
      .leftJoin('vehicles', (j) => j.onRef('vehicles.id', '=', 'rentals.vehicle_id').on('vehicles.tenant_id', '=', scope.tenantId))
      .leftJoin('stations', (j) => j.onRef('stations.id', '=', 'rentals.start_station_id').on('stations.tenant_id', '=', scope.tenantId))
      .select([
        'invoices.id',
        'invoices.amount_cents',
        'invoices.currency',
        'invoices.status',
        'invoices.created_at',
        'invoices.paid_at',
        'invoices.attempts',
        'invoices.error',
        'rentals.id as rental_id',
        'rentals.status as rental_status',
        'rentals.reservation_start_time',
        'rentals.reservation_end_time',
        'vehicles.make',
        'vehicles.model',
        'stations.name as station_name',
      ])
      .orderBy('invoices.created_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(scope.limit)
      .offset((scope.page - 1) * scope.limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    invoices: rows.map((r) => ({
      id: r.id,
      amount: { value_cents: r.amount_cents, iso_code: r.currency },
      status: r.status,
      created_at: iso(Number(r.created_at)),
      paid_at: r.paid_at === null ? null : iso(Number(r.paid_at)),
      // A counted try with an error is a refusal the card gave (an unanswered try is not counted).
      charge_refused: r.status === 'pending' && r.attempts > 0 && r.error !== null,
      rental:
        r.rental_id === null || r.reservation_start_time === null || r.reservation_end_time === null
          ? null
          : {
              id: r.rental_id,
              status: (r.rental_status ?? 'closed') as RentalStatus,
              start_date: iso(Number(r.reservation_start_time)),
              end_date: iso(Number(r.reservation_end_time)),
              vehicle_name: r.make && r.model ? `${r.make} ${r.model}` : null,
              station_name: r.station_name ?? null,
            },
    })),
  }
}
