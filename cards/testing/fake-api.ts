import { vi } from 'vitest'
import { resetHttpClient } from '@/core/api/client'

type Handler = (request: Request) => Response | Promise<Response> | undefined

/**
 * The server's answers for card tests, at the network boundary: the API client, the session and
 * the reference-data store run as in the app. Unmatched calls answer 404 and are recorded.
 */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  // Node's fetch needs absolute URLs; the app's default API base is the relative /api.
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: `${window.location.origin}/api` }
  resetHttpClient()
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api/, '')
    const text = request.method === 'GET' ? '' : await request.clone().text()
    calls.push({ method: request.method, path: path + url.search, body: text ? safeJson(text) : undefined })
    const route = routes[`${request.method} ${path}`]
    if (typeof route === 'function') {
      const response = await (route as Handler)(request)
      if (response) return response
    } else if (route !== undefined) {
      return json(route)
    }
    return json({ errors: [{ code: 'not_found', detail: `${request.method} ${path}` }] }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
