import { getStoredToken } from '@/core/api'
import { currentTenant, useTenant } from '@/core/tenant'
import { fetchCompletionRedirect, isAllowedRedirectUri } from './completion-redirect'
import { currentRedirectUri } from './redirect-uri'
import { useRegistrationStore } from './store'

/**
 * The app a member goes back to when registration is complete (spec section 2): the remembered
 * redirect_uri when the tenant allows it, else null (the root).
 */
export function completionTarget(appSchemes: readonly string[] = currentTenant().app_redirect_schemes): string | null {
  const token = getStoredToken()
  const uri = currentRedirectUri()
  return token?.type === 'member' && uri && isAllowedRedirectUri(uri, appSchemes, window.location.origin) ? uri : null
}

/** The same, following the redirect_uri remembered from the address bar. */
export function useCompletionTarget(): string | null {
  useRegistrationStore((s) => s.redirectUri)
  return completionTarget(useTenant().tenant.app_redirect_schemes)
}

/** Sends the member to the app with a fresh one-time code; false when the server refused one. */
export async function goBackToApp(redirectUri: string): Promise<boolean> {
  try {
    window.location.assign(await fetchCompletionRedirect(redirectUri))
    return true
  } catch {
    return false
  }
}
