import { create } from 'zustand'
import type { Tenant } from '@contracts/tenant'
import { clientSettingsOf, type ClientDelays, type ClientFlags, type ClientSettings } from '@/lib/tenant-settings'

/** `offline`: the network is gone and `tenant` is the one last seen on this device (src/app/offline). */
export type TenantStatus = 'idle' | 'loading' | 'ready' | 'error' | 'offline'

interface TenantState {
  status: TenantStatus
  tenant: Tenant | null
  /** The tenant projected once into the client's settings (lib/tenant-settings.ts); flags and delays are its parts. */
  settings: ClientSettings | null
  flags: ClientFlags | null
  delays: ClientDelays | null
  setLoading: () => void
  setTenant: (tenant: Tenant) => void
  setError: () => void
  setOffline: (tenant: Tenant) => void
}

function projected(tenant: Tenant): Pick<TenantState, 'tenant' | 'settings' | 'flags' | 'delays'> {
  const settings = clientSettingsOf(tenant)
  return { tenant, settings, flags: settings.flags, delays: settings.delays }
}

export const useTenantStore = create<TenantState>((set) => ({
  status: 'idle',
  tenant: null,
  settings: null,
  flags: null,
  delays: null,
  setLoading: () => set({ status: 'loading' }),
  setTenant: (tenant) => set({ status: 'ready', ...projected(tenant) }),
  setError: () => set({ status: 'error' }),
  setOffline: (tenant) => set({ status: 'offline', ...projected(tenant) }),
}))
