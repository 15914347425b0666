import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { parseTenantSettings, type TenantSettings } from '../tenants/settings'

export interface JobTenant {
  id: number
  name: string
  settings: TenantSettings
}

/** Every tenant with its parsed settings; one whose settings do not parse is skipped (and said) rather than stopping the others. */
export async function jobTenants(db: Kysely<Database>, onBad: (slug: string, err: unknown) => void): Promise<JobTenant[]> {
  const rows = await db.selectFrom('tenants').select(['id', 'slug', 'human_name', 'settings']).orderBy('id').execute()
  const out: JobTenant[] = []
  for (const r of rows) {
    try {
      out.push({ id: r.id, name: r.human_name, settings: parseTenantSettings(r.settings) })
    } catch (err) {
      onBad(r.slug, err)
    }
  }
  return out
}
