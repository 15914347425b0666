import type { User } from '@contracts/user'
import { ApiError, clearStoredToken, getStoredIdToken, getStoredToken, setStoredIdToken, type StoredToken, type TokenType } from '@/core/api'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast/toast-store'
import { i18n } from '@/i18n'
import { currentTenant, useTenantStore } from '@/core/tenant'
import type { Language } from '@/i18n/languages'
import { fetchUser, requestPasswordToken, requestSsoSignIn, revokeToken, updateUserLanguage } from './api'
import { saveChosenLanguage } from './account-language'
import { applyLanguage } from './language'
import { ssoAuthorizationUrl, ssoLogoutUrl } from './sso'
import { useSessionStore } from './store'
import { ensureGuestToken, fallBackToGuest, refreshMemberToken, storeToken } from './tokens'
import { hasRole, toClientUser, type ClientUser } from './user-view'
import { paths } from '@/core/paths'

/** `locked`: too many wrong passwords (the unlock e-mail clears it); `slowed`: wait a few seconds. */
export type LoginFailure = 'credentials' | 'no_role' | 'locked' | 'slowed' | 'error'
export type LoginResult = { ok: true; user: ClientUser } | { ok: false; reason: LoginFailure; error?: unknown }

function becomeMember(user: User): ClientUser {
  const view = toClientUser(user, useSessionStore.getState().user)
  // A user that answers after the session ended (a logout, an expired token) does not bring it back.
  if (getStoredToken()?.type === 'member') useSessionStore.getState().setMember(view)
  return view
}

/** After a member token is stored: loads the user and enforces the role rule of spec section 4. */
async function loadMemberAfterToken(): Promise<LoginResult> {
  let user: User
  try {
    user = await fetchUser()
  } catch (error) {
    await fallBackToGuest()
    useSessionStore.getState().setAnonymous()
    return { ok: false, reason: 'error', error }
  }
  return acceptMember(user)
}

/** The role rule of spec section 4 on the user a member token belongs to: a user without one is signed out again. */
async function acceptMember(user: User): Promise<LoginResult> {
  if (!hasRole(user)) {
    const token = getStoredToken()
    if (token) await revokeToken(token.accessToken, currentTenant().web_client_id).catch(() => undefined)
    await fallBackToGuest()
    useSessionStore.getState().setAnonymous()
    return { ok: false, reason: 'no_role' }
  }
  return { ok: true, user: becomeMember(await saveChosenLanguage(user)) }
}

/**
 * Logs a member in with e-mail and password: token (grant password, the tenant's web client),
 * stored as a member token, then GET /user. A user with no roles is logged out again and the
 * login fails. Never throws: the result says why it failed.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  try {
    const response = await requestPasswordToken(email.trim(), password, currentTenant().web_client_id)
    storeToken(response, 'member')
  } catch (error) {
    return { ok: false, reason: loginFailureOf(error), error }
  }
  return loadMemberAfterToken()
}

function loginFailureOf(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return 'error'
  if (error.hasCode('account_locked')) return 'locked'
  if (error.hasCode('login_slowed_down') || error.hasCode('rate_limited')) return 'slowed'
  return error.kind === 'bad_request' || error.kind === 'unauthorized' ? 'credentials' : 'error'
}

/**
 * The API client's refresher (app/start.ts): a renewed member token, or, when the server refused
 * the refresh, the end of the session as a 401 ends it.
 */
export async function refreshSession(stale: StoredToken): Promise<StoredToken | null> {
  const fresh = await refreshMemberToken(stale)
  if (!fresh) handleUnauthorized('member')
  return fresh
}

/**
 * Single sign-on: the issuer's id_token through POST /sso/openid, which answers the member token
 * and the member (signed up on a first visit); the id_token is kept for the logout hint.
 */
export async function loginWithIdToken(idToken: string, nonce?: string): Promise<LoginResult> {
  setStoredIdToken(idToken)
  let user: User
  try {
    const answer = await requestSsoSignIn(idToken, nonce)
    storeToken(answer.token, 'member')
    user = answer.user
  } catch (error) {
    setStoredIdToken(null)
    return { ok: false, reason: 'credentials', error }
  }
  return acceptMember(user)
}

