import type { Tenant } from '@contracts/tenant'

const SSO_STATE_KEY = 'frontoffice.sso-request'

interface SsoRequest {
  state: string
  nonce: string
}

function randomToken(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Where the issuer sends the visitor back (the SSO callback route). */
export function ssoCallbackUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}sso/callback`, window.location.origin).toString()
}

export function ssoLogoutReturnUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}sso/logout`, window.location.origin).toString()
}

/** The issuer's authorization URL for an implicit id_token flow; remembers state and nonce for the callback. */
export function ssoAuthorizationUrl(sso: NonNullable<Tenant['sso']>): string {
  const request: SsoRequest = { state: randomToken(), nonce: randomToken() }
  sessionStorage.setItem(SSO_STATE_KEY, JSON.stringify(request))
  const url = new URL(sso.authorization_endpoint)
  url.searchParams.set('response_type', 'id_token')
  url.searchParams.set('response_mode', 'fragment')
  url.searchParams.set('client_id', sso.client_id)
  url.searchParams.set('redirect_uri', ssoCallbackUrl())
  url.searchParams.set('scope', sso.scope)
  url.searchParams.set('state', request.state)
  url.searchParams.set('nonce', request.nonce)
  return url.toString()
}

/** The request started by ssoAuthorizationUrl, read once. */
export function takeSsoRequest(): SsoRequest | null {
  const raw = sessionStorage.getItem(SSO_STATE_KEY)
  sessionStorage.removeItem(SSO_STATE_KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<SsoRequest>
    return typeof value.state === 'string' && typeof value.nonce === 'string' ? { state: value.state, nonce: value.nonce } : null
  } catch {
    return null
  }
}

/** The id_token (and state) the issuer returned, from the URL fragment or the query string. */
export function readSsoResponse(location: Pick<Location, 'hash' | 'search'>): { idToken: string | null; state: string | null; error: string | null } {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''))
  const query = new URLSearchParams(location.search)
  const pick = (name: string) => fragment.get(name) ?? query.get(name)
  return { idToken: pick('id_token'), state: pick('state'), error: pick('error') }
}

/** The issuer's logout URL with the id token hint, or null when the issuer has none. */
export function ssoLogoutUrl(sso: NonNullable<Tenant['sso']>, idToken: string): string | null {
  if (!sso.end_session_endpoint) return null
  const url = new URL(sso.end_session_endpoint)
  url.searchParams.set('id_token_hint', idToken)
  url.searchParams.set('post_logout_redirect_uri', ssoLogoutReturnUrl())
  return url.toString()
}
