import type { Kysely } from 'kysely'
import { DelaysSchema, FEATURE_FLAGS, REGISTRATION_STEP_SETTINGS } from '@contracts/tenant'
import type { Database } from '../db/schema'
import { BrandingSettingsSchema, ContactSettingsSchema, TenantSettingsSchema, parseTenantSettings, type TenantSettings } from '../tenants/settings'
import { CliError, formatTable, issueLines, type Output } from './output'
import { checkedHosts } from './tenant-hosts'
import { settingProblems } from './setting-checks'
import { createTenant } from './tenant-create'

export async function tenantBySlug(db: Kysely<Database>, slug: string) {
  const row = await db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst()
  if (!row) throw new CliError(`No tenant ${slug}`, 3)
  return row
}

const DELAYS = Object.keys(DelaysSchema.shape)

function parseBoolean(key: string, value: string): boolean {
  const v = value.toLowerCase()
  if (['true', 'on', 'yes', '1'].includes(v)) return true
  if (['false', 'off', 'no', '0'].includes(v)) return false
  throw new CliError(`${key} takes on/off (or true/false), not "${value}"`)
}

function parseDelay(key: string, value: string): number {
  if (!/^-?\d+$/.test(value) || Number(value) < -1) throw new CliError(`${key} takes seconds (an integer, -1 for unset), not "${value}"`)
  return Number(value)
}

function jsonOrText(key: string, value: string): unknown {
  try {
    return JSON.parse(value)
  } catch (err) {
    // A value that opens like JSON and fails to parse is a typo in JSON, not text: say so, rather
    // than let the schema answer "expected object, received string".
    if (/^\s*[{[]/.test(value)) throw new CliError(`${key}: the value is not valid JSON (${err instanceof Error ? err.message : String(err)})`)
    return value // Plain text, e.g. `timezone Europe/Paris`.
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function invalidValue(key: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): CliError {
  return new CliError(`Invalid value for ${key}: ${issueLines(issues).join('; ')}`)
}

/** Applies `key = value` to the settings: a flag, a delay, a registration step, one key of an object setting (`theme.primary_color`), or any other setting (JSON or text). */
export function applySetting(settings: TenantSettings, key: string, value: string): TenantSettings {
  const [head, tail] = key.includes('.') ? (key.split(/\.(.*)/s, 2) as [string, string]) : [null, key]
  const next = structuredClone(settings) as TenantSettings & Record<string, unknown>
  if ((head === null || head === 'features') && (FEATURE_FLAGS as readonly string[]).includes(tail)) {
    next.features[tail as keyof TenantSettings['features']] = parseBoolean(tail, value)
  } else if ((head === null || head === 'delays') && DELAYS.includes(tail)) {
    next.delays[tail as keyof TenantSettings['delays']] = parseDelay(tail, value)
  } else if ((head === null || head === 'registration_steps') && (REGISTRATION_STEP_SETTINGS as readonly string[]).includes(tail)) {
    next.registration_steps[tail as keyof TenantSettings['registration_steps']] = parseBoolean(tail, value)
  } else if (head === null && tail in ContactSettingsSchema.shape) {
    // Text as typed: "911" is a number to call, not the JSON number 911; "null" unsets it.
    next[tail] = value.trim() === 'null' ? null : value.trim()
  } else if (head === null && tail in TenantSettingsSchema.shape) {
    next[tail] = jsonOrText(key, value)
  } else if (head !== null && head in TenantSettingsSchema.shape && isObject(next[head]) && tail in next[head]) {
    // `theme.primary_color #C8102E` changes one key; `theme {...}` would reset the keys it omits to their defaults.
    next[head] = { ...next[head], [tail]: jsonOrText(key, value) }
  } else {
    throw new CliError(
      `Unknown setting ${key}. Flags: ${FEATURE_FLAGS.join(', ')}. Delays: ${DELAYS.join(', ')}. Steps: ${REGISTRATION_STEP_SETTINGS.join(', ')}. Others: ${Object.keys(TenantSettingsSchema.shape).join(', ')}.`,
    )
  }
  // The settings schema reads a bad colour or image URL as its default; a write must refuse it instead.
  const branding = BrandingSettingsSchema.safeParse(next)
  if (!branding.success) throw invalidValue(key, branding.error.issues)
  // Likewise a phone number the chat could not link, or an address that is none.
  const contact = ContactSettingsSchema.safeParse(next)
  if (!contact.success) throw invalidValue(key, contact.error.issues)
  const checked = TenantSettingsSchema.safeParse(next)
  if (!checked.success) throw invalidValue(key, checked.error.issues)
  const problems = settingProblems(checked.data)
  if (problems.length) throw new CliError(`Invalid value for ${key}: ${problems.join('; ')}`)
  return checked.data
}

function redact(settings: TenantSettings): TenantSettings {
  return settings.stripe ? { ...settings, stripe: { ...settings.stripe, secret_key: '(hidden)' } } : settings
}

export async function tenantCommand(db: Kysely<Database>, argv: string[], io: Output, now: number): Promise<void> {
  const [sub, ...rest] = argv
  if (sub === 'create') return createTenant(db, rest, io, now)
  if (sub === 'list') {
    const rows = await db.selectFrom('tenants').selectAll().orderBy('id').execute()
    io.out(
      formatTable(
        ['id', 'slug', 'name', 'hosts', 'platform', 'engine'],
        rows.map((r) => {
          const s = parseTenantSettings(r.settings)
          return [r.id, r.slug, r.human_name, (JSON.parse(r.hosts) as string[]).join(' '), s.platform_type, s.search_engine]
        }),
      ),
    )
    return
  }
  if (sub === 'show') {
    const row = await tenantBySlug(db, rest[0] ?? 'demo')
    io.out(JSON.stringify({ id: row.id, slug: row.slug, human_name: row.human_name, hosts: JSON.parse(row.hosts), settings: redact(parseTenantSettings(row.settings)) }, null, 2))
    return
  }
  if (sub === 'set') {
    const [slug, key, ...valueParts] = rest
    if (!slug || !key || valueParts.length === 0) throw new CliError('Usage: tenant set <slug> <flag|delay|setting> <value>')
    const value = valueParts.join(' ')
    const row = await tenantBySlug(db, slug)
    if (key === 'human_name') {
      await db.updateTable('tenants').set({ human_name: value }).where('id', '=', row.id).execute()
    } else if (key === 'hosts') {
      const hosts = await checkedHosts(db, row.id, value)
      await db
        .updateTable('tenants')
        .set({ hosts: JSON.stringify(hosts) })
        .where('id', '=', row.id)
        .execute()
    } else {
      const settings = applySetting(parseTenantSettings(row.settings), key, value)
      await db
        .updateTable('tenants')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', row.id)
        .execute()
    }
    io.out(`${slug}: ${key} = ${value} (running servers pick it up within TENANT_CACHE_SECONDS)`)
    return
  }
  throw new CliError('Usage: tenant list | tenant show [slug] | tenant create <slug> --host <host> [...] | tenant set <slug> <flag|delay|setting> <value>')
}
