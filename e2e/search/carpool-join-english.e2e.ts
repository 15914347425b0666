import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { ConsoleMessage, Page } from 'playwright-core'
import { chatOf, skipFirstVisitNotices } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { frenchLeaks } from '../support/french-leaks'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { tenantOrigin } from '../support/tenants'
import { joinDemoCarpool, logIn } from './search-support'

// Its own server: joining is for good (there is no leaving), and carpool-join.e2e.ts joins the same
// carpool in French on the shared one.
const suite = useBrowser(() => startOwnServer('carpool-en'))

/** The page's console errors and uncaught exceptions; the map tiles' host is out of reach here, so its failures are not the app's. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    const source = message.location().url
    if (source && !source.startsWith(tenantOrigin('demo'))) return
    errors.push(`${message.text()} (${source})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** An English screen: axe-clean and with none of the app's French wording in the page. */
async function expectEnglishScreen(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label)
  assert.deepEqual(await frenchLeaks(page.locator('body')), [], `French app strings on ${label}`)
}

describe('joining a carpool in English', () => {
  it("driver@demo.test joins driver2's carpool, then finds it in my carpoolings, its detail and the chat", async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    const errors = collectErrors(page)
    try {
      await skipFirstVisitNotices(page)
      await logIn(page, 'driver@demo.test')
      await joinDemoCarpool(page, 'en', (label) => expectEnglishScreen(page, label))

      // The carpoolings list, from the user menu as a member finds it.
      await page.getByRole('button', { name: /Camille Tremblay/ }).click()
      await page.getByRole('menuitem', { name: 'My carpoolings' }).click()
      await page.getByRole('heading', { level: 1, name: 'My carpoolings' }).waitFor()
      const carpool = page.getByRole('link', { name: 'Kia Sorento 7 places' })
      await carpool.waitFor()
      await expectEnglishScreen(page, 'my carpoolings')

      await carpool.click()
      await page.getByRole('heading', { level: 1, name: 'Your carpooling' }).waitFor()
      await page.getByRole('heading', { name: 'Driver' }).waitFor()
      await page.getByText('Alex Gagnon').waitFor()
      await expectEnglishScreen(page, 'the carpooling detail')

      // The chat lists the same carpool for both ways of asking.
      const chat = chatOf(page)
      await chat.ready()
      for (const sentence of ['my carpoolings', 'show my carpools']) {
        await chat.say(sentence, 'Here are the carpools you joined.')
        await chat.card('My carpoolings').getByText('Kia Sorento 7 places').waitFor()
      }
      await expectEnglishScreen(page, 'the chat with the carpoolings card')
      assert.deepEqual(errors, [])
    } finally {
      await closePage(page)
    }
  })
})
