import { APP_BASE } from '@contracts/http'

/** An absolute link to a client route of the app at this origin, e.g. appLinkAt(origin, 'reset-password', {...}). */
export function appLinkAt(origin: string, route: string, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString()
  return `${origin}${APP_BASE}${route}${qs ? `?${qs}` : ''}`
}
