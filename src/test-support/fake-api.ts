import { vi } from 'vitest'
import { resetHttpClient } from '@/core/api/client'
import { resetTokenCache, setStoredToken } from '@/core/api/token-storage'
import { toClientUser, useSessionStore } from '@/core/session'
import type { User } from '@contracts/user'

export const TEST_API = 'http://app.test/api'

export interface RecordedRequest {
  method: string
  path: string
  search: URLSearchParams
  headers: Headers
  body: unknown
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * An in-memory stand-in for the API server, for jsdom tests of the client's rules: routes are
 * `METHOD /path` handlers; every request is recorded. Browser tests run against the real server.
 */
export function installFakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = []
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: TEST_API }
  resetHttpClient()
  resetTokenCache()
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const text = await request.text()
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(recorded)
    const handler = routes[`${recorded.method} ${recorded.path}`]
    if (!handler) return json(404, { errors: [{ code: 'not_found', detail: `${recorded.method} ${recorded.path}` }] })
    return handler(recorded)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    uninstall: () => {
      vi.unstubAllGlobals()
      delete window.__FRONTOFFICE_CONFIG__
      resetHttpClient()
    },
  }
}

export function tokenResponse(accessToken: string, scope: 'member' | 'guest' = 'member') {
  return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope, created_at: 1 }
}

/** A logged-in member as the app has one: a member token stored (no session is a member's without it) and the user loaded. */
export function signInMember(user: User, accessToken = 'member-1'): void {
  setStoredToken({ accessToken, type: 'member', expiresAt: Date.now() + 3_600_000 })
  useSessionStore.getState().setMember(toClientUser(user))
}

/** The shared fixtures (./fixtures), under the names the tests of the fake API import. */
export { tenantFixture as makeTenant, userFixture as makeUser } from './fixtures'
