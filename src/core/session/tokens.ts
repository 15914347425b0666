import type { TokenResponse } from '@contracts/auth'
import { ApiError, clearStoredToken, getStoredToken, needsRefresh, resetTokenCache, setStoredToken, type StoredToken, type TokenType } from '@/core/api'
import { currentTenant } from '@/core/tenant'
import { requestGuestToken, requestRefreshedToken } from './api'

export function storeToken(response: TokenResponse, type: TokenType, now = Date.now()): void {
  setStoredToken({ accessToken: response.access_token, type, expiresAt: now + response.expires_in * 1000, refreshToken: response.refresh_token })
}

let pendingRefresh: Promise<StoredToken | null> | null = null

/** Runs `work` alone among this browser's tabs (Web Locks), or alone in this tab where they are missing. */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? (locks.request('frontoffice.token-refresh', work) as Promise<T>) : work()
}

/**
 * Renews a member's access token with its refresh token (RFC 6749 section 6). One refresh at a time
 * in the whole browser: a refresh token is single use, and a second use of it would end the session
 * on the server. A tab that waited finds the token another tab stored and uses it. Answers the live
 * token, or null when the server refused the refresh (the session is over); a network failure keeps
 * the stored token so that the next call tries again.
 */
export function refreshMemberToken(stale: StoredToken): Promise<StoredToken | null> {
  pendingRefresh ??= acrossTabs(async () => {
    resetTokenCache()
    const current = getStoredToken()
    if (!current?.refreshToken || current.type !== 'member') return null
    if (current.accessToken !== stale.accessToken && !needsRefresh(current)) return current
    try {
      storeToken(await requestRefreshedToken(current.refreshToken, currentTenant().web_client_id), 'member')
      return getStoredToken()
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'bad_request' || error.kind === 'unauthorized')) return null
      console.error('Refreshing the session failed', error)
      return current
    }
  }).finally(() => {
    pendingRefresh = null
  })
  return pendingRefresh
}

let pendingGuest: Promise<void> | null = null

/**
 * Spec section 4: a logged-out visitor browses with a guest token (client_credentials).
 * Keeps a valid stored token, also one stored while the request ran; concurrent callers share
 * one request. Failures are only logged.
 */
export function ensureGuestToken(): Promise<void> {
  if (getStoredToken()) return Promise.resolve()
  pendingGuest ??= requestGuestToken(currentTenant().web_client_id)
    .then((response) => {
      // A login may have stored a member token while this one was on its way: the member's stays.
      if (!getStoredToken()) storeToken(response, 'guest')
    })
    .catch((error: unknown) => console.error('Getting a guest token failed', error))
    .finally(() => {
      pendingGuest = null
    })
  return pendingGuest
}

let sessionStarting: Promise<unknown> | null = null

/**
 * Marks the session start (tenant, then the stored token checked or a guest token asked) as on its
 * way until `start` settles: a request made meanwhile waits for it (tokenOnItsWay), even one made
 * before the guest token request has left.
 */
export function whileSessionStarts<T>(start: Promise<T>): Promise<T> {
  const settled = start.finally(() => {
    if (sessionStarting === settled) sessionStarting = null
  })
  sessionStarting = settled
  return settled
}

/**
 * What a request without a token waits for (the API client's setTokenWaiter): the session start
 * until its token is known or known absent, then a guest token request on its way; null when there
 * is nothing to wait for.
 */
export function tokenOnItsWay(): Promise<unknown> | null {
  return sessionStarting ?? pendingGuest
}

/** Drops the stored token and gets a guest one in its place. */
export async function fallBackToGuest(): Promise<void> {
  clearStoredToken()
  await ensureGuestToken()
}
