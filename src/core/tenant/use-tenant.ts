import type { Tenant } from '@contracts/tenant'
import type { ClientDelays, ClientFlags, SearchSettings } from '@/lib/tenant-settings'
import { useTenantStore } from './store'

/** The loaded tenant with its client flags and delays. Only for components rendered after start-up. */
export function useTenant(): { tenant: Tenant; flags: ClientFlags; delays: ClientDelays } {
  const tenant = useTenantStore((s) => s.tenant)
  const flags = useTenantStore((s) => s.flags)
  const delays = useTenantStore((s) => s.delays)
  if (!tenant || !flags || !delays) throw new Error('useTenant() was called before the tenant was loaded')
  return { tenant, flags, delays }
}

/** The loaded tenant's search settings (lib/tenant-settings.ts), for components rendered after start-up. */
export function useTenantSearchSettings(): SearchSettings {
  const settings = useTenantStore((s) => s.settings)
  if (!settings) throw new Error('useTenantSearchSettings() was called before the tenant was loaded')
  return settings.search
}

export function useTenantFlags(): ClientFlags {
  return useTenant().flags
}
