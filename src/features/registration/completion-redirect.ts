import { allowedRedirectUri } from '@contracts/completion-redirect'
import { CompletionCodeResponseSchema } from '@contracts/completion-redirect'
import { apiPost } from '@/core/api'

/**
 * Whether a redirect_uri may be offered as the way back after sign-up: one of the tenant's
 * declared app schemes or a page of this origin (contracts/completion-redirect.ts; the server
 * decides again when it issues the code, with every host of the tenant).
 */
export function isAllowedRedirectUri(raw: string, appSchemes: readonly string[], origin: string): boolean {
  return allowedRedirectUri(raw, { schemes: appSchemes, isOwnOrigin: (o) => o === origin }) !== null
}

/**
 * Where the app that sent the member gets them back: the redirect_uri with a one-time code
 * (single use, 60 s) the app exchanges at the token endpoint. No token ever goes in the URL.
 */
export async function fetchCompletionRedirect(redirectUri: string): Promise<string> {
  return (await apiPost('/user/completion_code', { redirect_uri: redirectUri }, CompletionCodeResponseSchema)).redirect_to
}
