import { useMemo, useSyncExternalStore } from 'react'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { isPendingSmsLive, parsePendingSms, pendingSmsKey, rawPendingSms, subscribePendingSms, type PendingSms, type PendingSmsFlow } from './pending-sms-storage'

/** The storage key of the member logged in now, for actions (outside React). */
export function currentPendingSmsKey(flow: PendingSmsFlow): string | null {
  return pendingSmsKey(flow, useTenantStore.getState().tenant?.slug, useSessionStore.getState().user?.id)
}

/** The storage key of the member in this tab, once the tenant and the member are loaded. */
export function usePendingSmsKey(flow: PendingSmsFlow): string | null {
  const tenant = useTenantStore((s) => s.tenant?.slug)
  const userId = useSessionStore((s) => s.user?.id)
  return pendingSmsKey(flow, tenant, userId)
}

/**
 * The code waiting for its digits: the one sent from this page (`inMemory`) or, after a reload, the
 * one the tab remembers while it still works. `lastSentTo` is the remembered number even when its
 * code expired, so the number form can start with it.
 */
export function useRememberedSms(flow: PendingSmsFlow, inMemory: PendingSms | null): { pending: PendingSms | null; lastSentTo: string | null } {
  const key = usePendingSmsKey(flow)
  const raw = useSyncExternalStore(subscribePendingSms, () => (key ? rawPendingSms(key) : null))
  // Liveness is judged when the entry is read (mount, or a change), not on every render.
  const remembered = useMemo(() => {
    const sms = parsePendingSms(raw)
    return { sms, live: sms !== null && isPendingSmsLive(sms, Date.now()) }
  }, [raw])
  return {
    pending: inMemory ?? (remembered.live ? remembered.sms : null),
    lastSentTo: inMemory?.sentTo ?? remembered.sms?.sentTo ?? null,
  }
}
