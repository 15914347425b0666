import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { chat, focusMessageBox } from '../chat/chat-page'
import { answerTripDetails, fillSearchForm, logIn, submitSearch, tenantDay } from './search-support'
import { logInWithToken } from '../support/token-login'

const suite = useBrowser()
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
}
const DESKTOP = { viewport: { width: 1280, height: 800 } }

/** The breakdown's rows as "label amount", spaces made plain. */
async function rowsOf(breakdown: Locator): Promise<string[]> {
  const terms = await breakdown.locator('dt').allInnerTexts()
  const amounts = await breakdown.locator('dd').allInnerTexts()
  return terms.map((t, i) => `${t} ${amounts[i]}`.replace(/[\u00a0\u202f]/g, ' '))
}

async function bookFirstResultInChat(page: Page, sentence: string, answer: RegExp, book: string): Promise<void> {
  const c = chat(page)
  await c.ready()
  await focusMessageBox(page)
  await c.say(sentence, answer)
  const list = c.log
    .getByRole('list')
    .filter({ has: page.locator('[data-result]') })
    .last()
  await list.locator('[data-result]').first().click()
  await c.log
    .getByRole('button', { name: new RegExp(`^${book} `) })
    .last()
    .click()
  const lang = book === 'Book' ? 'en' : 'fr'
  await answerTripDetails(c.card(lang === 'en' ? 'Review your booking' : 'Vérifiez votre réservation').last(), lang)
}

describe('the review says what the price is made of', () => {
  it('classic review on a desktop, in French: time and distance lines, the code, the total, the card and free cancellation', async () => {
    const page = await newPage(suite.browser, { language: 'fr', ...DESKTOP })
    try {
      await logInWithToken(page, 'driver@demo.test')
      await fillSearchForm(page, {
        station: 'Gare Centrale',
        day: tenantDay(5),
        start: '09:00',
        end: '12:00',
        label: 'Personnel',
        discountCode: 'BIENVENUE',
        destination: {
          query: 'Laval',
          pick: /^Laval Laval, QC/,
          label: 'Visite client',
        },
      })
      await submitSearch(page)
      await page.getByRole('list', { name: 'Véhicules disponibles' }).getByRole('button').first().click()
      await page.getByRole('button', { name: 'Réserver', exact: true }).click()
      const review = page.getByRole('region', {
        name: 'Vérifiez votre réservation',
      })
      const breakdown = review.getByRole('group', { name: 'Détail du prix' })
      await breakdown.waitFor()
      const rows = await rowsOf(breakdown)
      assert.match(rows[0], /^3 h × \d+,\d\d \$ \d+,\d\d \$$/)
      assert.ok(
        rows.some((r) => /^\d+ km inclus inclus$/.test(r)),
        rows.join(' / '),
      )
      assert.ok(rows.includes('Rabais (BIENVENUE) −15,00 $'), rows.join(' / '))
      assert.match(rows.at(-1)!, /^Total \d+,\d\d \$$/)
      await breakdown.getByText('Carte débitée : Visa se terminant par 4242').waitFor()
      await breakdown.getByText(/^Annulation gratuite jusqu'au \S+ \d+ \S+ (\d{4} )?à \d\d:\d\d$/).waitFor()
      await expectNoAxeViolations(page, 'the review with its price breakdown')
    } finally {
      await closePage(page)
    }
  })

  it('chat review card on a desktop, in English: the same rows as the classic review behind it', async () => {
    const page = await newPage(suite.browser, { language: 'en', ...DESKTOP })
    try {
      await logIn(page, 'driver@demo.test')
      await bookFirstResultInChat(page, 'car tomorrow 9am at Gare Centrale for 3h', /vehicles? available/, 'Book')
      const card = chat(page).card('Review your booking').last().getByRole('group', { name: 'Price details' })
      await card.waitFor()
      const screen = page.getByRole('main').getByRole('region', { name: 'Review your booking' }).getByRole('group', { name: 'Price details' })
      await screen.waitFor()
      const cardRows = await rowsOf(card)
      assert.match(cardRows[0], /^3 hours × \$\d+\.\d\d \$\d+\.\d\d$/)
      assert.match(cardRows.at(-1)!, /^Total \$\d+\.\d\d$/)
      assert.deepEqual(cardRows, await rowsOf(screen))
      await card.getByText('Card charged: Visa ending in 4242').waitFor()
      await card.getByText(/^Free cancellation until \w+, \w+ \d+(, \d{4})? at \d\d:\d\d$/).waitFor()
      await expectNoAxeViolations(page, 'the review card and screen with their price breakdown')
    } finally {
      await closePage(page)
    }
  })

  it('chat review card on a phone, in French, axe-clean', async () => {
    const page = await newPage(suite.browser, { language: 'fr', ...PHONE })
    try {
      await logInWithToken(page, 'driver@demo.test')
      await bookFirstResultInChat(page, 'voiture demain 9h à la Gare Centrale pour 3h', /véhicules? disponibles?/i, 'Réserver')
      const breakdown = chat(page).card('Vérifiez votre réservation').last().getByRole('group', { name: 'Détail du prix' })
      await breakdown.waitFor()
      const rows = await rowsOf(breakdown)
      assert.match(rows[0], /^3 h × \d+,\d\d \$ \d+,\d\d \$$/)
      assert.match(rows.at(-1)!, /^Total \d+,\d\d \$$/)
      await breakdown.getByText('Carte débitée : Visa se terminant par 4242').waitFor()
      await expectNoAxeViolations(page, 'the review card on a phone')
    } finally {
      await closePage(page)
    }
  })
})
