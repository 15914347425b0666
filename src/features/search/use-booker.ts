import { useSession } from '@/lib/session'
import type { Booker } from './booking-actions'

/** Who would book: a guest, or the member and their server step. */
export function useBooker(): Booker {
  const { isAuthenticated, user } = useSession()
  return { authenticated: isAuthenticated, serverStep: user?.serverStep ?? null, userId: user?.id ?? null }
}
