import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { logInAndLeaveLogin, openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { DEMO_DRIVER, tenantOrigin } from '../support/tenants'
import { say } from '../search/chat-keyboard'
import { waitForRentalCreated } from '../search/search-support'
import { chat } from './chat-page'

// Its own server: the conversation books a car. The simple tenant asks no trip details before the
// review (labels, destination and distance off), so a typed "oui" is all the review waits for.
const suite = useBrowser(() => startOwnServer('after-search-words'))

const PHONE = { language: 'fr' as const, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** The first-visit notices answered on the simple tenant's host, so that they do not cover the chat. */
async function skipNotices(page: Page): Promise<void> {
  await page.context().addInitScript(() => localStorage.setItem('frontoffice.welcome-seen', '1'))
  await page.context().addCookies([{ name: 'frontoffice_cookie_consent', value: 'accepted', domain: new URL(tenantOrigin('simple')).hostname, path: '/' }])
}

/** Every PUT on a rental the page sends: a sentence alone must never change a booking. */
function rentalChanges(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/user\/rentals\/\d+$/.test(new URL(request.url()).pathname)) sent.push(request.url())
  })
  return sent
}

describe('the conversation after the search, on a phone, in French', () => {
  it('chooses "la deuxième" in words, books on a typed "oui", and shows the change of the day named without applying it', async () => {
    const page = await newPage(suite.browser, PHONE)
    try {
      await skipNotices(page)
      await openApp(page, 'simple', 'login')
      await logInAndLeaveLogin(page, 'driver@simple.test', DEMO_DRIVER.password)
      const c = chat(page)
      await c.ready()
      const changes = rentalChanges(page)

      await say(page, c.box(), 'voiture demain 9h à la Gare du Palais pour 3h')
      const list = c.card('Véhicules disponibles').last().getByRole('list', { name: 'Véhicules disponibles' })
      await list.getByRole('listitem').nth(1).waitFor()
      // The second vehicle as the list names it: its button's first line.
      const [first, second] = await Promise.all([0, 1].map(async (n) => (await list.getByRole('button').nth(n).locator('span.font-semibold').first().innerText()).trim()))
      assert.notEqual(first, second, 'the first two vehicles differ, so the review tells which one was chosen')

      // A choice in words, not 2 December: the second vehicle's review follows.
      await say(page, c.box(), 'je prends la deuxième')
      const review = c.card('Vérifiez votre réservation').last()
      const confirm = review.getByRole('button', { name: `Confirmer la réservation de la ${second}`, exact: true })
      await confirm.waitFor()

      // A typed "oui" is the review's button pressed.
      const created = waitForRentalCreated(page)
      await say(page, c.box(), 'oui')
      assert.equal((await created).status(), 201, `booking the ${second}`)
      await c.log
        .getByText(/je confirme pour vous/)
        .last()
        .waitFor()
      await c.card('Réservation confirmée').last().waitFor()

      // A change naming the day: the booking of tomorrow, shown with its new end, nothing sent yet.
      await say(page, c.box(), 'finalement je la rends à 14h demain')
      const modify = c.card('Modifier la réservation').last()
      await modify
        .getByText(/de 9 h à 14 h|à 14:00/)
        .first()
        .waitFor()
      await modify.getByRole('button', { name: /^Confirmer la modification \(/ }).waitFor()
      await c.log
        .getByText(/Rien n'est changé avant votre confirmation/)
        .last()
        .waitFor()
      assert.deepEqual(changes, [], 'no sentence changes a booking by itself')
    } finally {
      await closePage(page)
    }
  })
})
