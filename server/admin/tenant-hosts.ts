import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { normaliseHost } from '../tenants/tenant-cache'
import { CliError } from './output'

/**
 * The hosts of `tenant set <slug> hosts ...`, stored as the server compares them (lower case, no
 * port). Refuses an empty list (the tenant would answer nowhere) and a host another tenant lists:
 * the server picks the first tenant listing a host, so the other would silently stop answering there.
 */
export async function checkedHosts(db: Kysely<Database>, tenantId: number, value: string): Promise<string[]> {
  const hosts = [
    ...new Set(
      value
        .split(/[\s,]+/)
        .map((h) => normaliseHost(h))
        .filter(Boolean),
    ),
  ]
  if (hosts.length === 0) throw new CliError('hosts takes one or more host names, e.g. hosts autopartage.example www.autopartage.example')
  const bad = hosts.find((h) => !/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/.test(h))
  if (bad) throw new CliError(`"${bad}" is not a host name (give names like autopartage.example, without scheme or path)`)
  const others = await db.selectFrom('tenants').select(['slug', 'hosts']).where('id', '!=', tenantId).execute()
  for (const other of others) {
    const taken = (JSON.parse(other.hosts) as string[]).map((h) => normaliseHost(h)).filter((h) => hosts.includes(h))
    if (taken.length) throw new CliError(`${taken.join(', ')} already belongs to tenant ${other.slug}; remove it there first (tenant set ${other.slug} hosts ...)`)
  }
  return hosts
}
