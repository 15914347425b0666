import { create } from 'zustand'
import { mainCard } from '@contracts/card-rules'
import type { ClientUser } from './user-view'

/**
 * - unknown: before the start-up restore ran;
 * - restoring: a stored member token is being checked (GET /user);
 * - anonymous: logged out, browsing with a guest token when one could be had;
 * - member: logged in, `user` is loaded.
 */
export type SessionStatus = 'unknown' | 'restoring' | 'anonymous' | 'member'

interface SessionState {
  status: SessionStatus
  user: ClientUser | null
  setRestoring: () => void
  setMember: (user: ClientUser) => void
  setAnonymous: () => void
  /** Lets other features update the client-only parts of the view (new phone number, cards). */
  patchUser: (patch: Partial<Pick<ClientUser, 'newPhoneNumber' | 'creditCards'>>) => void
}

export const useSessionStore = create<SessionState>((set) => ({
  status: 'unknown',
  user: null,
  setRestoring: () => set({ status: 'restoring' }),
  setMember: (user) => set({ status: 'member', user }),
  setAnonymous: () => set({ status: 'anonymous', user: null }),
  patchUser: (patch) =>
    set((s) => {
      if (!s.user) return s
      const user = { ...s.user, ...patch }
      if (patch.creditCards) user.creditCard = mainCard(patch.creditCards) ?? null
      return { user }
    }),
}))
