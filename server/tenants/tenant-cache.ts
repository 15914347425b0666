import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { parseTenantSettings, type TenantSettings } from './settings'

/** A resolved tenant: its row and its parsed settings. */
export interface TenantContext {
  id: number
  slug: string
  human_name: string
  hosts: string[]
  settings: TenantSettings
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])
export const DEMO_TENANT_SLUG = 'demo'

/** Lower-cases a Host header value and strips its port (IPv6 literals keep their brackets). */
export function normaliseHost(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase()
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  return h.replace(/:\d+$/, '')
}

/**
 * All tenants, read at once and kept for `ttlMs` (their number is small). Host resolution:
 * a tenant listing the host; else loopback names -> the demo tenant; else `<slug>.localhost`.
 */
export class TenantCache {
  private tenants: TenantContext[] | null = null
  private loadedAt = 0
  private loading: Promise<TenantContext[]> | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async resolveHost(hostHeader: string | undefined): Promise<TenantContext | null> {
    return this.match(await this.all(), normaliseHost(hostHeader))
  }

  /**
   * The tenant of a host when the tenants are loaded and still fresh (null: no such tenant), or
   * undefined when they must be read first (resolveHost): lets a request skip a promise most times.
   */
  freshHost(hostHeader: string | undefined): TenantContext | null | undefined {
    return this.isFresh(this.tenants) ? this.match(this.tenants, normaliseHost(hostHeader)) : undefined
  }

  /** Synchronous look-up in the last snapshot (for response headers); null when not loaded yet. */
  peekHost(hostHeader: string | undefined): TenantContext | null {
    return this.tenants ? this.match(this.tenants, normaliseHost(hostHeader)) : null
  }

  async bySlug(slug: string): Promise<TenantContext | null> {
    return (await this.all()).find((t) => t.slug === slug) ?? null
  }

  async all(): Promise<TenantContext[]> {
    if (this.isFresh(this.tenants)) return this.tenants
    this.loading ??= this.load().finally(() => {
      this.loading = null
    })
    return this.loading
  }

  /** The next look-up reads the tenants again (after a settings change); peekHost keeps the old snapshot until then. */
  invalidate(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY
  }

  private isFresh(tenants: TenantContext[] | null): tenants is TenantContext[] {
    return tenants !== null && this.now() - this.loadedAt < this.ttlMs
  }

  private async load(): Promise<TenantContext[]> {
    const rows = await this.db.selectFrom('tenants').select(['id', 'slug', 'human_name', 'hosts', 'settings']).orderBy('id').execute()
    const tenants = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      human_name: r.human_name,
      hosts: (JSON.parse(r.hosts) as string[]).map((h) => normaliseHost(h)),
      settings: parseTenantSettings(r.settings),
    }))
    this.tenants = tenants
    this.loadedAt = this.now()
    return tenants
  }

  private match(tenants: TenantContext[], host: string): TenantContext | null {
    const listed = tenants.find((t) => t.hosts.includes(host))
    if (listed) return listed
    if (LOOPBACK_HOSTS.has(host)) return tenants.find((t) => t.slug === DEMO_TENANT_SLUG) ?? null
    const sub = /^([a-z0-9][a-z0-9-]*)\.localhost$/.exec(host)
    return sub ? (tenants.find((t) => t.slug === sub[1]) ?? null) : null
  }
}
