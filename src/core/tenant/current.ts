import type { Tenant } from '@contracts/tenant'
import type { ClientSettings } from '@/lib/tenant-settings'
import { useTenantStore } from './store'

/**
 * The loaded tenant; throws when called before loadTenant resolved (the app renders nothing before).
 * Its own module, without the API client: the chat's handlers read it in the dialogue replay too,
 * which runs under Node without Vite (src/chat/replay).
 */
export function currentTenant(): Tenant {
  const tenant = useTenantStore.getState().tenant
  if (!tenant) throw new Error('The tenant is not loaded yet')
  return tenant
}

/** The loaded tenant's client settings (lib/tenant-settings.ts), for code outside components; throws as currentTenant does. */
export function currentClientSettings(): ClientSettings {
  const settings = useTenantStore.getState().settings
  if (!settings) throw new Error('The tenant is not loaded yet')
  return settings
}
