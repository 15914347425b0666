import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from './helpers'
import { createBuiltAppContext, INDEX_TEMPLATE as TEMPLATE } from './built-app'
import { BOOT_TEXT, renderIndexHtml } from '../../server/static/index-html'
import { shortName } from '../../server/tenants/web-manifest'
import { BOOT_COMPOSER_SCRIPT, BOOT_COMPOSER_SCRIPT_HASH } from '../../server/static/boot-composer-script'

describe('the installable app of each tenant', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createBuiltAppContext()
  })
  afterAll(() => ctx.close())
  const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { host, ...headers } })

  it("answers each tenant's manifest: its name, colours, icons, and the app's base as start and scope", async () => {
    for (const host of ['localhost', 'entreprise.localhost']) {
      const tenant = (await get('/api/tenant', host)).json().tenant
      const res = await get('/api/tenant/manifest.webmanifest', host)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/)
      const manifest = res.json()
      expect(manifest).toMatchObject({
        name: tenant.human_name,
        start_url: '/frontofficev2/',
        scope: '/frontofficev2/',
        display: 'standalone',
        theme_color: tenant.theme.primary_color,
        background_color: tenant.theme.background_color,
      })
      expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '192x192 maskable',
        '512x512 any',
        '512x512 maskable',
      ])
      for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
        const png = await get(icon.src, host)
        expect(png.statusCode).toBe(200)
        expect(png.headers['content-type']).toBe('image/png')
        expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG')
        expect(png.rawPayload.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]))
      }
    }
  })

  it('draws icons in the tenant colours: two tenants with different colours get different icons', async () => {
    const demo = await get('/api/tenant/maskable-icon-192.png')
    const other = await get('/api/tenant/maskable-icon-192.png', 'entreprise.localhost')
    const demoTheme = (await get('/api/tenant')).json().tenant.theme
    const otherTheme = (await get('/api/tenant', 'entreprise.localhost')).json().tenant.theme
    expect(demoTheme.primary_color).not.toBe(otherTheme.primary_color)
    expect(demo.rawPayload.equals(other.rawPayload)).toBe(false)
  })

  it('answers 404 in the error shape for an icon size it does not draw', async () => {
    const res = await get('/api/tenant/icon-300.png')
    expect(res.statusCode).toBe(404)
    expect(res.json().errors[0].code).toBe('not_found')
  })

  it("fills index.html with the tenant's name and colours, and the root's first paint with the message box", async () => {
    const tenant = (await get('/api/tenant')).json().tenant
    const root = await get('/frontofficev2/', 'localhost', { 'accept-language': 'en' })
    expect(root.statusCode).toBe(200)
    expect(root.headers['cache-control']).toBe('no-cache')
    expect(root.body).toContain(`<title>${tenant.human_name}</title>`)
    expect(root.body).toContain(`--tenant-primary:${tenant.theme.primary_color}`)
    expect(root.body).toContain('data-boot="chat"')
    expect(root.body).toContain('<html lang="en"')
    expect(root.body).toContain('placeholder="Your message"')
    const screen = await get('/frontofficev2/login')
    expect(screen.body).toContain('data-boot="plain"')
    expect(screen.body).toContain('<html lang="fr"')
  })

  describe("the first visit's notices in the first paint, before any JavaScript", () => {
    const notices = (html: string) => [...html.matchAll(/data-boot-notice="([a-z]+)"/g)].map((m) => m[1])
    const WORDS = {
      fr: { welcome: 'Bienvenue sur ', accept: 'J&#39;accepte', cookies: 'Ce site utilise des cookies' },
      en: { welcome: 'Welcome to ', accept: 'I accept', cookies: 'This site uses cookies' },
    }

    for (const language of ['fr', 'en'] as const) {
      it(`paints the welcome and the cookie consent in the stored language (${language}), on the root and on a screen`, async () => {
        const tenant = (await get('/api/tenant')).json().tenant
        for (const path of ['/frontofficev2/', '/frontofficev2/login']) {
          const res = await get(path, 'localhost', { 'accept-language': language === 'fr' ? 'en' : 'fr', cookie: `frontoffice_language=${language}` })
          expect(notices(res.body)).toEqual(['welcome', 'cookies'])
          expect(res.body).toContain(`${WORDS[language].welcome}${tenant.human_name}</p>`)
          expect(res.body).toContain(WORDS[language].cookies)
          expect(res.body).toContain(`>${WORDS[language].accept}</button>`)
        }
      })

      it(`leaves out what the visitor has already answered (${language})`, async () => {
        const headers = (cookie: string) => ({ 'accept-language': language, cookie })
        expect(notices((await get('/frontofficev2/', 'localhost', headers('frontoffice_welcome_seen=1'))).body)).toEqual(['cookies'])
        expect(notices((await get('/frontofficev2/', 'localhost', headers('frontoffice_cookie_consent=accepted'))).body)).toEqual(['welcome'])
        const both = await get('/frontofficev2/', 'localhost', headers('frontoffice_cookie_consent=accepted; frontoffice_welcome_seen=1'))
        expect(notices(both.body)).toEqual([])
        expect(both.body).not.toContain(WORDS[language].welcome)
        expect(both.body).toContain('data-boot="chat"')
      })
    }

    it('paints no cookie consent for a tenant that does not ask for it', async () => {
      expect(notices((await get('/frontofficev2/', 'entreprise.localhost')).body)).toEqual(['welcome'])
    })

    it("says the app's own words, so that the app's notices take their place unchanged", () => {
      for (const language of ['fr', 'en'] as const) {
        const layout = JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${language}/layout.json`, import.meta.url), 'utf8'))
        const text = BOOT_TEXT[language]
        expect([text['welcome-title'], text['welcome-text'], text['welcome-close']]).toEqual([layout.welcome.title, layout.welcome.text, layout.welcome.close])
        expect([text['cookies-title'], text['cookies-text'], text['cookies-policy'], text['cookies-accept']]).toEqual([
          layout.cookies.title,
          layout.cookies.text,
          layout.cookies.policy,
          layout.cookies.accept,
        ])
      }
    })
  })
})

describe('renderIndexHtml', () => {
  const tenant = (name: string, primary: string) =>
    ({
      human_name: name,
      settings: {
        language: 'fr',
        languages: ['fr', 'en'],
        portal_modules: ['chat'],
        features: { multilanguage: true },
        theme: { primary_color: primary, primary_contrast_color: '#fff', secondary_color: '#000', background_color: '#fafafa' },
      },
    }) as never

  it('escapes the name and drops a colour that is not a hex colour', () => {
    const html = renderIndexHtml(TEMPLATE, { tenant: tenant('<script>alert(1)</script> & Co', 'red;}</style><script>'), acceptLanguage: 'fr', path: '/frontofficev2/' })
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co')
    expect(html).not.toContain('red;}')
    expect(html).toContain('--tenant-background:#fafafa')
  })

  it("makes the root's message box usable before the app with a script the policy allows by its hash, and only there", () => {
    const root = renderIndexHtml(TEMPLATE, { tenant: tenant('Demo', '#123456'), acceptLanguage: 'fr', path: '/frontofficev2/' })
    const scripts = [...root.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(scripts).toEqual([BOOT_COMPOSER_SCRIPT])
    expect(BOOT_COMPOSER_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`)
    // After the box it works on.
    expect(root.indexOf('<script>')).toBeGreaterThan(root.indexOf('id="boot-message"'))
    const login = renderIndexHtml(TEMPLATE, { tenant: tenant('Demo', '#123456'), acceptLanguage: 'fr', path: '/frontofficev2/login' })
    expect(login).not.toContain('<script>')
    expect(login).not.toContain('<!-- boot-composer-script -->')
  })

  it('paints no message box for a tenant without the chat', () => {
    const html = renderIndexHtml(TEMPLATE, {
      tenant: { ...(tenant('Sans chat', '#123456') as object), settings: { ...(tenant('x', '#123456') as { settings: object }).settings, portal_modules: [] } } as never,
      acceptLanguage: 'fr',
      path: '/frontofficev2/',
    })
    expect(html).toContain('data-boot="plain"')
  })

  it("preloads the chat panel's files only where the first screen is the chat", () => {
    const built = TEMPLATE.replace('</head>', '<link rel="modulepreload" crossorigin href="/frontofficev2/assets/chat-panel-x.js" data-boot-chat>\n</head>')
    const root = renderIndexHtml(built, { tenant: tenant('Demo', '#123456'), acceptLanguage: 'fr', path: '/frontofficev2/' })
    expect(root).toContain('assets/chat-panel-x.js')
    const login = renderIndexHtml(built, { tenant: tenant('Demo', '#123456'), acceptLanguage: 'fr', path: '/frontofficev2/login' })
    expect(login).not.toContain('assets/chat-panel-x.js')
    expect(login).toContain('</head>')
  })

  it('keeps the template as it is, in the browser language, without a tenant', () => {
    const html = renderIndexHtml(TEMPLATE, { tenant: null, acceptLanguage: 'en-CA', path: '/frontofficev2/login?x=1' })
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('data-boot="plain"')
  })
})

describe('shortName', () => {
  it('keeps a name of up to 12 characters, else its first word, cut at 12', () => {
    expect(shortName('Autopartage')).toBe('Autopartage')
    expect(shortName('Montréal Autopartage')).toBe('Montréal')
    expect(shortName('Supercalifragilistic Cars')).toBe('Supercalifra')
  })
})
