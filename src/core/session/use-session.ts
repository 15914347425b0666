import { useSessionStore, type SessionStatus } from './store'
import type { ClientUser } from './user-view'
import { login, logout, refreshUser, setLanguage, loginWithIdToken, startSingleSignOn } from './actions'

export interface SessionView {
  status: SessionStatus
  user: ClientUser | null
  /** A member is logged in and their user is loaded. */
  isAuthenticated: boolean
  /** The start-up restore has not finished. */
  isPending: boolean
  login: typeof login
  logout: typeof logout
  refreshUser: typeof refreshUser
  setLanguage: typeof setLanguage
  loginWithIdToken: typeof loginWithIdToken
  startSingleSignOn: typeof startSingleSignOn
}

/** The session for components: who is logged in, and the actions that change it. */
export function useSession(): SessionView {
  const status = useSessionStore((s) => s.status)
  const user = useSessionStore((s) => s.user)
  return {
    status,
    user,
    isAuthenticated: status === 'member' && user !== null,
    isPending: status === 'unknown' || status === 'restoring',
    login,
    logout,
    refreshUser,
    setLanguage,
    loginWithIdToken,
    startSingleSignOn,
  }
}

/** The logged-in member, or null. */
export function useCurrentUser(): ClientUser | null {
  return useSessionStore((s) => (s.status === 'member' ? s.user : null))
}
