import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { headingFocused, say, stayDates, tabTo } from './chat-keyboard'
import { answerTripDetails, seededCarpoolDayInFrench } from './search-support'

const suite = useBrowser()

// A guest's booking click asks for a login in the chat; once logged in, the driver lands on the
// review of what they chose, even when the page was reloaded in between (spec section 4).

const AWAITED_KEY = 'frontoffice.awaited-booking.demo'

function chatLog(page: Page): Locator {
  return page.getByRole('log', { name: "Conversation avec l'assistant" })
}

/** What the tab keeps for the login to resume: the entry, or null. */
async function awaitedEntry(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), AWAITED_KEY)
}

/** As a guest: searches, opens the first vehicle and presses Book; the vehicle's name and dates. */
async function guestPressesBook(page: Page): Promise<{ results: Locator; vehicleName: string; dates: string[] }> {
  await openApp(page, 'demo')
  const log = chatLog(page)
  const composer = page.getByRole('textbox', { name: 'Votre message' })
  await composer.waitFor()
  await say(page, composer, 'voiture demain 9h à la Gare Centrale pour 3h')
  const results = log.getByRole('article', { name: 'Véhicules disponibles' })
  await results.getByRole('list', { name: 'Véhicules disponibles' }).waitFor()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')

  const vehicle = log
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Réserver la / }) })
    .last()
  await vehicle.waitFor()
  const vehicleName = ((await vehicle.getByRole('heading').first().textContent()) ?? '').trim()
  const dates = await stayDates(vehicle)
  assert.equal(dates.length, 2, 'departure and return')
  // The card has the focus on its heading, the vehicle's name; Book is further on.
  await headingFocused(page, vehicleName)
  await tabTo(page, /^Réserver la /)
  await page.keyboard.press('Enter')
  return { results, vehicleName, dates }
}

/**
 * Logs in with the chat's login card. Right after the click asking for it the card has the focus on
 * its heading, the e-mail field one Tab on; after a reload nothing has, and the keyboard goes to it.
 */
async function logInInTheChat(page: Page, { reload }: { reload: boolean }): Promise<void> {
  const email = chatLog(page).getByRole('article', { name: 'Connexion' }).getByRole('textbox', { name: 'Adresse e-mail' })
  await email.waitFor()
  if (reload) {
    await page.reload()
    await email.waitFor()
    await tabTo(page, /^Adresse e-mail$/, 80)
  } else {
    // The login card takes the focus on its heading; the e-mail field is the next Tab stop.
    await headingFocused(page, 'Connexion')
    await page.keyboard.press('Tab')
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'email')
  }
  await page.keyboard.type('driver@demo.test')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Demo-2026!')
  await page.keyboard.press('Enter')
}

/** The review the login resumed at, with the focus inside it and no waiting booking left behind. */
async function resumedReview(page: Page, name: string): Promise<Locator> {
  const review = chatLog(page).getByRole('article', { name })
  await review.waitFor()
  await page.waitForFunction((reviewName) => {
    const title = document.activeElement?.closest('article')?.getAttribute('aria-labelledby')
    return !!title && document.getElementById(title)?.textContent === reviewName
  }, name)
  assert.equal(await awaitedEntry(page), null, 'the waiting booking is forgotten once used')
  return review
}

describe('the chat takes a guest back to their choice after the login', () => {
  it('a guest who books logs in inside the chat and lands on the review of the same vehicle and dates, keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      const { results, vehicleName, dates } = await guestPressesBook(page)
      await logInInTheChat(page, { reload: false })

      const review = await resumedReview(page, 'Vérifiez votre réservation')
      await review.getByText(vehicleName, { exact: true }).waitFor()
      await answerTripDetails(review)
      assert.deepEqual(await stayDates(review), dates, 'the same dates')
      await review.getByRole('button', { name: 'Confirmer la réservation' }).waitFor()
      // Not the results again, and no "log in, then resume" left on the vehicle.
      assert.equal(await results.count(), 1)
      assert.equal(
        await chatLog(page)
          .getByText(/puis reprenez la réservation/)
          .count(),
        0,
      )
      await expectNoAxeViolations(page, 'the review resumed after the login')
    } finally {
      await closePage(page)
    }
  })

  it('a guest who reloads the page between Book and the login still lands on the review of the same vehicle and dates, keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      const { results, vehicleName, dates } = await guestPressesBook(page)
      const kept = (await awaitedEntry(page)) ?? ''
      assert.ok(kept.includes(vehicleName.split(' ')[0]), 'the tab keeps the vehicle chosen')
      assert.doesNotMatch(kept, /token|password/i, 'and no secret')

      await logInInTheChat(page, { reload: true })

      const review = await resumedReview(page, 'Vérifiez votre réservation')
      await review.getByText(vehicleName, { exact: true }).waitFor()
      await answerTripDetails(review)
      assert.deepEqual(await stayDates(review), dates, 'the same dates')
      await review.getByRole('button', { name: 'Confirmer la réservation' }).waitFor()
      assert.equal(await results.count(), 1, 'not the results again')
      await expectNoAxeViolations(page, 'the review resumed after a reload and the login')
    } finally {
      await closePage(page)
    }
  })

  it('a guest who asks to join a carpool, reloads and logs in lands on the review of that carpool, keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo')
      const log = chatLog(page)
      const composer = page.getByRole('textbox', { name: 'Votre message' })
      await composer.waitFor()
      await say(page, composer, `covoiturage ${await seededCarpoolDayInFrench(page)} à Berri-UQAM pour Québec`)
      const offers = log.getByRole('article', { name: 'Covoiturages proposés' })
      await offers.getByRole('list', { name: 'Covoiturages proposés' }).waitFor()
      await tabTo(page, /^Rejoindre : Alex vers Québec – Vieux-Québec$/)
      await page.keyboard.press('Enter')
      await log.getByText('Connectez-vous pour rejoindre ce covoiturage.').waitFor()
      assert.notEqual(await awaitedEntry(page), null, 'the tab keeps the carpool chosen')

      await logInInTheChat(page, { reload: true })

      const review = await resumedReview(page, 'Rejoindre ce covoiturage')
      await review.getByText('Destination du covoiturage : Québec – Vieux-Québec').waitFor()
      await review.getByRole('button', { name: 'Rejoindre le covoiturage' }).waitFor()
      assert.equal(await offers.count(), 1, 'not the offers again')
      await expectNoAxeViolations(page, 'the carpool review resumed after the login')
    } finally {
      await closePage(page)
    }
  })
})
