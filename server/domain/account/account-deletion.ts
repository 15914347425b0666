import type { Kysely, Transaction } from 'kysely'
import { IN_PROGRESS_STATUSES, UPCOMING_STATUSES } from '@contracts/rental'
import type { Database } from '../../db/schema'
import { conflict } from '../../errors'
import type { MemberScope } from './member-scope'
import { staleBefore } from '../rentals/lifecycle-rules'

/** A rental in one of these keeps its driver's account alive (spec section 6, DECISIONS.md). */
export const ACCOUNT_HOLDING_STATUSES = [...UPCOMING_STATUSES, ...IN_PROGRESS_STATUSES]

type Db = Kysely<Database> | Transaction<Database>

/** The tombstone that replaces an erased e-mail: unique, undeliverable, and frees the address. */
export const tombstoneEmail = (userId: number) => `deleted-${userId}@deleted.invalid`

/** What decides whether a rental still holds the account: the time, and the tenant's grace for unstarted rentals. */
export interface DeletionClock {
  now: number
  /** lifecycle-rules.ts unstartedGraceMs: an upcoming rental never started past it is stale and holds nothing. */
  unstartedGraceMs: number
}

/**
 * Refuses deletion with the spec's codes (section 8) while a rental or an invoice holds the account:
 * 409, a state that conflicts with the request and that the member can resolve.
 */
export async function assertDeletable(db: Db, scope: MemberScope, clock: DeletionClock): Promise<void> {
  const rental = await db
    .selectFrom('rentals')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('driver_id', '=', scope.userId)
    .where('status', 'in', [...ACCOUNT_HOLDING_STATUSES])
    .where((eb) => eb.or([eb('status', 'in', [...IN_PROGRESS_STATUSES]), eb('reservation_start_time', '>', staleBefore(clock.unstartedGraceMs, clock.now))]))
    .limit(1)
    .executeTakeFirst()
  if (rental) throw conflict('user_rentals_user_has_rental')
  const invoice = await db
    .selectFrom('invoices')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst()
  if (invoice) throw conflict('user_invoices_as_buyer_user_has_pending_invoice')
}

/** Removes one stored file (a document or the photo); given by the caller so tests need no disk. */
export type RemoveFile = (storedPath: string) => Promise<void>

/**
 * DELETE /user: erases the member's personal data in one transaction and disables the login;
 * their rentals stay for the operator's books, stripped of anything personal. Files go after the
 * commit, so a failed erasure never leaves a profile pointing at deleted files.
 */
export async function deleteAccount(db: Kysely<Database>, scope: MemberScope, clock: DeletionClock, removeFile: RemoveFile): Promise<{ removedFiles: number }> {
  const now = clock.now
  const files = await db.transaction().execute(async (trx) => {
    await assertDeletable(trx, scope, clock)
    const user = await trx
      .selectFrom('users')
      .select('photo_path')
      .where('tenant_id', '=', scope.tenantId)
      .where('id', '=', scope.userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (!user) return []
    const documents = await trx.selectFrom('documents').select('storage_path').where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).execute()
    await eraseProfile(trx, scope, now)
    await forgetSecrets(trx, scope, now)
    await trx.deleteFrom('documents').where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).execute()
    await anonymiseRentals(trx, scope, now)
    await forgetWishes(trx, scope)
    return [...documents.map((d) => d.storage_path), ...(user.photo_path ? [user.photo_path] : [])]
  })
  let removed = 0
  for (const path of files) {
    try {
      await removeFile(path)
      removed += 1
    } catch {
      // A file already gone is what we want; anything else must not undo the erasure.
    }
  }
  return { removedFiles: removed }
}

async function eraseProfile(trx: Transaction<Database>, scope: MemberScope, now: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: tombstoneEmail(scope.userId),
      password_hash: null,
      first_name: null,
      last_name: null,
      address_line1: null,
      address_line2: null,
      address_postal_code: null,
      address_locality: null,
      address_state: null,
      address_country: null,
      birthday_time: null,
      birthday_location: null,
      cell_phone: null,
      pending_cell_phone: null,
      driving_licence_number: null,
      driving_licence_location: null,
      driving_licence_expiration_time: null,
      driving_licence_obtaining_time: null,
      photo_path: null,
      sso_issuer: null,
      sso_subject: null,
      // No role means no login (DECISIONS.md), on top of the missing password and the tombstone.
      roles: '[]',
      can_access_backoffice: 0,
      validated: 0,
      deleted_at: now,
      updated_at: now,
    })
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', scope.userId)
    .execute()
}

async function forgetSecrets(trx: Transaction<Database>, scope: MemberScope, now: number): Promise<void> {
  const mine = { tenant: scope.tenantId, user: scope.userId }
  await trx.updateTable('access_tokens').set({ revoked_at: now }).where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).where('revoked_at', 'is', null).execute()
  await trx.deleteFrom('password_reset_tokens').where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).execute()
  await trx.deleteFrom('email_changes').where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).execute()
  await trx.deleteFrom('sms_codes').where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).execute()
  await trx.deleteFrom('setup_intents').where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).execute()
  await trx.deleteFrom('account_unlock_tokens').where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).execute()
  await trx.deleteFrom('completion_codes').where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).execute()
  await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).where('revoked_at', 'is', null).execute()
  // The offline provider's saved methods carry the name on the card.
  await trx.deleteFrom('offline_payment_methods').where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).execute()
  await trx.updateTable('payment_cards').set({ deleted_at: now }).where('tenant_id', '=', mine.tenant).where('user_id', '=', mine.user).where('deleted_at', 'is', null).execute()
}

/** Rentals stay, without where the member went; seats in carpools not yet started are given back. */
async function anonymiseRentals(trx: Transaction<Database>, scope: MemberScope, now: number): Promise<void> {
  const driven = trx.selectFrom('rentals').select('destination_id').where('tenant_id', '=', scope.tenantId).where('driver_id', '=', scope.userId)
  await trx
    .updateTable('destinations')
    .set({ label: null, name: null, place_id: null, formatted_address: null, latitude: null, longitude: null })
    .where('tenant_id', '=', scope.tenantId)
    .where((eb) => eb.or([eb('user_id', '=', scope.userId), eb('id', 'in', driven.where('destination_id', 'is not', null).$narrowType<{ destination_id: number }>())]))
    .execute()
  await trx.updateTable('rentals').set({ carpooling_destination: null, updated_at: now }).where('tenant_id', '=', scope.tenantId).where('driver_id', '=', scope.userId).execute()
  const notStarted = trx
    .selectFrom('rentals')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('status', 'in', [...UPCOMING_STATUSES])
  await trx.deleteFrom('rental_passengers').where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).where('rental_id', 'in', notStarted).execute()
}

/**
 * Alerts say where and when the member wanted a car: they go, with their offers (an open offer's
 * hold on a vehicle goes with it). Condition reports and vehicle commands describe the vehicle and
 * stay for the operator, no longer linked to the member (DECISIONS.md).
 */
async function forgetWishes(trx: Transaction<Database>, scope: MemberScope): Promise<void> {
  await trx.deleteFrom('alert_offers').where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).execute()
  await trx.deleteFrom('alerts').where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).execute()
  await trx.updateTable('condition_reports').set({ user_id: null }).where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).execute()
  await trx.updateTable('vehicle_commands').set({ user_id: null }).where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).execute()
}
