import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { skipFirstVisitNotices } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { recordAnnouncements, takeAnnouncements } from '../support/live-regions'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { focusedName, say, tabTo } from '../search/chat-keyboard'
import { answerTripDetails, waitForRentalCreated } from '../search/search-support'
import { chat } from './chat-page'

const suite = useBrowser()

/** A step's announcements: at most three, none twice. Gives what was said. */
async function saidOnce(page: Page, step: string): Promise<string[]> {
  const texts = (await takeAnnouncements(page)).map((a) => a.text)
  assert.ok(texts.length <= 3, `${step}: at most three announcements: ${JSON.stringify(texts)}`)
  assert.equal(new Set(texts).size, texts.length, `${step}: no text twice: ${JSON.stringify(texts)}`)
  return texts
}

/** Where the focus is: never the page's body after a card's button. */
async function assertFocusNotLost(page: Page, step: string): Promise<void> {
  assert.equal(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null), false, `${step}: the focus fell to the page`)
}

describe('the "which booking?" card and a cancellation, for keyboard and screen-reader users', () => {
  it('names each "Choisir" by its booking, keeps the focus in the card and says the cancellation once', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 1280, height: 900 } })
    try {
      await skipFirstVisitNotices(page)
      await recordAnnouncements(page)
      // admin@demo.test has one upcoming booking in the seed; a second one, booked here, makes "which?" a question.
      await logInWithToken(page, 'admin@demo.test')
      const c = chat(page)
      await c.ready()
      await say(page, c.box(), 'voiture demain 9h à la Gare Centrale pour 3h')
      const list = c.card('Véhicules disponibles').last().getByRole('list', { name: 'Véhicules disponibles' })
      await list.waitFor()
      const first = list.getByRole('button').first()
      const vehicle = (await first.locator('span.font-semibold').first().innerText()).trim()
      await first.click()
      await c.log.getByRole('button', { name: `Réserver la ${vehicle}`, exact: true }).click()
      const review = c.card('Vérifiez votre réservation').last()
      await answerTripDetails(review)
      const created = waitForRentalCreated(page)
      await review.getByRole('button', { name: `Confirmer la réservation de la ${vehicle}`, exact: true }).click()
      assert.equal((await created).status(), 201)
      await c.card('Réservation confirmée').last().waitFor()

      await c.box().focus()
      await takeAnnouncements(page)
      await say(page, c.box(), 'annule ma réservation')
      const card = c.card('Annuler une réservation').last()
      await card.getByText('Plusieurs réservations correspondent : laquelle ?').waitFor()
      const choose = card.getByRole('button', { name: /^Choisir/ })
      await choose.nth(1).waitFor()
      const names = await choose.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))
      assert.equal(new Set(names).size, names.length, `each "Choisir" says which booking: ${JSON.stringify(names)}`)
      for (const name of names) assert.match(name, /^Choisir la .+ du \p{L}+ \d{1,2} \p{L}+ à \d{1,2} h/u)
      const ours = names.find((n) => n.startsWith(`Choisir la ${vehicle} du `))
      assert.ok(ours, `one "Choisir" names the ${vehicle} booked: ${JSON.stringify(names)}`)
      await expectNoAxeViolations(page, 'the "which booking?" card')
      await saidOnce(page, 'the "which booking?" answer')

      // The keyboard from here: the chosen booking's cancel button takes the focus, named as its "Choisir" was.
      await card.getByRole('button', { name: ours, exact: true }).focus()
      await page.keyboard.press('Enter')
      const which = ours.replace(/^Choisir la /, '')
      const cancel = c
        .card('Annuler une réservation')
        .last()
        .getByRole('button', { name: `Annuler la réservation (${which})`, exact: true })
      await cancel.waitFor()
      // The chosen booking's part of the card takes the focus; its cancel button is the next Tab stop.
      await page.waitForFunction(() => /Annuler la réservation/.test(document.activeElement?.textContent ?? ''))
      await assertFocusNotLost(page, '"Choisir"')
      await saidOnce(page, '"Choisir"')
      await tabTo(page, /^Annuler la réservation \(/, 3)
      assert.equal(await focusedName(page), `Annuler la réservation (${which})`)

      await page.keyboard.press('Enter')
      const question = c.log.getByText(/^Voulez-vous vraiment annuler cette réservation \?/).last()
      await question.waitFor()
      assert.equal(await question.evaluate((el) => el === document.activeElement), true, 'the question has the focus')
      await saidOnce(page, '"Annuler la réservation"')

      await page.keyboard.press('Tab')
      assert.equal(await focusedName(page), `Oui, annuler la réservation (${which})`)
      await page.keyboard.press('Enter')
      await c.log.getByText('Cette réservation est annulée.').last().waitFor()
      // The card's status says it once; no toast says it again over the message box, where the focus went back.
      const done = await saidOnce(page, '"Oui, annuler la réservation"')
      assert.equal(done.filter((t) => t.includes('annulée')).length, 1, `the cancellation is said once: ${JSON.stringify(done)}`)
      // A toast would follow the answer within moments (the toasts test finds them by this region).
      await page.waitForTimeout(500)
      assert.equal(
        await page
          .getByRole('region', { name: /Notifications/ })
          .locator('li')
          .count(),
        0,
        'no toast over the message box',
      )
      await assertFocusNotLost(page, '"Oui, annuler la réservation"')
      assert.equal(await c.box().evaluate((el) => el === document.activeElement), true, 'the message box has the focus back')
    } finally {
      await closePage(page)
    }
  })
})
