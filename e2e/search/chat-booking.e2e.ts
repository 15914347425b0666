import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { cancelRental, logIn, waitForRentalCreated } from './search-support'

const suite = useBrowser()

/** The accessible name of the focused element, as a screen reader would announce it. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el) return ''
    const labelled = el.getAttribute('aria-labelledby')
    if (labelled) return labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
    return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim()
  })
}

/** Tabs forward until the focus is on a control whose name matches, accepting the geotracking on the way. */
async function tabTo(page: Page, name: RegExp, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const current = await focusedName(page)
    if (name.test(current)) return
    const role = await page.evaluate(() => document.activeElement?.getAttribute('role'))
    if (role === null && /J'accepte la géolocalisation/.test(current)) await page.keyboard.press('Space')
  }
  throw new Error(`No control named ${name} within ${max} tabs`)
}

/** A card's departure and return, as its description list says them ("jeudi 26 novembre 2026 à 09:00"). */
async function stayDates(card: Locator): Promise<string[]> {
  return (await card.getByRole('definition').allTextContents()).filter((text) => /\d{4} à \d{2}:\d{2}$/.test(text))
}

/**
 * Types a sentence and sends it with Enter. The chat swaps its first-paint composer for the full
 * one when that loads, which can drop keys typed at that moment: the text is checked, and typed
 * again when it did not arrive whole.
 */
async function say(page: Page, composer: Locator, text: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await composer.focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.type(text)
    if ((await composer.inputValue()) === text) break
  }
  await page.keyboard.press('Enter')
}

describe('booking in the chat', () => {
  it('"voiture demain 9h à la Gare Centrale pour 3h" -> results -> book -> confirmation, keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logIn(page, 'driver@demo.test')
      const log = page.getByRole('log', { name: "Conversation avec l'assistant" })
      const composer = page.getByRole('textbox', { name: 'Votre message' })
      await composer.waitFor()
      await say(page, composer, 'voiture demain 9h à la Gare Centrale pour 3h')

      // The dates are said back in words before anything else.
      await log.getByText(/Je cherche un véhicule à la station Gare Centrale, demain, .* de 9 h à 12 h/).waitFor()
      const results = log.getByRole('article', { name: 'Véhicules disponibles' }).last()
      const list = results.getByRole('list', { name: 'Véhicules disponibles' })
      await list.waitFor()
      // A small map of the results follows the list (its pins are not tab stops).
      await results.getByRole('region', { name: 'Carte des véhicules trouvés' }).locator('.leaflet-marker-icon').first().waitFor()
      await expectNoAxeViolations(page, 'the results card')

      // The card took the focus: the first vehicle is one Tab away.
      await page.keyboard.press('Tab')
      const vehicleName = (await focusedName(page)).split(/\s{2,}|·/)[0]
      assert.match(await page.evaluate(() => document.activeElement?.getAttribute('data-result') ?? ''), /^\d+$/)
      await page.keyboard.press('Enter')

      const book = log.getByRole('button', { name: 'Réserver', exact: true }).last()
      await book.waitFor()
      await expectNoAxeViolations(page, 'the vehicle card')
      assert.equal(await book.evaluate((el) => el === document.activeElement), true, 'the vehicle card focuses its book button')
      await page.keyboard.press('Enter')

      const review = log.getByRole('article', { name: 'Vérifiez votre réservation' }).last()
      await review.waitFor()
      await review.getByText(/Départ/).first().waitFor()
      await expectNoAxeViolations(page, 'the booking review card')
      const created = waitForRentalCreated(page)
      await tabTo(page, /^Confirmer la réservation$/)
      await page.keyboard.press('Enter')
      const response = await created
      assert.equal(response.status(), 201, `booking ${vehicleName}`)
      const rental = ((await response.json()) as { rental: { id: number } }).rental
      try {
        const confirmation = log.getByRole('article', { name: 'Réservation confirmée' })
        await confirmation.waitFor()
        await confirmation.getByRole('heading', { name: 'Accès au véhicule' }).waitFor()
        await confirmation.getByText(/la clé est dans la boîte à gants/).waitFor()
        await expectNoAxeViolations(page, 'the confirmation card')
      } finally {
        await cancelRental(page, rental.id)
      }
    } finally {
      await closePage(page)
    }
  })

  it('a guest who books logs in inside the chat and lands on the review of the same vehicle and dates, keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo')
      const log = page.getByRole('log', { name: "Conversation avec l'assistant" })
      const composer = page.getByRole('textbox', { name: 'Votre message' })
      await composer.waitFor()
      await say(page, composer, 'voiture demain 9h à la Gare Centrale pour 3h')
      const results = log.getByRole('article', { name: 'Véhicules disponibles' })
      await results.getByRole('list', { name: 'Véhicules disponibles' }).waitFor()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')

      const vehicle = log.getByRole('article').filter({ has: page.getByRole('button', { name: 'Réserver', exact: true }) }).last()
      await vehicle.waitFor()
      const vehicleName = ((await vehicle.getByRole('heading').first().textContent()) ?? '').trim()
      const dates = await stayDates(vehicle)
      assert.equal(dates.length, 2, 'departure and return')
      await page.keyboard.press('Enter')

      // The login card takes the focus on its e-mail field.
      const login = log.getByRole('article', { name: 'Connexion' })
      await login.getByRole('textbox', { name: 'Adresse e-mail' }).waitFor()
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'email')
      await page.keyboard.type('driver@demo.test')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Demo-2026!')
      await page.keyboard.press('Enter')

      const review = log.getByRole('article', { name: 'Vérifiez votre réservation' })
      await review.waitFor()
      await review.getByText(vehicleName, { exact: true }).waitFor()
      assert.deepEqual(await stayDates(review), dates, 'the same dates')
      await review.getByRole('button', { name: 'Confirmer la réservation' }).waitFor()
      // Not the results again, and no "log in, then resume" left on the vehicle.
      assert.equal(await results.count(), 1)
      assert.equal(await log.getByText(/puis reprenez la réservation/).count(), 0)
      await expectNoAxeViolations(page, 'the review resumed after the login')
    } finally {
      await closePage(page)
    }
  })

  it('joins a carpool from the chat with the keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logIn(page, 'admin@demo.test')
      const log = page.getByRole('log', { name: "Conversation avec l'assistant" })
      const composer = page.getByRole('textbox', { name: 'Votre message' })
      await composer.waitFor()
      await say(page, composer, 'covoiturage demain à Berri-UQAM pour Québec')
      await log.getByText(/Je cherche les covoiturages proposés à la station Berri-UQAM, à partir de demain/).waitFor()
      const offers = log.getByRole('list', { name: 'Covoiturages proposés' })
      await offers.waitFor()
      await expectNoAxeViolations(page, 'the carpool offers card')
      await tabTo(page, /^Rejoindre : Alex vers Québec – Vieux-Québec$/)
      await page.keyboard.press('Enter')

      const review = log.getByRole('article', { name: 'Rejoindre ce covoiturage' })
      await review.waitFor()
      await review.getByText('Destination du covoiturage : Québec – Vieux-Québec').waitFor()
      await expectNoAxeViolations(page, 'the carpool review card')
      const joined = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/user\/rentals\/\d+\/passengers$/.test(new URL(r.url()).pathname))
      await tabTo(page, /^Rejoindre le covoiturage$/)
      await page.keyboard.press('Enter')
      assert.equal((await joined).status() < 300, true)
      await log.getByRole('article', { name: 'Vous avez rejoint le covoiturage' }).waitFor()
      await expectNoAxeViolations(page, 'the carpool confirmation card')
    } finally {
      await closePage(page)
    }
  })
})
