// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { servedFromCache, withoutPreloads } from './page-preloads'

const PAGE = `<head>
    <script type="module" crossorigin src="/frontofficev2/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/frontofficev2/assets/run-app-b.js" data-preload>
    <link rel="modulepreload" crossorigin href="/frontofficev2/assets/chat-panel-c.js" data-preload data-boot-chat>
    <link rel="manifest" href="/api/tenant/manifest.webmanifest" />
  </head>`

describe('a cached page served by the service worker', () => {
  it("drops the build's preload links and keeps the rest of the page", () => {
    const html = withoutPreloads(PAGE)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<script type="module" crossorigin src="/frontofficev2/assets/index-a.js"></script>')
    expect(html).toContain('<link rel="manifest"')
  })

  it('answers the same status and type, without the former length or encoding', async () => {
    const cached = new Response(PAGE, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '999', 'content-encoding': 'br' } })
    const served = await servedFromCache(cached)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(served.headers.get('content-length')).toBeNull()
    expect(served.headers.get('content-encoding')).toBeNull()
    expect(await served.text()).not.toContain('data-preload')
  })

  it('leaves out the first-visit notices answered since the page was cached', async () => {
    const page = `<div id="boot"><section data-boot-notice="welcome"><h2>Bienvenue</h2></section><section data-boot-notice="cookies"><h2>Cookies</h2></section></div>`
    const served = async (cookies: string) => (await servedFromCache(new Response(page), cookies)).text()
    expect(await served('')).toBe(page)
    expect(await served('frontoffice_cookie_consent=accepted')).not.toContain('Cookies')
    expect(await served('frontoffice_cookie_consent=accepted')).toContain('Bienvenue')
    expect(await served('frontoffice_welcome_seen=1; frontoffice_cookie_consent=accepted')).toBe('<div id="boot"></div>')
  })
})
