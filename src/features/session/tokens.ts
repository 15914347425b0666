import type { TokenResponse } from '@contracts/auth'
import { clearStoredToken, getStoredToken, setStoredToken, type TokenType } from '@/lib/api'
import { currentTenant } from '@/lib/tenant'
import { requestGuestToken } from './api'

export function storeToken(response: TokenResponse, type: TokenType, now = Date.now()): void {
  setStoredToken({ accessToken: response.access_token, type, expiresAt: now + response.expires_in * 1000 })
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

/** Drops the stored token and gets a guest one in its place. */
export async function fallBackToGuest(): Promise<void> {
  clearStoredToken()
  await ensureGuestToken()
}
