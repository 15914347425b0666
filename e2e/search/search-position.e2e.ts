import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { logInAndLeaveLogin, openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { DEMO_DRIVER } from '../support/tenants'

const suite = useBrowser()

/** Beside the demo tenant's Vieux-Port station (45.5025, -73.554), in Montréal. */
const AT_VIEUX_PORT = { latitude: 45.5027, longitude: -73.5545 }

describe('the classic search and the browser position (spec section 7)', () => {
  it('lists the nearest station first, with distances, where the position is allowed, axe-clean', async () => {
    const page = await newPage(suite.browser, { language: 'fr', permissions: ['geolocation'], geolocation: AT_VIEUX_PORT })
    try {
      await openApp(page, 'demo')
      const form = page.getByRole('form', { name: 'Votre recherche' })
      await form.getByText('Les stations les plus proches de vous sont en tête de liste.').waitFor()
      await form.getByRole('combobox', { name: 'Station de départ' }).click()
      const options = page.getByRole('option')
      await options.first().waitFor()
      assert.match((await options.first().innerText()).trim(), /^Vieux-Port \(\d+,\d\skm\)$/)
      // Nearest first: Gare Centrale, about 1 km west, comes second.
      assert.match((await options.nth(1).innerText()).trim(), /^Gare Centrale \(\d+,\d\skm\)$/)
      await page.keyboard.press('Escape')
      assert.equal(await form.getByRole('button', { name: /ma position/i }).count(), 0)
      await expectNoAxeViolations(page, 'the search form with the stations nearest first')
    } finally {
      await closePage(page)
    }
  })

  it('offers to sort the stations while the browser has not been asked; the form works without it', async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    try {
      await openApp(page, 'demo')
      const form = page.getByRole('form', { name: 'Your search' })
      await form.getByRole('button', { name: 'Sort the stations by my position' }).waitFor()
      await form.getByRole('combobox', { name: 'Pick-up station' }).click()
      assert.equal((await page.getByRole('option').first().innerText()).trim().includes('('), false, 'no distances without a position')
      await page.keyboard.press('Escape')
      await expectNoAxeViolations(page, 'the search form offering the position')
    } finally {
      await closePage(page)
    }
  })

  it("searches around the member's position on an address-engine tenant until an address is picked", async () => {
    const page = await newPage(suite.browser, { language: 'fr', permissions: ['geolocation'], geolocation: { latitude: 48.8443, longitude: 2.3743 } })
    try {
      await openApp(page, 'entreprise', 'login')
      await logInAndLeaveLogin(page, 'driver@entreprise.test', DEMO_DRIVER.password)
      const form = page.getByRole('form', { name: 'Votre recherche' })
      await form.getByText('Sans adresse choisie, la recherche se fait autour de votre position.').waitFor()
      assert.equal(await form.getByRole('combobox', { name: 'Adresse de départ' }).inputValue(), 'Ma position')
      await expectNoAxeViolations(page, 'the address search starting from the position')
    } finally {
      await closePage(page)
    }
  })
})
