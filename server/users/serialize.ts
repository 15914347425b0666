import { ReminderChannelSchema, ReminderTimingSchema } from '@contracts/reminder-channel'
import type { Kysely } from 'kysely'
import type { PublicUser, User, WorkflowStep } from '@contracts/user'
import type { Database, UserRow } from '../db/schema'
import { rolesOf } from './permissions'

/** Where a member's photo is served (POST /user/photos stores it; the route serving it belongs to the photos module). */
export function photoUrl(user: Pick<UserRow, 'id' | 'photo_path'>): string | null {
  return user.photo_path ? `/api/users/${user.id}/photo` : null
}

/** The id of the tenant's current terms version, or null when it has none. */
export async function currentTermsVersionId(db: Kysely<Database>, tenantId: number): Promise<number | null> {
  const row = await db.selectFrom('terms_versions').select('id').where('tenant_id', '=', tenantId).where('current', '=', 1).orderBy('published_at', 'desc').executeTakeFirst()
  return row?.id ?? null
}

/** GET /user: the member's own view. `accepted_terms_version_id` is null unless it is the current version. */
export function toUserWire(row: UserRow, currentTermsId: number | null): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    address_postal_code: row.address_postal_code,
    address_locality: row.address_locality,
    address_state: row.address_state,
    address_country: row.address_country,
    tos_accepted: row.tos_accepted === 1,
    reminder_channel: ReminderChannelSchema.safeParse(row.reminder_channel).data ?? null,
    reminder_timing: ReminderTimingSchema.safeParse(row.reminder_timing).data ?? null,
    birthday_time: row.birthday_time,
    birthday_location: row.birthday_location,
    cell_phone: row.cell_phone,
    driving_licence_number: row.driving_licence_number,
    driving_licence_location: row.driving_licence_location,
    driving_licence_expiration_time: row.driving_licence_expiration_time,
    driving_licence_obtaining_time: row.driving_licence_obtaining_time,
    workflow_next_step: row.workflow_next_step as WorkflowStep,
    validated: row.validated === 1,
    small_main_photo_url: photoUrl(row),
    can_access_backoffice: row.can_access_backoffice === 1,
    roles: rolesOf(row),
    language: row.language === 'fr' || row.language === 'en' ? row.language : null,
    accepted_terms_version_id: currentTermsId !== null && row.accepted_terms_version_id === currentTermsId ? currentTermsId : null,
    has_password: row.password_hash !== null,
  }
}

/** Reads the current terms version and serialises the member in one call. */
export async function loadUserWire(db: Kysely<Database>, row: UserRow): Promise<User> {
  return toUserWire(row, await currentTermsVersionId(db, row.tenant_id))
}

/** GET /users/{id}: only ever answered to the member or a live ride partner (users/relations.ts). */
export function toPublicUserWire(row: UserRow): PublicUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    small_main_photo_url: photoUrl(row),
    cell_phone: row.cell_phone,
  }
}
