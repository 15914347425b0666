import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'

const suite = useBrowser()

/**
 * The audit every screen's test ends with finds what it is there to find: axe stays in the page
 * between audits (e2e/support/axe.ts), so a second audit of the same page must still see what
 * changed since the first, and a region left out must stay out.
 */
describe('the accessibility audit of the browser tests', () => {
  it('passes a clean screen, then fails on an unnamed button added to it, and only inside the regions named', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', 'search')
      await expectNoAxeViolations(page, 'the search screen')
      await page.evaluate(() => {
        const button = document.createElement('button')
        button.id = 'unnamed-for-the-audit'
        document.querySelector('main')?.append(button)
      })
      await assert.rejects(expectNoAxeViolations(page, 'the search screen with an unnamed button'), (error: Error) => {
        assert.match(error.message, /button-name/)
        assert.match(error.message, /#unnamed-for-the-audit/)
        return true
      })
      await expectNoAxeViolations(page, 'the header alone', ['header'])
    } finally {
      await closePage(page)
    }
  })
})
