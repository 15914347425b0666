import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { chat, focusMessageBox } from '../chat/chat-page'
import { showMapOnPhone, SMALL_PHONE } from './phone-support'

const suite = useBrowser()

/** WCAG 2.2 target size (minimum, 2.5.8): side by side, each button needs 24 x 24 CSS px. */
const MIN_TARGET = 24

describe('touch targets on a 320 px phone', () => {
  it("keeps the chat's search chips' change and remove buttons at least 24 px, a long period included", async () => {
    const page = await newPage(suite.browser, { language: 'en', ...SMALL_PHONE })
    const c = chat(page)
    try {
      await openApp(page, 'demo')
      await showMapOnPhone(page)
      await page.getByRole('button', { name: 'Assistant', exact: true }).click()
      await c.ready()
      await focusMessageBox(page)
      // In English the period chip is long enough to squeeze its buttons.
      await c.say('car tomorrow 9am at Gare Centrale for 3h', /vehicles? available/)
      const bar = page.getByRole('dialog').getByRole('region', { name: 'Your search' })
      const buttons = bar.getByRole('button', { name: /^(Change|Remove): / })
      await buttons.first().waitFor()
      const sizes = await buttons.evaluateAll((all) => all.map((b) => ({ name: b.getAttribute('aria-label'), ...b.getBoundingClientRect().toJSON() })))
      assert.ok(sizes.length >= 2, 'the period chip has its buttons')
      for (const { name, width, height } of sizes) {
        assert.ok(width >= MIN_TARGET && height >= MIN_TARGET, `${name} is ${width} x ${height} px`)
      }
    } finally {
      await closePage(page)
    }
  })
})
