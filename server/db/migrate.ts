import { type Kysely, sql } from 'kysely'
import type { Database } from './schema'
import * as initial from './migrations/0001-initial'
import * as vehicleColor from './migrations/0002-vehicle-color-token-indexes'
import * as searchIndexes from './migrations/0003-search-indexes'
import * as registrationPayments from './migrations/0004-registration-payments'
import * as searchChangeFeed from './migrations/0005-search-change-feed'
import * as authLimits from './migrations/0006-auth-limits'
import * as sharedState from './migrations/0007-shared-state'
import * as destinationOwner from './migrations/0008-destination-owner'
import * as rentalIdempotencyKeys from './migrations/0009-rental-idempotency-keys'
import * as jobsLifecycleInvoices from './migrations/0010-jobs-lifecycle-invoices'
import * as invoiceReceipts from './migrations/0011-invoice-receipts'
import * as completionCodes from './migrations/0012-completion-codes-carpool-departures'
import * as trip from './migrations/0013-trip'
import * as documentReview from './migrations/0014-document-review-licence-warning'
import * as alerts from './migrations/0015-alerts'
import * as alertOffersExpiry from './migrations/0016-alert-offers-expiry-index'
import * as emailChanges from './migrations/0017-email-changes'
import * as reminderChannel from './migrations/0018-reminder-channel'
import * as userRegistrationFlow from './migrations/0019-user-registration-flow'
import * as reminderTiming from './migrations/0023-acct-remind-reminder-timing'

interface Migration {
  name: string
  up: (db: Kysely<unknown>, isPostgres: boolean) => Promise<void>
}

/** Ordered list of migrations; append, never edit one that has shipped. */
const MIGRATIONS: Migration[] = [
  { name: '0001-initial', up: initial.up },
  { name: '0002-vehicle-color-token-indexes', up: vehicleColor.up },
  { name: '0003-search-indexes', up: searchIndexes.up },
  { name: '0004-registration-payments', up: registrationPayments.up },
  { name: '0005-search-change-feed', up: searchChangeFeed.up },
  { name: '0006-auth-limits', up: authLimits.up },
  { name: '0007-shared-state', up: sharedState.up },
  { name: '0008-destination-owner', up: destinationOwner.up },
  { name: '0009-rental-idempotency-keys', up: rentalIdempotencyKeys.up },
  { name: '0010-jobs-lifecycle-invoices', up: jobsLifecycleInvoices.up },
  { name: '0011-invoice-receipts', up: invoiceReceipts.up },
  { name: '0012-completion-codes-carpool-departures', up: completionCodes.up },
  { name: '0013-trip', up: trip.up },
  { name: '0014-document-review-licence-warning', up: documentReview.up },
  { name: '0015-alerts', up: alerts.up },
  { name: '0016-alert-offers-expiry-index', up: alertOffersExpiry.up },
  { name: '0017-email-changes', up: emailChanges.up },
  { name: '0018-reminder-channel', up: reminderChannel.up },
  { name: '0019-user-registration-flow', up: userRegistrationFlow.up },
  { name: '0023-acct-remind-reminder-timing', up: reminderTiming.up },
]

/**
 * Applies pending migrations in one transaction each and records them in `schema_migrations`.
 * Kysely's Migrator is not used because our migrations need to know the dialect for identity columns.
 */
export async function migrate(db: Kysely<Database>, isPostgres: boolean): Promise<string[]> {
  const raw = db as unknown as Kysely<unknown>
  await raw.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .execute()
  const done = new Set((await sql<{ name: string }>`select name from schema_migrations`.execute(raw)).rows.map((r) => r.name))
  const applied: string[] = []
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue
    await raw.transaction().execute(async (trx) => {
      await m.up(trx, isPostgres)
      await sql`insert into schema_migrations (name, applied_at) values (${m.name}, ${Date.now()})`.execute(trx)
    })
    applied.push(m.name)
  }
  return applied
}
