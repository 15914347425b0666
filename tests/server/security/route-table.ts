import type { FastifyInstance } from 'fastify'

export interface RouteEntry {
  method: string
  /** The route's pattern, e.g. `/api/user/rentals/:id`. */
  url: string
}

/**
 * Every route the app serves, read from Fastify's own route tree (printRoutes), so that a route added
 * later is walked by the security tests without anyone listing it. Each line of the tree is a branch
 * marker at depth `indent / 4`, a path segment that extends its parent's, and its methods.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const out: RouteEntry[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1].length / 4
    stack.length = depth
    stack[depth] = m[2]
    const url = stack.join('').replace(/^\/?/, '/')
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD') out.push({ method, url })
    }
  }
  return out
}

/** The API's routes only (not the static app). */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return routeTable(app).filter((r) => r.url.startsWith('/api/'))
}
