import { create } from 'zustand'
import type { Tenant } from '@contracts/tenant'
import { clientDelays, clientFlags, type ClientDelays, type ClientFlags } from './flags'

/** `offline`: the network is gone and `tenant` is the one last seen on this device (src/app/offline). */
export type TenantStatus = 'idle' | 'loading' | 'ready' | 'error' | 'offline'

interface TenantState {
  status: TenantStatus
  tenant: Tenant | null
  flags: ClientFlags | null
  delays: ClientDelays | null
  setLoading: () => void
  setTenant: (tenant: Tenant) => void
  setError: () => void
  setOffline: (tenant: Tenant) => void
}

export const useTenantStore = create<TenantState>((set) => ({
  status: 'idle',
  tenant: null,
  flags: null,
  delays: null,
  setLoading: () => set({ status: 'loading' }),
  setTenant: (tenant) => set({ status: 'ready', tenant, flags: clientFlags(tenant), delays: clientDelays(tenant) }),
  setError: () => set({ status: 'error' }),
  setOffline: (tenant) => set({ status: 'offline', tenant, flags: clientFlags(tenant), delays: clientDelays(tenant) }),
}))
