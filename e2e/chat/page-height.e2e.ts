import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { chat, focusMessageBox } from './chat-page'

const suite = useBrowser()

const DESKTOP = { width: 1280, height: 800 }

describe('the desktop page as the chat grows', () => {
  it('keeps its height after 20 messages: the log scrolls, the page does not', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: DESKTOP })
    try {
      const c = chat(page)
      await openApp(page, 'demo')
      await c.ready()
      await focusMessageBox(page)
      const messages = c.log.locator('[data-role]')
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight)
      const say = async (turn: number) => {
        await page.keyboard.type('bonjour')
        await page.keyboard.press('Enter')
        await page.waitForFunction((n) => document.querySelectorAll('[role="log"] [data-role]').length >= n, turn * 2)
      }
      // A few exchanges first, and the page at rest: what loads late (the first-visit notices, the map's
      // tiles) is then in place, and only the conversation grows after.
      for (let turn = 1; turn <= 3; turn += 1) await say(turn)
      await page.waitForLoadState('networkidle')
      const heightAfterThreeTurns = await pageHeight()
      for (let turn = 4; turn <= 13; turn += 1) await say(turn)
      assert.ok((await messages.count()) >= 26, 'twenty more messages in the log')
      assert.equal(await pageHeight(), heightAfterThreeTurns, 'the page is as tall as before those twenty messages')
    } finally {
      await closePage(page)
    }
  })
})
