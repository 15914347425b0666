import ky, { HTTPError, type KyInstance } from 'ky'
import type { z } from 'zod'
import { acceptHeaderFor, XHR_HEADER } from '@contracts/http'
import { apiBaseUrl } from '@/lib/config'
import { currentLanguage } from '@/i18n'
import { ApiError, errorEntriesFromBody } from './api-error'
import { getStoredToken, needsRefresh, type StoredToken, type TokenType } from './token-storage'
import { toSearchParams, type Query } from './search-params'

type UnauthorizedHandler = (tokenType: TokenType) => void
let unauthorizedHandler: UnauthorizedHandler | null = null

/** The session registers what a 401 does (spec section 4: token removed, go to login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler
}

type TokenRefresher = (stale: StoredToken) => Promise<StoredToken | null>
let tokenRefresher: TokenRefresher | null = null

/**
 * The session registers how a member's access token is renewed with its refresh token: it answers
 * the new token, or null when the session is over (it then handles that as a 401).
 */
export function setTokenRefresher(refresher: TokenRefresher | null): void {
  tokenRefresher = refresher
}

type TokenWaiter = () => Promise<unknown> | null
let tokenWaiter: TokenWaiter | null = null

/**
 * The session registers what a request without a token waits for, if anything: the session start
 * until its token is known or known absent, then a guest token on its way. A request made meanwhile
 * (the chat's stations, asked as soon as its panel shows) then carries the token instead of going
 * without one and being refused.
 */
export function setTokenWaiter(waiter: TokenWaiter | null): void {
  tokenWaiter = waiter
}

/** The stored token, renewed first when it is a member's about to expire. */
async function currentToken(waitForOne: boolean): Promise<StoredToken | null> {
  let token = getStoredToken()
  const pending = token || !waitForOne ? null : tokenWaiter?.()
  if (pending) {
    await pending.catch(() => undefined)
    token = getStoredToken()
  }
  if (token && tokenRefresher && needsRefresh(token)) return tokenRefresher(token)
  return token
}

/** The path of a request relative to the API base, e.g. `/user/sms_code`. */
function apiPath(url: string): string {
  const base = new URL(apiBaseUrl(), window.location.href).pathname.replace(/\/+$/, '')
  const path = new URL(url, window.location.href).pathname
  return path.startsWith(base) ? path.slice(base.length) || '/' : path
}

// Token endpoints (single sign-on's included) answer 401 for bad credentials: that is a failed
// login, not an expired session.
const isTokenEndpoint = (path: string) => path.startsWith('/oauth2/') || path === '/sso/openid'

function createClient(): KyInstance {
  return ky.create({
    prefixUrl: apiBaseUrl(),
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        async (request, options) => {
          const headers = request.headers
          // A FormData body already set its multipart Content-Type with the boundary.
          if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
          headers.set(XHR_HEADER.name, XHR_HEADER.value)
          // A call may ask another language than the page's (the chat reads the help content in both).
          if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage())
          headers.set('Accept', acceptHeaderFor(request.method, apiPath(request.url)))
          if (headers.has('Authorization')) return
          // The token endpoint itself (a refresh) must not wait for a refresh.
          const token = isTokenEndpoint(apiPath(request.url)) ? getStoredToken() : await currentToken(options.context.needsNoToken !== true)
          if (token) headers.set('Authorization', `Bearer ${token.accessToken}`)
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status !== 401 || isTokenEndpoint(apiPath(request.url))) return
          if (!request.headers.has('Authorization')) return
          const token = getStoredToken()
          // A refreshable session gets one refresh and one retry first (apiRequest).
          if (token?.refreshToken !== undefined && tokenRefresher) return
          if (token && request.headers.get('Authorization') === `Bearer ${token.accessToken}`) unauthorizedHandler?.(token.type)
        },
      ],
    },
  })
}

let client: KyInstance | null = null

/** The one ky instance: base URL, the headers of spec section 7, bearer token, 401 handling. */
export function http(): KyInstance {
  client ??= createClient()
  return client
}

/** Rebuilds the client, e.g. after the run-time API URL changed (tests). */
export function resetHttpClient(): void {
  client = null
}

export interface RequestOptions<T> {
  json?: unknown
  body?: FormData
  query?: Query
  schema?: z.ZodType<T>
  signal?: AbortSignal
  headers?: Record<string, string>
  /**
   * A call the server answers without a token (GET /tenant, which the session start itself asks, the
   * custom contents and terms): sent at once, with the stored token if any, never waiting for one.
   */
  needsNoToken?: boolean
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    let body: unknown = null
    try {
      body = await error.response.clone().json()
    } catch {
      body = null
    }
    return new ApiError(error.response.status, errorEntriesFromBody(body))
  }
  // Network failure, timeout or abort: no HTTP status, handled as internal.
  return new ApiError(0, [], error instanceof Error ? error.message : String(error))
}

/**
 * One API call: the response is parsed with the contract's zod schema when one is given.
 * Every failure becomes an ApiError carrying the kind of spec section 8 and the server's entries.
 */
export async function apiRequest<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const send = () =>
    http()(path.replace(/^\/+/, ''), {
      method,
      json: options.json,
      body: options.body,
      searchParams: options.query ? toSearchParams(options.query) : undefined,
      signal: options.signal,
      headers: options.headers,
      context: { needsNoToken: options.needsNoToken },
    })
  let response: Response
  try {
    response = await send()
  } catch (error) {
    const retried = await retryAfterRefresh(error, send)
    if (!retried) throw await toApiError(error)
    try {
      response = await retried()
    } catch (retryError) {
      throw await toApiError(retryError)
    }
  }
  let data: unknown
  try {
    const text = await response.text()
    data = text ? JSON.parse(text) : undefined
  } catch (error) {
    throw await toApiError(error)
  }
  if (!options.schema) return data as T
  const parsed = options.schema.safeParse(data)
  if (!parsed.success) {
    console.error(`${method} ${path}: the response does not match the contract`, parsed.error.issues)
    throw new ApiError(0, [], `${method} ${path}: unexpected response`)
  }
  return parsed.data
}

/**
 * A member call refused with 401 although the token looked alive (revoked on the server, a clock
 * ahead): one refresh, then the same call again. Null when there is nothing to retry; a refused
 * refresh ends the session through the refresher.
 */
async function retryAfterRefresh(error: unknown, send: () => Promise<Response>): Promise<(() => Promise<Response>) | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 401 || !tokenRefresher) return null
  const sent = error.request.headers.get('Authorization')
  const token = getStoredToken()
  if (!sent || !token?.refreshToken || isTokenEndpoint(apiPath(error.request.url))) return null
  // Another call may have refreshed meanwhile: retry with the new token without refreshing again.
  if (sent !== `Bearer ${token.accessToken}`) return send
  const fresh = await tokenRefresher({ ...token, expiresAt: 0 })
  return fresh ? send : null
}

type Options<T> = Omit<RequestOptions<T>, 'schema'>

export const apiGet = <T>(path: string, schema?: z.ZodType<T>, options?: Options<T>) => apiRequest<T>('GET', path, { ...options, schema })
export const apiPost = <T>(path: string, json?: unknown, schema?: z.ZodType<T>, options?: Options<T>) => apiRequest<T>('POST', path, { ...options, json, schema })
export const apiPut = <T>(path: string, json?: unknown, schema?: z.ZodType<T>, options?: Options<T>) => apiRequest<T>('PUT', path, { ...options, json, schema })
export const apiDelete = <T>(path: string, schema?: z.ZodType<T>, options?: Options<T>) => apiRequest<T>('DELETE', path, { ...options, schema })
