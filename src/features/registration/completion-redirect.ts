const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'])

/**
 * Whether a redirect_uri may receive the member's token: a mobile app's own scheme
 * (`myapp://signup-done`), or a page of this very origin. Another web origin would be handed the
 * token by anyone crafting a link, so it is refused.
 */
export function isAllowedRedirectUri(raw: string, origin: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return false
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin === origin
  return /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol)
}

/** redirect_uri with ?access_token appended (spec section 2), or null when there is none allowed. */
export function completionRedirectUrl(redirectUri: string | null, accessToken: string, origin: string): string | null {
  if (!redirectUri || !isAllowedRedirectUri(redirectUri, origin)) return null
  const url = new URL(redirectUri)
  url.searchParams.set('access_token', accessToken)
  return url.toString()
}
