import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

/**
 * Debian's headless shell when installed (package chromium-headless-shell), else its Chromium:
 * the same engine without the browser's window layer, which ran the browser tests on about a fifth
 * less CPU. CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/** Debian's Chromium with the flags these machines need (ARCHITECTURE.md). */
export const BROWSER_LAUNCH_OPTIONS = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

/** The variable through which `npm run test:e2e` hands its shard's running Chromium to the test files. */
export const BROWSER_ENDPOINT_VARIABLE = 'E2E_BROWSER_WS_ENDPOINT'

/**
 * A Chromium for a test file: the shard's (scripts/run-e2e.mjs starts one per shard, a second or more of
 * CPU saved per file), or a new one when a file runs alone. Closing a shared one closes the contexts
 * this file made and leaves the browser to the next file; every page lives in a fresh context anyway.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE]
  return endpoint ? chromium.connect(endpoint) : chromium.launch(BROWSER_LAUNCH_OPTIONS)
}

export type Language = 'fr' | 'en'

export interface ContextOptions extends BrowserContextOptions {
  /** The language the app starts in: stored the way the app stores a visitor's choice. */
  language?: Language
}

/**
 * A fresh context (its own storage, so no session leaks between tests). axe needs pages made
 * from browser.newContext(), which this is. The app's service worker is blocked unless a test asks
 * for it (`serviceWorkers: 'allow'`, e2e/phone/pwa.e2e.ts): a worker serving cached pages would
 * make a test depend on what an earlier page of it loaded, and hides requests from page.route().
 */
export async function newContext(browser: Browser, { language, ...options }: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: language === 'en' ? 'en-CA' : 'fr-CA', viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', ...options })
  if (language) {
    await context.addInitScript((lng) => {
      if (!localStorage.getItem('frontoffice.language')) localStorage.setItem('frontoffice.language', lng)
    }, language)
  }
  return context
}

/**
 * A page in a fresh context. Its waits give up after 20 s: on CI's two shared cores the whole suite
 * (server, Chromium and the tests) has taken over 10 s for a login or the catalog's first answer.
 */
export async function newPage(browser: Browser, options?: ContextOptions): Promise<Page> {
  const context = await newContext(browser, options)
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

/** Closes a page with its context. */
export async function closePage(page: Page): Promise<void> {
  await page.context().close()
}

/**
 * Keeps a page's requests on this machine: any other address is refused before it leaves (a
 * provider's page asking for a web font, map tiles). Routes a test adds afterwards are tried first.
 */
export async function keepRequestsLocal(page: Page): Promise<void> {
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => route.abort(),
  )
}
