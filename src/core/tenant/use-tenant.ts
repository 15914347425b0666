import type { Tenant } from '@contracts/tenant'
import type { ClientDelays, ClientFlags } from './flags'
import { useTenantStore } from './store'

/** The loaded tenant with its client flags and delays. Only for components rendered after start-up. */
export function useTenant(): { tenant: Tenant; flags: ClientFlags; delays: ClientDelays } {
  const tenant = useTenantStore((s) => s.tenant)
  const flags = useTenantStore((s) => s.flags)
  const delays = useTenantStore((s) => s.delays)
  if (!tenant || !flags || !delays) throw new Error('useTenant() was called before the tenant was loaded')
  return { tenant, flags, delays }
}

export function useTenantFlags(): ClientFlags {
  return useTenant().flags
}
