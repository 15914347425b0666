import { after, before } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { closePage, launchBrowser } from './browser'

/** What a test file's hooks opened: read it inside its tests, once `before` has run. */
export interface Suite<S> {
  browser: Browser
  server: S
}

/**
 * One Chromium for a test file's tests, launched after the server of its own the file may need
 * (started first, so that BASE_URL points at it); both are closed once the file's tests are done.
 * node:test starts a file's top-level `before` hooks at once rather than one after the other, so
 * any other set-up that needs the browser goes in a describe block (usePage does).
 */
export function useBrowser(): Suite<undefined>
export function useBrowser<S extends { close: () => Promise<void> }>(startServer: () => Promise<S>): Suite<S>
export function useBrowser<S extends { close: () => Promise<void> }>(startServer?: () => Promise<S>): Suite<S | undefined> {
  const suite = {} as Suite<S | undefined>
  before(async () => {
    if (startServer) suite.server = await startServer()
    suite.browser = await launchBrowser()
  })
  after(async () => {
    await suite.browser?.close()
    await suite.server?.close()
  })
  return suite
}

/**
 * For a describe block whose tests share one page: what `open` makes (the page, with what goes
 * with it) before its tests, the page closed after them. Read it inside the tests.
 */
export function usePage<T extends { page: Page }>(open: () => Promise<T>): T {
  const opened = {} as T
  before(async () => {
    Object.assign(opened, await open())
  })
  after(async () => {
    if (opened.page) await closePage(opened.page)
  })
  return opened
}
