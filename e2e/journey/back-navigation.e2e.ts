import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { chatOf, memberPage } from '../account/account-support'
import { showMapOnPhone } from '../phone/phone-support'
import { fillSearchForm, submitSearch, tenantDay } from '../search/search-support'
import { closePage } from '../support/browser'
import { openApp, waitForHeading } from '../support/page'
import { useBrowser } from '../support/suite'

// Navigation that behaves: the booking steps are history entries and Back closes the
// phone's chat. Read-only on the shared seed: nothing is confirmed.
const suite = useBrowser()

/** The page's address, a root's closing slash aside (React Router writes the base path without it). */
const addressOf = (page: Page) => page.url().replace(/\/$/, '')

/** The position of the page's history entry (React Router keeps it in `history.state.idx`). */
const entryIndex = (page: Page) => page.evaluate(() => (history.state as { idx?: number } | null)?.idx ?? 0)

/**
 * Does what a person does and waits for the history entry it adds: a step is pushed once it is
 * drawn, which a person never outpaces but a test on a loaded machine may.
 */
async function pushing(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await entryIndex(page)
  await act()
  await page.waitForFunction((n) => ((history.state as { idx?: number } | null)?.idx ?? 0) > n, before)
}

describe('Back in the classic booking (driver@demo.test, 1280 x 800, French)', () => {
  let page: Page
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test')
    await page.setViewportSize({ width: 1280, height: 800 })
  })
  after(async () => closePage(page))

  it('returns from the review to the vehicle, then to the results, and Forward goes to the vehicle again', async () => {
    await openApp(page, 'demo')
    await fillSearchForm(page, {
      station: 'Gare Centrale',
      day: tenantDay(5),
      start: '09:00',
      end: '11:00',
      label: 'Personnel',
      destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Visite client' },
    })
    await submitSearch(page)
    const list = page.getByRole('list', { name: 'Véhicules disponibles' })
    const first = list.getByRole('button').first()
    const name = (await first.locator('span.font-semibold').first().innerText()).trim()
    await pushing(page, () => first.click())
    const vehicleHeading = page.getByRole('heading', { level: 2, name: new RegExp(name) })
    await vehicleHeading.waitFor()
    await pushing(page, () => page.getByRole('button', { name: 'Réserver', exact: true }).click())
    const review = page.getByRole('heading', { name: 'Vérifiez votre réservation' })
    await review.waitFor()
    const address = addressOf(page)

    await page.goBack()
    await vehicleHeading.waitFor()
    await review.waitFor({ state: 'detached' })
    assert.equal(addressOf(page), address, 'the steps stay on the same address')

    await page.goBack()
    await list.waitFor()
    await vehicleHeading.waitFor({ state: 'detached' })
    assert.equal(addressOf(page), address, 'Back from the vehicle stays in the search view')

    await page.goForward()
    await vehicleHeading.waitFor()
    // The view's own button goes back in history: Forward then leads to the vehicle again.
    await page.getByRole('button', { name: /^Fermer .+ et revenir à la carte$/ }).click()
    await list.waitFor()
    await page.goForward()
    await vehicleHeading.waitFor()
  })
})

describe('Back on the phone’s full-screen chat (driver@demo.test, 390 x 844, French)', () => {
  let page: Page
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test')
    await page.setViewportSize({ width: 390, height: 844 })
  })
  after(async () => closePage(page))

  it('closes the chat and stays on the map; the chat’s map button closes it too', async () => {
    await openApp(page, 'demo')
    await showMapOnPhone(page)
    const address = addressOf(page)
    const opener = page.getByRole('button', { name: 'Assistant', exact: true })
    const dialog = page.getByRole('dialog', { name: 'Assistant de réservation' })

    await pushing(page, () => opener.click())
    await dialog.getByRole('textbox', { name: 'Votre message' }).waitFor()
    await page.goBack()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('form', { name: 'Votre recherche' }).waitFor()
    assert.equal(addressOf(page), address, 'Back closed the chat, not the page')

    await pushing(page, () => opener.click())
    await dialog.getByRole('button', { name: 'Voir la carte' }).click()
    await dialog.waitFor({ state: 'detached' })
    await pushing(page, () => opener.click())
    await dialog.getByRole('textbox', { name: 'Votre message' }).waitFor()
    await page.goBack()
    await dialog.waitFor({ state: 'detached' })
    assert.equal(addressOf(page), address, 'the chat closed by its button left no entry for Back to trip on')
  })

  it('a card’s link opens its screen and hides the chat; one Back then returns to the root, chat closed', async () => {
    await openApp(page, 'demo')
    await showMapOnPhone(page)
    const address = addressOf(page)
    const opener = page.getByRole('button', { name: 'Assistant', exact: true })
    const dialog = page.getByRole('dialog', { name: 'Assistant de réservation' })

    await pushing(page, () => opener.click())
    const c = chatOf(page)
    await c.ready()
    await c.say('mes réservations', 'Voici vos réservations en cours et à venir.')
    await c.card('Mes réservations').getByRole('link', { name: 'Ouvrir mes réservations' }).click()
    await dialog.waitFor({ state: 'detached' })
    await waitForHeading(page, 'Mes réservations')
    assert.notEqual(addressOf(page), address, 'the link’s screen is shown, not undone by a Back')

    // The entry the chat was marked on is passed over: one Back lands on the root, which on a
    // phone opens on the assistant in the page, not on the full-screen chat.
    await page.goBack()
    await waitForHeading(page, 'Assistant de réservation')
    assert.equal(addressOf(page), address)
    assert.equal(await dialog.count(), 0, 'Back from the screen leaves the full-screen chat closed')
  })
})
