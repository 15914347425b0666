import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { chatOf, memberPage } from '../account/account-support'
import { closePage } from '../support/browser'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'

// Navigation that behaves: on a desktop the chat stands beside the screen; as the
// conversation grows only its log scrolls, the page itself stays where it is.
const suite = useBrowser()

/** How far the document and the chat's log are scrolled, and how far each could. */
const scrolls = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement
    const log = document.querySelector('#assistant [role="log"]')
    if (!log) throw new Error('no chat log')
    return { page: doc.scrollTop, pageRoom: doc.scrollHeight - doc.clientHeight, log: log.scrollTop, logRoom: log.scrollHeight - log.clientHeight }
  })

describe('the desktop chat as the conversation grows (driver@demo.test, 1280 x 800, French)', () => {
  let page: Page
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test')
    await page.setViewportSize({ width: 1280, height: 800 })
  })
  after(async () => closePage(page))

  it('scrolls the log, never the page under it', async () => {
    await openApp(page, 'demo')
    const chat = chatOf(page)
    await chat.ready()
    const sentences: Array<[string, string | RegExp]> = [
      ['mes réservations', 'Voici vos réservations en cours et à venir.'],
      ["l'historique de mes réservations", "Voici l'historique de vos réservations."],
      ['mes informations personnelles', 'Voici vos informations.'],
      ['mes réservations', 'Voici vos réservations en cours et à venir.'],
    ]
    for (const [sentence, answer] of sentences) {
      await chat.say(sentence, answer)
      // The newest card takes the focus and the log scrolls to it: both are done once it is shown.
      await chat.card(/.+/).last().waitFor()
      assert.equal((await scrolls(page)).page, 0, `the page scrolled after “${sentence}”`)
    }
    // Settled: the log's smooth scrolling has reached the newest message.
    await page.waitForFunction(() => {
      const log = document.querySelector('#assistant [role="log"]')
      return log !== null && log.scrollTop > 0
    })
    const end = await scrolls(page)
    // The footer under the screen gives the page room to scroll: staying put is the layout's doing.
    assert.ok(end.pageRoom > 0, 'the page itself could scroll')
    assert.ok(end.logRoom > 0, 'the conversation is longer than the log')
    assert.ok(end.log > 0, 'the log scrolled to the newest message')
    assert.equal(end.page, 0, 'the page did not scroll')
    // The message box is still on screen, under the log.
    const box = await page.getByRole('textbox', { name: 'Votre message' }).boundingBox()
    assert.ok(box !== null && box.y + box.height <= 800, 'the message box stays on screen')
  })
})
