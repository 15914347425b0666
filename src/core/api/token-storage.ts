/** A bearer token and whose it is: a signed-in member's or an anonymous guest's (spec section 4). */
export interface StoredToken {
  accessToken: string
  type: 'member' | 'guest'
  /** Epoch milliseconds the access token expires at; past it, a token without refresh token is dropped. */
  expiresAt: number
  /** A member's refresh token (RFC 6749 section 6): the session outlives the 1-hour access token. */
  refreshToken?: string
}
export type TokenType = StoredToken['type']

// Checked by hand: zod stays out of the first load.
function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.accessToken === 'string' &&
    v.accessToken.length > 0 &&
    (v.type === 'member' || v.type === 'guest') &&
    typeof v.expiresAt === 'number' &&
    (v.refreshToken === undefined || typeof v.refreshToken === 'string')
  )
}

/** Refresh this long before the access token expires, so a call never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 30_000

/** Whether the access token must be refreshed before it is sent. */
export function needsRefresh(token: StoredToken, now = Date.now()): boolean {
  return token.refreshToken !== undefined && token.expiresAt - EXPIRY_MARGIN_MS <= now
}

const TOKEN_KEY = 'frontoffice.token'
const ID_TOKEN_KEY = 'frontoffice.sso-id-token'

let cached: StoredToken | null | undefined

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage refused (private mode): the token lives in memory for this page.
  }
}

export function getStoredToken(now = Date.now()): StoredToken | null {
  if (cached === undefined) {
    const raw = read(TOKEN_KEY)
    let parsed: StoredToken | null = null
    if (raw) {
      try {
        const value: unknown = JSON.parse(raw)
        parsed = isStoredToken(value) ? value : null
      } catch {
        parsed = null
      }
    }
    cached = parsed
  }
  // A token that can be refreshed stays: the API client refreshes it before its next call.
  if (cached && cached.expiresAt <= now && cached.refreshToken === undefined) {
    clearStoredToken()
    return null
  }
  return cached
}

export function setStoredToken(token: StoredToken): void {
  cached = token
  write(TOKEN_KEY, JSON.stringify(token))
}

export function clearStoredToken(): void {
  cached = null
  write(TOKEN_KEY, null)
}

/** The single sign-on id_token, kept for the provider's logout (id_token_hint). */
export function getStoredIdToken(): string | null {
  return read(ID_TOKEN_KEY)
}

export function setStoredIdToken(idToken: string | null): void {
  write(ID_TOKEN_KEY, idToken)
}

/** Forgets the in-memory copy so the next read comes from storage (tests, other tabs). */
export function resetTokenCache(): void {
  cached = undefined
}

// Another tab that rotates the refresh token writes it to storage: read it there, never reuse the
// spent one (the server would take it for a replay and end the session).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) resetTokenCache()
  })
}
