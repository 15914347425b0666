export {
  login,
  logout,
  refreshUser,
  setLanguage,
  setSessionUser,
  loginWithIdToken,
  startSingleSignOn,
  restoreSession,
  handleUnauthorized,
  refreshSession,
  onLogout,
  type LoginResult,
  type LoginFailure,
} from './actions'
export { ensureGuestToken, tokenOnItsWay, whileSessionStarts } from './tokens'
export { useSession, useCurrentUser, type SessionView } from './use-session'
export { useSessionStore, type SessionStatus } from './store'
export { toClientUser, registrationStepOf, hasRole, type ClientUser, type RegistrationStep } from './user-view'
export { startLanguage, startLanguageWithoutTenant, initialLanguage } from './language'
export { readSsoResponse, takeSsoRequest } from './sso'
export { requestPasswordReset, confirmPasswordReset, requestUnlockEmail, confirmUnlock } from './api'
