/**
 * The session's public API for every feature, the chat and the cards (features never import each
 * other directly; see eslint.config.js): who is logged in and the actions that change it.
 */
export {
  login,
  logout,
  refreshUser,
  setLanguage,
  setSessionUser,
  onLogout,
  ensureGuestToken,
  startSingleSignOn,
  toClientUser,
  LockedAccountNotice,
  useSession,
  useCurrentUser,
  useSessionStore,
  type LoginResult,
  type LoginFailure,
  type SessionView,
  type SessionStatus,
  type ClientUser,
  type RegistrationStep,
} from '@/features/session'
