import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { hiddenFocus, showMapOnPhone, SMALL_PHONE } from './phone-support'

const suite = useBrowser()

/**
 * Presses a key until the focus reaches what `reached` recognises, failing as soon as the focused
 * element is entirely hidden under the sticky header or the floating chat button.
 */
async function tabUntil(page: Page, key: 'Tab' | 'Shift+Tab', reached: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key)
    const hidden = await hiddenFocus(page)
    assert.equal(hidden, null, `after ${presses + 1} x ${key} the focus is hidden: ${hidden}`)
    if (await reached()) return
  }
  assert.fail(`${key} never reached its target`)
}

describe('the keyboard on a 320 px phone', () => {
  it('keeps the focused control in sight on the search screen, forwards and backwards', async () => {
    const page = await newPage(suite.browser, { language: 'fr', ...SMALL_PHONE })
    try {
      await openApp(page, 'demo')
      await showMapOnPhone(page)
      const form = page.getByRole('form', { name: 'Votre recherche' })
      await form.waitFor()
      const isFocused = (name: string | RegExp) => () =>
        page
          .getByRole('link', { name })
          .or(page.getByRole('button', { name }))
          .first()
          .evaluate((el) => el === document.activeElement)
      await tabUntil(page, 'Tab', isFocused('Politique de confidentialité'))
      // Backwards, the page scrolls up under the sticky header, up to the first station field.
      const station = form.getByRole('combobox', { name: 'Station de départ' })
      await tabUntil(page, 'Shift+Tab', () => station.evaluate((el) => el === document.activeElement))
    } finally {
      await closePage(page)
    }
  })
})
