import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage, type Language } from '../support/browser'
import { storedCookie } from '../support/cookies'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'

// Nothing is stored on the server: the answers live in the browser (a cookie, local storage).
const suite = useBrowser()

const WORDS: Record<Language, { welcome: string; letsGo: string; accept: string; policy: string; message: string }> = {
  fr: {
    welcome: 'Bienvenue sur Montréal Autopartage',
    letsGo: "C'est parti",
    accept: "J'accepte",
    policy: 'En savoir plus',
    message: 'Votre message',
  },
  en: {
    welcome: 'Welcome to Montréal Autopartage',
    letsGo: "Let's go",
    accept: 'I accept',
    policy: 'Learn more',
    message: 'Your message',
  },
}

/** The accessible name of the focused element, or its id when it has none (the main landmark). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '(the page body)'
    return el.getAttribute('aria-label') ?? (el.id ? `#${el.id}` : (el.textContent?.trim() ?? el.tagName))
  })
}

/** Presses Tab until the control of this name has the focus; fails past `most` presses. */
async function tabTo(page: Page, name: string, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab')
    if ((await focused(page)) === name) return presses
  }
  throw new Error(`"${name}" was not reached in ${most} presses of Tab (focus on ${await focused(page)})`)
}

describe('first visit: the welcome and the cookie notices with the keyboard only', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`reaches and answers both, the welcome opening the assistant, and remembers the answers (${language})`, async () => {
      const words = WORDS[language]
      const page = await newPage(suite.browser, { language })
      try {
        await openApp(page, 'demo', '')
        const welcome = page.getByRole('region', { name: words.welcome })
        const cookies = page.getByRole('region', { name: 'Cookies' })
        await welcome.getByRole('button', { name: words.letsGo }).waitFor()
        await cookies.getByRole('button', { name: words.accept }).waitFor()
        await expectNoAxeViolations(page, `the first visit notices (${language})`)

        // From the top of the page: the skip links and the header come first, then the welcome.
        await tabTo(page, words.letsGo, 8)
        await page.keyboard.press('Enter')
        await welcome.waitFor({ state: 'detached' })
        // "Let's go" starts where the product does: in the assistant's message box.
        await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, words.message)

        // Back in the main content (the skip link's target), the cookie notice comes first: its policy
        // link, then its answer, which Space works too.
        await page.locator('#main').focus()
        assert.equal(await tabTo(page, words.policy, 1), 1)
        await tabTo(page, words.accept, 1)
        await page.keyboard.press('Space')
        await cookies.waitFor({ state: 'detached' })
        assert.equal(await focused(page), '#main')
        assert.ok(await page.evaluate(() => document.cookie.includes('frontoffice_cookie_consent=')), 'the page sees the consent cookie')
        assert.ok(await storedCookie(page, 'frontoffice_cookie_consent'), 'the browser keeps the consent cookie')
        await expectNoAxeViolations(page, `the page once both are answered (${language})`)

        await page.reload()
        await page.getByRole('main').waitFor()
        await page.getByRole('heading', { level: 1 }).waitFor()
        assert.equal(await page.getByRole('region', { name: new RegExp(`^(${words.welcome}|Cookies)$`) }).count(), 0, 'neither notice comes back')
      } finally {
        await closePage(page)
      }
    })
  }
})
