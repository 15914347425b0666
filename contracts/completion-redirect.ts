import { z } from 'zod'

/** How long the one-time code handed to a completion redirect may be exchanged at the token endpoint. */
export const COMPLETION_CODE_TTL_SECONDS = 60

/**
 * Schemes no tenant may declare as its app's: they run code, read local data or are web origins
 * (an own origin is allowed through the tenant's hosts, never through a scheme).
 */
const RESERVED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http', 'https', 'intent', 'ftp', 'ws', 'wss', 'mailto', 'tel', 'sms'])

/** A scheme a tenant may declare for its mobile app (`autopartage`, `com.example.app`), lower case, without `:`. */
export const AppSchemeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9+.-]{1,63}$/, { error: 'must be a URI scheme in lower case without ":" (e.g. autopartage)' })
  .refine((s) => !RESERVED_SCHEMES.has(s), { error: 'is reserved: declare the mobile app’s own scheme' })

export interface RedirectAllowance {
  /** The tenant's declared app schemes (tenant setting `app_redirect_schemes`, empty by default). */
  schemes: readonly string[]
  /** Whether an http(s) origin is one of the tenant's own. */
  isOwnOrigin: (origin: string) => boolean
}

/**
 * The redirect_uri a finished member may be sent to with a one-time code, or null: one of the
 * tenant's declared app schemes, or a page of one of its own origins. Anything else (another
 * scheme any app could claim, another web origin, a relative or malformed value) is refused, since
 * whoever receives the code can exchange it for the member's tokens.
 */
export function allowedRedirectUri(raw: string, allow: RedirectAllowance): URL | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  if (scheme === 'http' || scheme === 'https') return allow.isOwnOrigin(url.origin) ? url : null
  return !RESERVED_SCHEMES.has(scheme) && allow.schemes.includes(scheme) ? url : null
}

/** The redirect_uri with the one-time code appended (`?code=`); any token the link carried is dropped. */
export function withCompletionCode(url: URL, code: string): string {
  const target = new URL(url.toString())
  for (const name of ['access_token', 'refresh_token', 'code']) target.searchParams.delete(name)
  target.searchParams.set('code', code)
  return target.toString()
}

/** POST /user/completion_code: the redirect_uri the member was sent with. */
export const CompletionCodeBodySchema = z.object({ redirect_uri: z.string().min(1).max(2048) })
/** The code (single use, 60 s, for this tenant and member) and the redirect_uri carrying it. */
export const CompletionCodeResponseSchema = z.object({ code: z.string(), expires_in: z.number().int(), redirect_to: z.string() })
