import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { logInAndLeaveLogin, openApp, waitForAppPath, waitForHeading } from '../support/page'
import { appPath, DEMO_DRIVER } from '../support/tenants'
import { chat, focusMessageBox } from '../chat/chat-page'

const suite = useBrowser()

// The demo tenant has registration on. newcomer@demo.test stopped at the SMS step, pending@demo.test
// finished and waits for an agent (server/seed/demo-tenant.ts); neither is changed here.
describe('the waiting pages on a tenant with registration', () => {
  for (const path of ['waiting', 'waiting-for-validation']) {
    it(`sends a member still registering who logs in from /${path} on to the signup steps`, async () => {
      const page = await newPage(suite.browser, { language: 'fr' })
      try {
        await openApp(page, 'demo', path)
        await waitForHeading(page, 'Connexion')
        await logInAndLeaveLogin(page, 'newcomer@demo.test', DEMO_DRIVER.password)
        await waitForAppPath(page, 'signup')
        await waitForHeading(page, 'Inscription')
        const current = page.getByRole('navigation', { name: "Étapes de l'inscription" }).locator('li[aria-current="step"]')
        assert.match(await current.innerText(), /Numéro de téléphone/)
        assert.equal(await page.getByRole('heading', { level: 1, name: /Compte en cours de vérification|Merci pour votre inscription/ }).count(), 0)
      } finally {
        await closePage(page)
      }
    })
  }

  it("answers a blocked member in the chat with the waiting page's content, not a search or bookings", async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', 'login')
      await logInAndLeaveLogin(page, 'blocked@demo.test', DEMO_DRIVER.password)
      await waitForAppPath(page, 'waiting')
      await waitForHeading(page, 'Compte bloqué')
      const c = chat(page)
      await c.ready()
      await c.log
        .getByText(/Votre compte a été bloqué/)
        .first()
        .waitFor()
      await focusMessageBox(page)
      await c.say('mes réservations', /vous ne pouvez plus chercher ni réserver/)
      await c.card('Compte bloqué').getByRole('link', { name: "Voir l'état de mon compte" }).waitFor()
      assert.equal(await c.card('Mes réservations').count(), 0)
      await c.say('voiture demain 9h à la Gare Centrale', /vous ne pouvez plus chercher ni réserver/)
      assert.equal(await c.log.getByText("Jusqu'à quand ?").count(), 0)
      await expectNoAxeViolations(page, '/waiting with the chat answering a blocked member (fr)')
    } finally {
      await closePage(page)
    }
  })

  it('still shows a member under review the waiting page, axe-clean in English', async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    try {
      await openApp(page, 'demo', 'waiting')
      await waitForHeading(page, 'Log in')
      await logInAndLeaveLogin(page, 'pending@demo.test', DEMO_DRIVER.password)
      await waitForHeading(page, 'Account under review')
      assert.equal(new URL(page.url()).pathname, appPath('waiting'))
      await expectNoAxeViolations(page, '/waiting for a member under review (en)')
    } finally {
      await closePage(page)
    }
  })
})