/** Sends the visitor to the tenant's identity provider; returns false when the tenant has no SSO. */
export function startSingleSignOn(): boolean {
  const sso = currentTenant().sso
  if (!sso || !useTenantStore.getState().flags?.useSingleSignOn) return false
  window.location.assign(ssoAuthorizationUrl(sso))
  return true
}

const logoutListeners = new Set<() => void>()

/** Runs after every logout (the chat clears its conversation). Returns the unsubscribe. */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener)
  return () => logoutListeners.delete(listener)
}

/**
 * Logs out: revokes the member token (RFC 7009), clears the session and gets a guest token.
 * With single sign-on, the browser then goes to the issuer's logout with the id_token hint.
 */
export async function logout(): Promise<void> {
  const tenant = currentTenant()
  const token = getStoredToken()
  const idToken = getStoredIdToken()
  // Forgotten before the revocation's round trip: a member call refused meanwhile because of the
  // revocation no longer carries the stored token, so it is not taken for an expired session.
  clearStoredToken()
  setStoredIdToken(null)
  if (token?.type === 'member') await revokeToken(token.accessToken, tenant.web_client_id).catch((e: unknown) => console.error('Revoking the token failed', e))
  useSessionStore.getState().setAnonymous()
  for (const listener of logoutListeners) listener()
  const ssoLogout = tenant.sso && idToken && useTenantStore.getState().flags?.useSingleSignOn ? ssoLogoutUrl(tenant.sso, idToken) : null
  if (ssoLogout) {
    window.location.assign(ssoLogout)
    return
  }
  await ensureGuestToken()
}

/** Reloads GET /user into the session (after a registration step, a profile edit, ...). */
export async function refreshUser(): Promise<ClientUser | null> {
  if (useSessionStore.getState().status !== 'member') return null
  const user = await fetchUser()
  if (!hasRole(user)) {
    await fallBackToGuest()
    useSessionStore.getState().setAnonymous()
    return null
  }
  return becomeMember(user)
}

/** Replaces the session's user with one a call just returned (e.g. PUT /user). */
export function setSessionUser(user: User): ClientUser {
  return becomeMember(user)
}

/** Switches the language; a member's choice is also saved on the account (best effort). */
export async function setLanguage(language: Language): Promise<void> {
  await applyLanguage(language)
  if (useSessionStore.getState().status !== 'member') return
  try {
    becomeMember(await updateUserLanguage(language))
  } catch (error) {
    console.error('Saving the language on the account failed', error)
  }
}

/**
 * Spec section 4: on a 401 the token is removed and the member goes to login. An expired guest
 * token is simply replaced. While the start-up restore checks a token, the restore decides.
 */
export function handleUnauthorized(tokenType: TokenType): void {
  const status = useSessionStore.getState().status
  if (status === 'restoring') return
  clearStoredToken()
  if (tokenType === 'member' && status === 'member') {
    useSessionStore.getState().setAnonymous()
    navigateTo(paths.login, { replace: true })
    // Said once: the other calls failing with the same token find the session already closed.
    toast.info(i18n.t('errors:unauthorized'))
  }
  void ensureGuestToken()
}

/**
 * At start, after the tenant: a stored member token is checked with GET /user and the session
 * restored; otherwise the visitor is logged out and browses with a guest token.
 */
export async function restoreSession(): Promise<void> {
  const token = getStoredToken()
  if (token?.type !== 'member') {
    useSessionStore.getState().setAnonymous()
    await ensureGuestToken()
    return
  }
  useSessionStore.getState().setRestoring()
  try {
    const user = await fetchUser()
    if (hasRole(user)) {
      becomeMember(user)
      return
    }
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'unauthorized')) {
      // The server could not be asked: keep the token so the next visit tries again.
      console.error('Restoring the session failed', error)
      useSessionStore.getState().setAnonymous()
      return
    }
  }
  await fallBackToGuest()
  useSessionStore.getState().setAnonymous()
}
