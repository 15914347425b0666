import { useEffect } from 'react'
import { useTenantStore } from '@/core/tenant'
import { useSessionStore } from '@/core/session'
import { switchOwner } from './owner'

/** Follows the session: the guest's conversation before login, the member's after. */
export function useConversationOwner(): void {
  const slug = useTenantStore((s) => s.tenant?.slug ?? null)
  const status = useSessionStore((s) => s.status)
  const userId = useSessionStore((s) => (s.status === 'member' ? (s.user?.id ?? null) : null))
  useEffect(() => {
    if (!slug) return
    if (status === 'member' && userId !== null) switchOwner({ tenant: slug, user: userId })
    else if (status === 'anonymous') switchOwner({ tenant: slug, user: 'guest' })
  }, [slug, status, userId])
}
