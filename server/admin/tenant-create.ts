import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { TenantSettingsSchema, type TenantSettingsInput } from '../tenants/settings'
import { RENTAL_STATE_MACHINE } from '../seed/state-machine'
import { CliError, issueLines, type Output } from './output'
import { parseArgs } from './args'
import { checkedHosts } from './tenant-hosts'
import { settingProblems } from './setting-checks'

export const TENANT_CREATE_USAGE =
  'Usage: tenant create <slug> --host <host[,host...]> [--name "Human name"] [--language fr|en] [--currency CAD] [--timezone America/Montreal] [--country CA] [--platform public|private]'

/** Slugs appear in URLs and file paths (DATA_DIR): lower-case letters, digits and inner dashes. */
const SLUG = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/

/** Keeps flags that were given, so that the settings schema's defaults fill the others. */
function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>
}

/**
 * The settings of a new tenant: the settings schema's defaults (the single source of defaults) with
 * the options given, and the rental state machine the seeded tenants use. Every feature flag is
 * off, as the schema says: the operator turns on what the tenant offers with `tenant set`.
 */
export function newTenantSettings(flags: Record<string, string>) {
  const input: TenantSettingsInput = {
    ...given({ language: flags.language, currency: flags.currency?.toUpperCase(), timezone: flags.timezone, iso3166: flags.country?.toUpperCase(), platform_type: flags.platform }),
    state_machine: RENTAL_STATE_MACHINE,
  } as TenantSettingsInput
  const parsed = TenantSettingsSchema.safeParse(input)
  if (!parsed.success) throw new CliError(`Invalid option: ${issueLines(parsed.error.issues).join('; ')}`)
  // Both languages stay offered (multilanguage decides what the app shows); the main one comes first.
  const settings = { ...parsed.data, languages: [parsed.data.language, ...parsed.data.languages.filter((l) => l !== parsed.data.language)] }
  const problems = settingProblems(settings)
  if (problems.length) throw new CliError(`Invalid option: ${problems.join('; ')}`)
  return settings
}

/**
 * `tenant create`: the tenant row and the web client its front office signs in with (GET /tenant
 * names it as web_client_id; without the row no token, not even a guest's, can be had). One
 * transaction: a refused host or a slug taken meanwhile leaves nothing behind.
 */
export async function createTenant(db: Kysely<Database>, argv: string[], io: Output, now: number): Promise<void> {
  const { positional, flags } = parseArgs(argv, ['host', 'name', 'language', 'currency', 'timezone', 'country', 'platform'])
  const [slug, extra] = positional
  if (!slug || extra !== undefined || !flags.host) throw new CliError(TENANT_CREATE_USAGE)
  if (!SLUG.test(slug)) throw new CliError(`"${slug}" is not a slug: lower-case letters, digits and dashes, e.g. autopartage-lyon`)
  const settings = newTenantSettings(flags)
  const humanName = flags.name?.trim() || slug
  const created = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst()
    if (existing) throw new CliError(`Tenant ${slug} already exists (tenant show ${slug}); choose another slug`)
    // No tenant has id 0: every existing tenant's hosts are checked.
    const hosts = await checkedHosts(trx, 0, flags.host)
    const tenant = await trx
      .insertInto('tenants')
      .values({ slug, hosts: JSON.stringify(hosts), human_name: humanName, settings: JSON.stringify(settings), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('oauth_clients').values({ tenant_id: tenant.id, client_id: settings.web_client_id, name: 'Front office web', secret_hash: null }).execute()
    return { id: tenant.id, hosts }
  })
  io.out(
    `Created tenant ${slug} (id ${created.id}), "${humanName}", on ${created.hosts.join(', ')}: ${settings.language}, ${settings.currency}, ${settings.timezone}, every feature off.`,
  )
  io.out(`Next: tenant set ${slug} <flag> on (npm run admin -- help), then add its stations, categories and vehicles. Running servers see it within TENANT_CACHE_SECONDS.`)
}
