import { create } from 'zustand'
import type { Tenant } from '@contracts/tenant'
import { clientDelays, clientFlags, type ClientDelays, type ClientFlags } from './flags'

export type TenantStatus = 'idle' | 'loading' | 'ready' | 'error'

interface TenantState {
  status: TenantStatus
  tenant: Tenant | null
  flags: ClientFlags | null
  delays: ClientDelays | null
  setLoading: () => void
  setTenant: (tenant: Tenant) => void
  setError: () => void
}

export const useTenantStore = create<TenantState>((set) => ({
  status: 'idle',
  tenant: null,
  flags: null,
  delays: null,
  setLoading: () => set({ status: 'loading' }),
  setTenant: (tenant) => set({ status: 'ready', tenant, flags: clientFlags(tenant), delays: clientDelays(tenant) }),
  setError: () => set({ status: 'error' }),
}))
