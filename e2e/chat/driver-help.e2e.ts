import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { DEMO_DRIVER } from '../support/tenants'
import { chat, focusMessageBox } from './chat-page'

const suite = useBrowser()

/**
 * Rule 9 in the live chat against the real server: an accident gets the operator's
 * emergency number the demo tenant serves in GET /tenant, first, as a link that calls it; a member's
 * "mes factures" gets the invoices card. Both cards axe-clean.
 */
describe('chat: what drivers need besides booking', () => {
  it("calls the operator's emergency line first after an accident, and lists a member's invoices", async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    const c = chat(page)
    try {
      await openApp(page, 'demo')
      await c.ready()
      await focusMessageBox(page)
      await c.say("j'ai eu un accident", /appelez d'abord le numéro d'urgence de l'opérateur : \(514\) 555-0199/)
      const call = c.card('Accident').getByRole('link').first()
      assert.equal(await call.getAttribute('href'), 'tel:+15145550199')
      assert.equal(await call.textContent(), "Appeler l'urgence de l'opérateur : (514) 555-0199")
      await expectNoAxeViolations(page, 'incident card')

      await c.say('mes factures', /connectez-vous/i)
      await c.card('Connexion').last().getByLabel('Adresse e-mail').focus()
      await page.keyboard.type(DEMO_DRIVER.email)
      await page.keyboard.press('Tab')
      await page.keyboard.type(DEMO_DRIVER.password)
      await page.keyboard.press('Enter')
      await c.card('Mes factures').waitFor()
      await c
        .card('Mes factures')
        .getByText(/Chargement des factures/)
        .waitFor({ state: 'detached' })
      await expectNoAxeViolations(page, 'invoices card')
    } finally {
      await closePage(page)
    }
  })
})
