import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { logInAndLeaveLogin, openApp, waitForAppPath, waitForHeading } from '../support/page'
import { useBrowser } from '../support/suite'
import { DEMO_DRIVER, appPath } from '../support/tenants'
import { chatOf } from './account-support'

const suite = useBrowser()

/** driver@simple.test: the 'simple' tenant has every feature flag off, carpooling among them. Read-only. */
async function simpleDriverPage() {
  const page = await newPage(suite.browser, { language: 'fr' })
  await page.context().addInitScript(() => localStorage.setItem('frontoffice.welcome-seen', '1'))
  await openApp(page, 'simple', 'login')
  await logInAndLeaveLogin(page, 'driver@simple.test', DEMO_DRIVER.password)
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /se déconnecter/i })
    .waitFor()
  return page
}

describe('a tenant without carpooling (driver@simple.test)', () => {
  it('answers "mes covoiturages" in the chat that carpooling is not offered, with the bookings instead', async () => {
    const page = await simpleDriverPage()
    try {
      const chat = chatOf(page)
      await chat.ready()
      await chat.say('mes covoiturages', "Le covoiturage n'est pas proposé sur ce service. Voici plutôt vos réservations en cours et à venir.")
      const card = chat.card('Mes réservations')
      await card.getByRole('link', { name: 'Ouvrir mes réservations' }).waitFor()
      assert.equal(await card.getByRole('link', { name: 'Ouvrir mes covoiturages' }).count(), 0)
      await expectNoAxeViolations(page, 'the not-offered answer and its bookings card')
    } finally {
      await closePage(page)
    }
  })

  it('shows no carpool entry in the menu or on the bookings screen, and sends /account/carpoolings to the bookings', async () => {
    const page = await simpleDriverPage()
    try {
      await openApp(page, 'simple', 'account/bookings')
      await waitForHeading(page, 'Mes réservations')
      assert.equal(
        await page
          .getByRole('main')
          .getByRole('link', { name: /covoiturage/i })
          .count(),
        0,
      )
      await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu du compte' }).click()
      const menu = page.getByRole('menu')
      await menu.getByRole('menuitem', { name: 'Mes réservations' }).waitFor()
      assert.equal(await menu.getByRole('menuitem', { name: 'Mes covoiturages' }).count(), 0)
      await page.keyboard.press('Escape')
      await openApp(page, 'simple', 'account/carpoolings')
      await waitForAppPath(page, 'account/bookings')
      await waitForHeading(page, 'Mes réservations')
      assert.equal(new URL(page.url()).pathname, appPath('account/bookings'))
    } finally {
      await closePage(page)
    }
  })
})
