import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { closePage, keepRequestsLocal, newPage } from '../support/browser'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { skipFirstVisitNotices } from './account-support'

const suite = useBrowser()

/** The Accept-Language of the page load's first GET /api/tenant, asked before the tenant says which languages it offers. */
function firstTenantRequestLanguage(page: Page): Promise<string | undefined> {
  return page
    .waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/tenant')
    .then(async (request) => (await request.allHeaders())['accept-language'])
}

describe('the language of a page load’s first request', () => {
  it('is the one the visitor switched to with the header’s toggle, on the next load and back', async () => {
    // A browser that speaks neither choice first: only the visitor's choice may decide.
    const page = await newPage(suite.browser, { locale: 'de-DE' })
    try {
      await keepRequestsLocal(page)
      await skipFirstVisitNotices(page)
      const first = firstTenantRequestLanguage(page)
      await openApp(page, 'demo', 'account/help/faq')
      assert.equal(await first, 'fr')

      await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
      await page.waitForFunction(() => document.documentElement.lang === 'en')
      const afterSwitch = firstTenantRequestLanguage(page)
      await page.reload()
      assert.equal(await afterSwitch, 'en')
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()

      await page.getByRole('banner').getByRole('button', { name: 'Français' }).click()
      await page.waitForFunction(() => document.documentElement.lang === 'fr')
      const afterSwitchBack = firstTenantRequestLanguage(page)
      await page.reload()
      assert.equal(await afterSwitchBack, 'fr')
      await page.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor()
    } finally {
      await closePage(page)
    }
  })
})
