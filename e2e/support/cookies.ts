import type { Cookie, Page } from 'playwright-core'

/**
 * The browser's stored cookie of this name, waited for: a cookie written by `document.cookie`
 * reaches Chromium's store by a message of its own, a moment after the page sees it.
 */
export async function storedCookie(page: Page, name: string): Promise<Cookie | undefined> {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = (await page.context().cookies()).find((c) => c.name === name)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}
