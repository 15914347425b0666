import { APP_BASE } from '../../contracts/http'

/**
 * The cache key of a page: every screen is the same index.html, but the root's first paint has the
 * message box (server/static/index-html.ts), so the root and the other screens are kept apart.
 * Queries never matter (a reset link's token must not be kept).
 */
export function pageCacheKey(url: URL): string {
  return url.pathname === APP_BASE ? APP_BASE : `${APP_BASE}~screen`
}
