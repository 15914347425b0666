import { FIRST_VISIT_NOTICES, hasCookie, NOTICE_COOKIES, withBootNotices } from '../../contracts/first-visit'

/**
 * The marker of the `<link rel="modulepreload">` that the build adds to index.html for the app and
 * the chat panel (scripts/vite-first-screen-preload.ts). On a first visit they fetch those files
 * beside the entry. A page served from the worker's cache has them in that cache too: there the
 * preloads only compiled every file on the main thread as it arrived, all at once, before the first
 * paint (a warm first paint ≤ 0.5 s), so the worker drops them; the app imports the same
 * files from the cache right after the first frame.
 */
export const PRELOAD_ATTRIBUTE = 'data-preload'

const MARKED_LINK = new RegExp(`\\s*<link [^>]*\\b${PRELOAD_ATTRIBUTE}\\b[^>]*>`, 'g')

/** index.html without the build's preload links. */
export function withoutPreloads(html: string): string {
  return html.replace(MARKED_LINK, '')
}

/**
 * A cached page as the worker serves it: the same page without the preload links, and without the
 * first-visit notices answered since it was cached (`cookies`: the page's cookies, as a Cookie
 * header), which the server would have left out (server/static/index-html.ts).
 */
export async function servedFromCache(cached: Response, cookies = ''): Promise<Response> {
  const headers = new Headers(cached.headers)
  // The body is read decoded and rewritten: its former length and encoding no longer apply.
  headers.delete('content-length')
  headers.delete('content-encoding')
  const html = withoutPreloads(await cached.text())
  const unanswered = FIRST_VISIT_NOTICES.filter((notice) => !hasCookie(cookies, NOTICE_COOKIES[notice]))
  return new Response(withBootNotices(html, unanswered), { status: cached.status, statusText: cached.statusText, headers })
}
