import type { Tenant } from '@contracts/tenant'
import { applyTenantTheme } from './apply-theme'
import { fetchTenant } from './api'
import { isNetworkFailure, lastSeenTenant, rememberTenant } from '@/lib/offline/last-seen'
import { useTenantStore } from './store'

/**
 * Fetches GET /tenant once at start, stores it and applies its theme. Without a network, the tenant
 * last seen on this device lets the app show its offline screen (status `offline`) in its colours.
 */
export async function loadTenant(): Promise<Tenant> {
  const store = useTenantStore.getState()
  store.setLoading()
  try {
    const tenant = await fetchTenant()
    useTenantStore.getState().setTenant(tenant)
    applyTenantTheme(tenant)
    rememberTenant(tenant)
    return tenant
  } catch (error) {
    const lastSeen = isNetworkFailure(error) ? lastSeenTenant() : null
    if (lastSeen) {
      useTenantStore.getState().setOffline(lastSeen)
      applyTenantTheme(lastSeen)
      return lastSeen
    }
    useTenantStore.getState().setError()
    throw error
  }
}

export { currentTenant, currentClientSettings } from './current'
