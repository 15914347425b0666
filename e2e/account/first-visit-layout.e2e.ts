import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { appUrl } from '../support/tenants'

const suite = useBrowser()

describe('first visit: the notices move nothing already on the screen', () => {
  it('the login button stays where it was first shown, however late the lazy parts of the app arrive', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      // A slow network for what loads after the first paint (the account chunks): on a busy phone
      // they come after the screen, and anything they add above it would push the button down.
      await page.route(/\/assets\/(global-modals|account)-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.goto(appUrl('demo', 'login'))
      const button = page.getByRole('button', { name: 'Se connecter' })
      await button.waitFor()
      const first = await button.boundingBox()
      await page.getByRole('region', { name: 'Bienvenue sur Montréal Autopartage' }).waitFor()
      await page.waitForTimeout(2000)
      const later = await button.boundingBox()
      assert.ok(first && later, 'the login button has a box')
      assert.equal(later.y, first.y, `the login button moved from y=${first.y} to y=${later.y}`)
    } finally {
      await closePage(page)
    }
  })
})
