import type { Tenant } from '@contracts/tenant'
import type { SessionStatus } from '@/lib/session'

/**
 * Whether this visitor may read the stations, categories and rental labels now. A private platform
 * requires login (spec section 1) and its server refuses them to a guest token with a 403; a public
 * one serves any token. Before the tenant is known nothing of the app is drawn, so only a platform
 * known to be private holds the catalog back.
 */
export function mayReadCatalog(platform: Tenant['platform_type'] | undefined, session: SessionStatus): boolean {
  return platform !== 'private' || session === 'member'
}
