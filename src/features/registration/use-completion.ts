import { useCallback } from 'react'
import { getStoredToken } from '@/lib/api'
import { completionRedirectUrl } from './completion-redirect'
import { currentRedirectUri } from './redirect-uri'

/**
 * Where a member goes when registration is complete (spec section 2): the mobile app's
 * redirect_uri with ?access_token appended, or else null (the root).
 */
export function useCompletionTarget(): () => string | null {
  return useCallback(() => {
    const token = getStoredToken()
    return token?.type === 'member' ? completionRedirectUrl(currentRedirectUri(), token.accessToken, window.location.origin) : null
  }, [])
}
