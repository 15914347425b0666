import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { TenantSettings } from '../tenants/settings'
import { chargeClosedRental } from '../domain/payments/rental-charge'
import { offlineProvider } from '../domain/payments/offline-provider'

/**
 * The seed's closed rentals are invoiced as the charge job would have done when each ended: the
 * same charging code, on the drivers' seeded (offline) cards, so the demo history has receipts;
 * a driver without a card keeps a pending invoice with the reason.
 */
export async function invoiceClosedRentals(db: Kysely<Database>, tenantId: number, settings: Pick<TenantSettings, 'taxes' | 'distance_unit'>): Promise<void> {
  const closed = await db
    .selectFrom('rentals')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'closed')
    .where('ended_at', 'is not', null)
    .orderBy('id')
    .execute()
  const offline = offlineProvider(db)
  const providerFor = (kind: 'stripe' | 'offline') => (kind === 'offline' ? offline : null)
  for (const rental of closed) {
    await chargeClosedRental(db, rental, providerFor, rental.ended_at!, { taxes: settings.taxes, distanceUnit: settings.distance_unit })
  }
}
