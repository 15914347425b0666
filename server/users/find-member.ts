import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/schema'

/** What the e-mailed-link flows need of a member: where to write, and in which language. */
export interface MemberByEmail {
  id: number
  email: string
  language: string | null
}

/**
 * The tenant's live member (not deleted) with this e-mail, already trimmed and lower-cased by the
 * caller; undefined when there is none. The password-reset and unlock-account requests use it.
 */
export function findMemberByEmail(db: Kysely<Database>, tenantId: number, email: string): Promise<MemberByEmail | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'language']).where('tenant_id', '=', tenantId).where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst()
}

/** The tenant's user with this id, deleted or not; undefined when there is none. */
export function findUserById(db: Kysely<Database>, tenantId: number, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

/** The tenant's user with this id; throws when there is none (the caller knows it exists). */
export function readUserById(db: Kysely<Database>, tenantId: number, id: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirstOrThrow()
}

/** The tenant's live (not deleted) member with this id; undefined when there is none. */
export function findLiveMemberById(db: Kysely<Database>, tenantId: number, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}

/** The tenant's user with this e-mail (trimmed and lower-cased by the caller), deleted or not. */
export function findUserByEmail(db: Kysely<Database>, tenantId: number, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirst()
}

/** Whether any user of the tenant, deleted ones included, holds this e-mail. */
export async function isEmailTaken(db: Kysely<Database>, tenantId: number, email: string): Promise<boolean> {
  const taken = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirst()
  return taken !== undefined
}
