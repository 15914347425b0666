import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { chatOf, memberPage } from '../account/account-support'
import { closePage } from '../support/browser'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'

// Navigation that behaves: a card's button that acts leaves the focus in the chat, on
// the card's result or the message box, never on the page's body.
const suite = useBrowser()

/** The focused element's text and whether it is in the chat's log or message box ("body" when none). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return { where: 'body', text: '' }
    const inChat =
      el.closest('[role="log"]') !== null || el.getAttribute('aria-label') === 'Votre message' || (el as HTMLTextAreaElement).labels?.[0]?.textContent === 'Votre message'
    return { where: inChat ? 'chat' : 'page', text: (el.textContent ?? '').trim() }
  })

describe('the focus after a card’s action (driver@demo.test, 1280 x 800, French)', () => {
  let page: Page
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test')
    await page.setViewportSize({ width: 1280, height: 800 })
  })
  after(async () => closePage(page))

  it('a booking’s "Voir le détail" lands on the detail card that answers it', async () => {
    await openApp(page, 'demo')
    const chat = chatOf(page)
    await chat.ready()
    await chat.say('mes réservations', 'Voici vos réservations en cours et à venir.')
    // The list card turns into a summary once the detail comes: its buttons go, the focus must not.
    await chat.card('Mes réservations').getByRole('group', { name: 'À venir' }).getByRole('button', { name: 'Voir le détail' }).first().click()
    await chat.card('Votre réservation').getByRole('heading', { name: 'Votre réservation' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === 'Votre réservation', undefined, { timeout: 5000 }).catch(() => undefined)
    assert.deepEqual(await focused(page), { where: 'chat', text: 'Votre réservation' })
  })

  it('the language card’s switch keeps the focus on the switch, named in the new language', async () => {
    const chat = chatOf(page)
    await chat.say('parle anglais', /./)
    const card = chat.card(/^(Langue|Language)$/)
    const toFrench = card.getByRole('button', { name: 'Passer en français' })
    await toFrench.click()
    const toEnglish = card.getByRole('button', { name: 'Switch to English' })
    await toEnglish.waitFor()
    assert.deepEqual(await focused(page), { where: 'chat', text: 'Switch to English' })
  })
})
