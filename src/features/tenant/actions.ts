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

/** The loaded tenant; throws when called before loadTenant resolved (the app renders nothing before). */
export function currentTenant(): Tenant {
  const tenant = useTenantStore.getState().tenant
  if (!tenant) throw new Error('The tenant is not loaded yet')
  return tenant
}
