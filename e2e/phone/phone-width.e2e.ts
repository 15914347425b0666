import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { chat, focusMessageBox } from '../chat/chat-page'
import { logIn } from '../search/search-support'
import { pageWidth, showMapOnPhone, SMALL_PHONE } from './phone-support'

// Its own server: the payment screen is checked with a second card added, and a code is sent by SMS.
const suite = useBrowser(() => startOwnServer('phone'))

/** Opens a screen and checks that it fits the 320 px screen once its heading shows. */
async function assertFitsPhone(page: Page, path: string): Promise<void> {
  await openApp(page, 'demo', path)
  await page.locator('h1:visible').first().waitFor()
  const width = await pageWidth(page)
  assert.deepEqual(width, { innerWidth: 320, scrollWidth: 320 }, `${path || 'the root'} is wider than a 320 px phone`)
}

describe('a 320 px phone never scrolls sideways', () => {
  it('on the guest screens, in English', async () => {
    const page = await newPage(suite.browser, { language: 'en', ...SMALL_PHONE })
    try {
      for (const path of ['', 'auth', 'login', 'forgot-password', 'reset-password', 'signup', 'account/help/cgu', 'politique-de-confidentialite']) await assertFitsPhone(page, path)
    } finally {
      await closePage(page)
    }
  })

  it("on the member's screens, the payment table with two cards included", async () => {
    const page = await newPage(suite.browser, { language: 'fr', ...SMALL_PHONE })
    try {
      await logIn(page, 'driver@demo.test')
      await openApp(page, 'demo', 'account/payment-method')
      await page.getByRole('button', { name: 'Ajouter une carte' }).click()
      await page.getByLabel('Numéro de carte').fill('5555555555554444')
      await page.getByLabel(/^Date d'expiration/).fill('11/31')
      await page.getByLabel(/^Cryptogramme/).fill('123')
      await page.getByLabel('Nom du titulaire').fill('Camille Tremblay')
      await page.getByRole('button', { name: 'Enregistrer la carte' }).click()
      await page.getByRole('button', { name: 'Définir Mastercard se terminant par 4444 comme carte principale' }).waitFor()
      assert.deepEqual(await pageWidth(page), { innerWidth: 320, scrollWidth: 320 }, 'the payment table with a secondary card is wider than the phone')

      for (const path of ['', 'account/bookings', 'account/bookings-history', 'account/carpoolings', 'account/details', 'account/privacy', 'account/help/faq'])
        await assertFitsPhone(page, path)
      await openApp(page, 'demo', 'account/bookings')
      await page.getByRole('main').getByRole('listitem').getByRole('link').first().click()
      await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()
      assert.deepEqual(await pageWidth(page), { innerWidth: 320, scrollWidth: 320 }, 'the booking detail is wider than the phone')
    } finally {
      await closePage(page)
    }
  })

  it('on the SMS code step of the signup, its six digits on one row', async () => {
    const page = await newPage(suite.browser, { language: 'fr', ...SMALL_PHONE })
    try {
      await logIn(page, 'newcomer@demo.test')
      await openApp(page, 'demo', 'signup')
      await page.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill('514 555 0199')
      await page.getByRole('button', { name: 'Recevoir le code' }).click()
      await page.getByRole('textbox', { name: 'Chiffre 6 sur 6' }).waitFor()
      assert.deepEqual(await pageWidth(page), { innerWidth: 320, scrollWidth: 320 }, 'the code boxes are wider than the phone')
    } finally {
      await closePage(page)
    }
  })

  it('in the full-screen chat, where a card keeps its links inside it', async () => {
    const page = await newPage(suite.browser, { language: 'fr', ...SMALL_PHONE })
    const c = chat(page)
    try {
      await logIn(page, 'driver@demo.test')
      await showMapOnPhone(page)
      await page.getByRole('button', { name: 'Assistant', exact: true }).click()
      await c.ready()
      await focusMessageBox(page)
      await c.say('supprimer mon compte', /rien n'est supprimé avant deux confirmations/)
      const card = c.card('Supprimer mon compte')
      await card.getByRole('link', { name: "Comment se passe la suppression d'un compte ?" }).waitFor()
      const overflow = await card.evaluate((el) => el.scrollWidth - el.clientWidth)
      assert.equal(overflow, 0, `the delete-account card's content runs ${overflow} px out of it`)
      assert.deepEqual(await pageWidth(page), { innerWidth: 320, scrollWidth: 320 })
    } finally {
      await closePage(page)
    }
  })
})
