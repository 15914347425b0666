import { getStoredToken } from '@/lib/api'
import { completionRedirectUrl } from './completion-redirect'
import { currentRedirectUri } from './redirect-uri'
import { useRegistrationStore } from './store'

/**
 * Where a member goes when registration is complete (spec section 2): the mobile app's
 * redirect_uri with ?access_token appended, or else null (the root).
 */
export function completionTarget(): string | null {
  const token = getStoredToken()
  return token?.type === 'member' ? completionRedirectUrl(currentRedirectUri(), token.accessToken, window.location.origin) : null
}

/** The same, following the redirect_uri remembered from the address bar. */
export function useCompletionTarget(): string | null {
  useRegistrationStore((s) => s.redirectUri)
  return completionTarget()
}
