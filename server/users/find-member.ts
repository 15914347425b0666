import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

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
