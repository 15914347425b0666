import type { Kysely } from 'kysely'
import type { TermsVersion } from '@contracts/reference'
import type { Language } from '@contracts/common'
import type { Database, UserRow } from '../../db/schema'
import { isoInstant } from '../iso-instant'

/** The tenant's terms, newest first, in the given language; only the current version when asked. */
export async function listTermsVersions(db: Kysely<Database>, tenantId: number, lang: Language, currentOnly: boolean): Promise<TermsVersion[]> {
  let q = db.selectFrom('terms_versions').selectAll().where('tenant_id', '=', tenantId)
  if (currentOnly) q = q.where('current', '=', 1)
  const rows = await q.orderBy('published_at', 'desc').orderBy('id', 'desc').execute()
  return rows.map((r) => ({
    id: r.id,
    content: lang === 'en' ? r.content_en : r.content_fr,
    published_at: isoInstant(r.published_at),
  }))
}

export interface TermsAcceptance {
  tenantId: number
  userId: number
  versionId: number
  now: number
}

/**
 * Records the member's acceptance of a version of the tenant's terms, and the version on the member,
 * together. Undefined when the tenant has no such version.
 */
export async function acceptTerms(db: Kysely<Database>, a: TermsAcceptance): Promise<UserRow | undefined> {
  const version = await db.selectFrom('terms_versions').select('id').where('tenant_id', '=', a.tenantId).where('id', '=', a.versionId).executeTakeFirst()
  if (!version) return undefined
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('terms_acceptances').values({ tenant_id: a.tenantId, user_id: a.userId, version_id: version.id, accepted_at: a.now }).execute()
    return trx
      .updateTable('users')
      .set({ accepted_terms_version_id: version.id, tos_accepted: 1, updated_at: a.now })
      .where('id', '=', a.userId)
      .where('tenant_id', '=', a.tenantId)
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}
