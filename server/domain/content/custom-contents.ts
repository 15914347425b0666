import type { Kysely } from 'kysely'
import type { CustomContent, CustomContentType } from '@contracts/reference'
import type { Database } from '../../db/schema'

export interface ContentsWanted {
  tenantId: number
  type?: CustomContentType
  /** The request's language, and the tenant's default language a missing content falls back to. */
  language: string
  defaultLanguage: string
}

/** The tenant's custom texts (FAQ, contact, privacy) in the language asked, else its default language. */
export async function readCustomContents(db: Kysely<Database>, wanted: ContentsWanted): Promise<CustomContent[]> {
  const read = (language: string) => {
    let q = db.selectFrom('custom_contents').select(['id', 'type', 'title', 'content']).where('tenant_id', '=', wanted.tenantId).where('language', '=', language)
    if (wanted.type) q = q.where('type', '=', wanted.type)
    return q.orderBy('id').execute()
  }
  let rows = await read(wanted.language)
  if (rows.length === 0 && wanted.language !== wanted.defaultLanguage) rows = await read(wanted.defaultLanguage)
  return rows as CustomContent[]
}
