import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { tenantOrigin } from '../support/tenants'

const suite = useBrowser()

describe('the API reference page (/api/docs)', () => {
  it('shows every call of the OpenAPI document, styled by its own policy, axe-clean', async () => {
    const page = await newPage(suite.browser)
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text())
    })
    try {
      const document = (await (await fetch(`${tenantOrigin()}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
      const calls = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0)
      const response = await page.goto(`${tenantOrigin()}/api/docs`)
      assert.equal(response?.status(), 200)
      await page.getByRole('heading', { level: 1 }).waitFor()
      assert.equal(await page.locator('main article:not([id^="object-"])').count(), calls)
      assert.equal(await page.getByRole('navigation', { name: 'Contents' }).locator('ul ul a:not([href^="#object-"])').count(), calls)
      // The stylesheet applied (its hash admitted by the CSP): the method badges are set apart.
      const badge = await page
        .locator('.method')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      assert.equal(badge, 'rgb(26, 26, 26)')
      assert.deepEqual(refused, [])
      await page.getByRole('link', { name: 'PUT /api/user/rentals/{id}' }).click()
      assert.match(page.url(), /#put-api-user-rentals-id$/)
      await expectNoAxeViolations(page, '/api/docs')
    } finally {
      await closePage(page)
    }
  })
})
