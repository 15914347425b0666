import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { closePage, newPage, type ContextOptions, type Language } from '../support/browser'
import { useBrowser } from '../support/suite'
import { appUrl, tenantOrigin } from '../support/tenants'

// The welcome and cookie notices were the largest paint, drawn seconds late by the app.
// index.html paints them now, before any script, in the visitor's stored language; the app's own
// notices take their place, one of each, where they were.
const suite = useBrowser()

const PHONE: ContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const WORDS: Record<Language, { welcome: string; letsGo: string; accept: string; message: string }> = {
  fr: { welcome: 'Bienvenue sur Montréal Autopartage', letsGo: "C'est parti", accept: "J'accepte", message: 'Votre message' },
  en: { welcome: 'Welcome to Montréal Autopartage', letsGo: "Let's go", accept: 'I accept', message: 'Your message' },
}

/**
 * A phone whose browser speaks the other language, the visitor having chosen this one: kept as the
 * app keeps it, in local storage and in the cookie the server reads.
 */
async function phone(language: Language, options: ContextOptions = {}): Promise<Page> {
  const page = await newPage(suite.browser, { ...PHONE, language, locale: language === 'fr' ? 'en-CA' : 'fr-CA', ...options })
  await page.context().addCookies([{ name: 'frontoffice_language', value: language, url: tenantOrigin() }])
  return page
}

const regions = (scope: Page | Locator, language: Language) => ({
  welcome: scope.getByRole('region', { name: WORDS[language].welcome }),
  cookies: scope.getByRole('region', { name: 'Cookies' }),
})

/** What a request of this page's context gets as index.html: its cookies go with it. */
async function paintedNotices(page: Page): Promise<string[]> {
  const html = await (await page.request.get(appUrl('demo'))).text()
  return [...html.matchAll(/data-boot-notice="([a-z]+)"/g)].map((m) => m[1])
}

describe('the notices of a first visit in the first paint', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`are there before any script runs, in the stored language, with their controls (${language})`, async () => {
      const page = await phone(language, { javaScriptEnabled: false })
      try {
        await page.goto(appUrl('demo'))
        const { welcome, cookies } = regions(page, language)
        assert.ok(await welcome.isVisible(), 'the welcome is painted')
        assert.ok(await cookies.isVisible(), 'the cookie notice is painted')
        assert.ok(await welcome.getByRole('button', { name: WORDS[language].letsGo }).isVisible())
        assert.ok(await cookies.getByRole('button', { name: WORDS[language].accept }).isVisible())
        assert.equal(await page.locator('html').getAttribute('lang'), language)
        assert.equal(await page.locator('#root').innerHTML(), '', 'no script has run')
        // Above the fold on a phone, under the header: the first screen shows them.
        const box = await cookies.boundingBox()
        assert.ok(box && box.y + box.height < 844, `the cookie notice ends at ${box && box.y + box.height}`)
      } finally {
        await closePage(page)
      }
    })

    it(`are taken over by the app, one of each in the same place, and answered by name (${language})`, async () => {
      const page = await phone(language)
      const words = WORDS[language]
      let startApp = () => {}
      let startChat = () => {}
      const appHeld = new Promise<void>((resolve) => (startApp = resolve))
      const chatHeld = new Promise<void>((resolve) => (startChat = resolve))
      try {
        // The app's entry and the chat panel wait: the first paint stays up (a driver types in its
        // message box) while the app, mounted under it, takes its notices over.
        await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
          await appHeld
          await route.continue()
        })
        await page.route(/\/assets\/chat-panel-[^/]*\.js$/, async (route) => {
          await chatHeld
          await route.continue()
        })
        await page.goto(appUrl('demo'), { waitUntil: 'commit' })
        const { welcome, cookies } = regions(page, language)
        await welcome.waitFor()
        const painted = { welcome: await welcome.boundingBox(), cookies: await cookies.boundingBox() }
        await page.locator('#boot-message').pressSequentially('voiture demain')

        startApp()
        const app = regions(page.locator('#root'), language)
        await app.welcome.waitFor()
        await app.cookies.waitFor()
        assert.equal(await page.locator('#boot').count(), 1, 'the first paint is still up')
        assert.equal(await welcome.count(), 1, 'one welcome for assistive technologies')
        assert.equal(await cookies.count(), 1, 'one cookie notice for assistive technologies')

        startChat()
        await page.locator('#boot').waitFor({ state: 'detached' })
        assert.deepEqual({ welcome: await welcome.boundingBox(), cookies: await cookies.boundingBox() }, painted, 'the same place, to the pixel')

        await cookies.getByRole('button', { name: words.accept }).click()
        await cookies.waitFor({ state: 'detached' })
        await welcome.getByRole('button', { name: words.letsGo }).click()
        await welcome.waitFor({ state: 'detached' })
        // "Let's go" opens the assistant, whose message box kept what was typed in the first paint's.
        await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, words.message)
        assert.equal(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement).value), 'voiture demain')

        assert.deepEqual(await paintedNotices(page), [], 'answered, neither is painted again')
        await page.unrouteAll()
        await page.reload()
        await page.locator('#boot').waitFor({ state: 'detached' })
        assert.equal(await page.getByRole('region', { name: new RegExp(`^(${words.welcome}|Cookies)$`) }).count(), 0, 'nor drawn by the app')
      } finally {
        startApp()
        startChat()
        await closePage(page)
      }
    })
  }

  it('a welcome seen before its answer moved to a cookie is not painted again', async () => {
    const page = await phone('fr')
    try {
      await page.context().addInitScript(() => localStorage.setItem('frontoffice.welcome-seen', '1'))
      await page.goto(appUrl('demo'))
      await page.locator('#boot').waitFor({ state: 'detached' })
      assert.equal(await regions(page, 'fr').welcome.count(), 0)
      assert.deepEqual(await paintedNotices(page), ['cookies'])
    } finally {
      await closePage(page)
    }
  })

  it('a page the service worker kept from before the answers is served without them', async () => {
    const page = await phone('fr', { serviceWorkers: 'allow' })
    try {
      // Every notice the first paint ever draws, recorded as the page is parsed.
      await page.context().addInitScript(() => {
        const seen = ((window as unknown as { __painted: string[] }).__painted = [] as string[])
        new MutationObserver((records) => {
          for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.matches('[data-boot-notice]')) seen.push(n.getAttribute('data-boot-notice') ?? '')
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(appUrl('demo'))
      await page.evaluate(async () => void (await navigator.serviceWorker.ready))
      await page.reload()
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __painted: string[] }).__painted), ['welcome', 'cookies'])
      const { welcome, cookies } = regions(page, 'fr')
      await cookies.getByRole('button', { name: WORDS.fr.accept }).click()
      await welcome.getByRole('button', { name: WORDS.fr.letsGo }).click()
      await welcome.waitFor({ state: 'detached' })

      const fromWorker = page.waitForResponse((r) => r.request().resourceType() === 'document')
      await page.reload()
      assert.ok((await fromWorker).fromServiceWorker(), 'the page came from the worker')
      await page.getByRole('main').waitFor()
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __painted: string[] }).__painted), [])
    } finally {
      await closePage(page)
    }
  })
})
