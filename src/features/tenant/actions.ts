import type { Tenant } from '@contracts/tenant'
import { applyTenantTheme } from './apply-theme'
import { fetchTenant } from './api'
import { useTenantStore } from './store'

/** Fetches GET /tenant once at start, stores it and applies its theme. */
export async function loadTenant(): Promise<Tenant> {
  const store = useTenantStore.getState()
  store.setLoading()
  try {
    const tenant = await fetchTenant()
    useTenantStore.getState().setTenant(tenant)
    applyTenantTheme(tenant)
    return tenant
  } catch (error) {
    useTenantStore.getState().setError()
    throw error
  }
}

export { currentTenant } from './current'
