import { useMemo } from 'react'
import { useSessionStore } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import { isPendingSmsLive, pendingSmsKey, readPendingSms, type PendingSms } from './pending-sms'
import { useRegistrationStore } from './store'

/** The storage key of the member signing up in this tab, once the tenant and the member are loaded. */
export function usePendingSmsKey(): string | null {
  const tenant = useTenantStore((s) => s.tenant?.slug)
  const userId = useSessionStore((s) => s.user?.id)
  return pendingSmsKey(tenant, userId)
}

/**
 * The code waiting for its digits: the one sent from this page or, after a reload, the one the tab
 * remembers while it still works. `lastSentTo` is the remembered number even when its code expired,
 * so the number form starts with it.
 */
export function usePendingSms(): { pending: PendingSms | null; lastSentTo: string | null } {
  const key = usePendingSmsKey()
  const inMemory = useRegistrationStore((s) => s.sms)
  const remembered = useMemo(() => {
    const sms = inMemory || !key ? null : readPendingSms(key)
    return { sms, live: sms !== null && isPendingSmsLive(sms, Date.now()) }
  }, [inMemory, key])
  return {
    pending: inMemory ?? (remembered.live ? remembered.sms : null),
    lastSentTo: inMemory?.sentTo ?? remembered.sms?.sentTo ?? null,
  }
}
