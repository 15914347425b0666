/**
 * The marker of the `<link rel="modulepreload">` that the build adds to index.html for the app and
 * the chat panel (scripts/vite-first-screen-preload.ts). On a first visit they fetch those files
 * beside the entry. A page served from the worker's cache has them in that cache too: there the
 * preloads only compiled every file on the main thread as it arrived, all at once, before the first
 * paint (issue 22: a warm first paint ≤ 0.5 s), so the worker drops them; the app imports the same
 * files from the cache right after the first frame.
 */
export const PRELOAD_ATTRIBUTE = 'data-preload'

const MARKED_LINK = new RegExp(`\\s*<link [^>]*\\b${PRELOAD_ATTRIBUTE}\\b[^>]*>`, 'g')

/** index.html without the build's preload links. */
export function withoutPreloads(html: string): string {
  return html.replace(MARKED_LINK, '')
}

/** A cached page as the worker serves it: the same page without the preload links. */
export async function servedFromCache(cached: Response): Promise<Response> {
  const headers = new Headers(cached.headers)
  // The body is read decoded and rewritten: its former length and encoding no longer apply.
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(withoutPreloads(await cached.text()), { status: cached.status, statusText: cached.statusText, headers })
}
