import { useSession, useSessionStore } from '@/core/session'
import type { Booker } from './booking-actions'

/** Who would book: a guest, or the member and their server step. */
export function useBooker(): Booker {
  const { isAuthenticated, user } = useSession()
  return { authenticated: isAuthenticated, serverStep: user?.serverStep ?? null, userId: user?.id ?? null }
}

/** Who would book now, outside a component (after a login, say). */
export function currentBooker(): Booker {
  const { status, user } = useSessionStore.getState()
  const authenticated = status === 'member' && user !== null
  return { authenticated, serverStep: user?.serverStep ?? null, userId: user?.id ?? null }
}
