import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { memberApiGet } from '../account/account-support'
import { closePage, newPage } from '../support/browser'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { say } from '../search/chat-keyboard'
import { paths } from '../../src/core/paths'
import { chat } from './chat-page'

const suite = useBrowser()

/**
 * The page's first heading, the way a screen reader's heading list starts: its level and name.
 * Waits for the page's H1 first (screens load lazily after the shell and its notices).
 */
async function firstHeading(page: Page): Promise<{ level: string; name: string }> {
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return page
    .getByRole('heading')
    .first()
    .evaluate((el) => ({ level: el.getAttribute('aria-level') ?? el.tagName.replace('H', ''), name: (el.textContent ?? '').trim() }))
}

async function assertH1First(page: Page, path: string): Promise<void> {
  await openApp(page, 'demo', path.replace(/^\//, ''))
  const first = await firstHeading(page)
  assert.equal(first.level, '1', `the first heading of /${path.replace(/^\//, '')} is "${first.name}", level ${first.level}`)
}

describe("every page's first heading is its H1 (WCAG 1.3.1), on a first visit", () => {
  it('for a guest, with the welcome and cookie notices showing', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 1280, height: 900 } })
    try {
      await openApp(page, 'demo')
      // A first visit: the notices come before the page, their titles not headings.
      await page.getByRole('region', { name: /Bienvenue/ }).waitFor()
      for (const path of [
        paths.home,
        paths.search,
        paths.login,
        paths.forgotPassword,
        paths.signup,
        paths.privacyPolicy,
        paths.helpFaq,
        paths.helpContact,
        paths.helpTerms,
        paths.helpDeleteAccount,
        '/no-such-page',
      ]) {
        await assertH1First(page, path)
      }
    } finally {
      await closePage(page)
    }
  })

  it('for a member, on every account screen and a booking, its trip and a receipt', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      await logInWithToken(page, 'driver@demo.test')
      type Listed = { rentals: Array<{ id: number; status: string }> }
      const current = (await memberApiGet<Listed>(page, '/rentals?statuses[]=prepared&statuses[]=pending&statuses[]=in_progress')).rentals
      const closed = (await memberApiGet<Listed>(page, '/rentals?statuses[]=closed')).rentals
      const upcoming = current.find((r) => r.status !== 'in_progress')
      const out = current.find((r) => r.status === 'in_progress')
      assert.ok(upcoming && out && closed[0], 'the seed gives driver@demo.test an upcoming, a current and a past rental')
      for (const path of [
        paths.home,
        paths.bookings,
        paths.bookingsHistory,
        paths.carpoolings,
        paths.details,
        paths.documents,
        paths.paymentMethod,
        paths.privacy,
        paths.alerts,
        paths.booking(upcoming.id),
        paths.trip(out.id),
        paths.pastBooking(closed[0].id),
        paths.receipt(closed[0].id),
      ]) {
        await assertH1First(page, path)
      }
    } finally {
      await closePage(page)
    }
  })
})

describe("the account's details tell the browser what each field is for (WCAG 1.3.5)", () => {
  it('carries the autocomplete tokens sign-up uses on the name, birthday and address fields', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logInWithToken(page, 'driver@demo.test')
      await openApp(page, 'demo', paths.details.slice(1))
      // Labels whole (a required field's may end in a mark): "Adresse" is not "Adresse e-mail".
      const expected: Array<[RegExp, string]> = [
        [/^Prénom\b/, 'given-name'],
        [/^Nom\b/, 'family-name'],
        [/^Date de naissance\b/, 'bday'],
        [/^Adresse(?! e-mail)\b/, 'address-line1'],
        [/^Complément d'adresse\b/, 'address-line2'],
        [/^Code postal\b/, 'postal-code'],
        [/^Ville\b/, 'address-level2'],
        [/^Province ou région\b/, 'address-level1'],
        [/^Pays\b/, 'country-name'],
      ]
      const form = page.getByRole('main')
      await form.getByRole('textbox', { name: /^Prénom/ }).waitFor()
      for (const [label, token] of expected) {
        const fields = form.getByLabel(label)
        assert.equal(await fields.count(), 1, `one field labelled ${label.source}`)
        assert.equal(await fields.getAttribute('autocomplete'), token, `${label.source} carries autocomplete="${token}"`)
      }
    } finally {
      await closePage(page)
    }
  })
})

describe('an English reply on a French page (WCAG 3.1.2)', () => {
  it('marks the reply and its card lang="en" while the page stays French', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 1280, height: 900 } })
    try {
      const c = chat(page)
      await openApp(page, 'demo')
      await c.ready()
      await say(page, c.box(), 'I need a car tomorrow at 9am at Gare Centrale for 3 hours')
      const results = c.card('Available vehicles').last()
      await results.getByRole('list', { name: 'Available vehicles' }).waitFor()
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr')
      const reply = c.log.getByText(/^I am looking for a vehicle/).last()
      assert.equal(await reply.evaluate((el) => el.closest('[lang]')?.getAttribute('lang')), 'en', 'the words of the reply')
      assert.equal(await results.evaluate((el) => el.closest('[lang]')?.getAttribute('lang')), 'en', 'its card')
      // The driver's own sentence is in no marked language but the page's: only what the assistant says is marked.
      await say(page, c.box(), 'bonjour')
      await c.log.getByText(/Bonjour ! Je suis l'assistant/).waitFor()
      assert.notEqual(
        await c.log
          .getByText(/Bonjour ! Je suis l'assistant/)
          .last()
          .evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
        'en',
        'a French reply is not marked English',
      )
    } finally {
      await closePage(page)
    }
  })
})
