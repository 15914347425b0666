import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { tenantOrigin } from '../support/tenants'
import { memberPage, openScreen } from './account-support'

// Its own server: the test changes driver2@demo.test's address.
const suite = useBrowser(() => startOwnServer('email-change'))
let page: Page

/** The confirmation link of the newest mail to an address, from the outbox (GET /api/dev/outbox). */
async function confirmationPath(address: string): Promise<string> {
  const response = await page.request.get(`${tenantOrigin('demo')}/api/dev/outbox?channel=email&recipient=${encodeURIComponent(address)}&limit=1`)
  const body = (await response.json()) as { outbox?: Array<{ text?: string; body?: string }> }
  const text = body.outbox?.[0]?.text ?? body.outbox?.[0]?.body ?? ''
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
  assert.ok(token, `a confirmation link in ${text.slice(0, 200)}`)
  return `account/email-confirmation?token=${token}`
}

describe('changing the e-mail address (driver2@demo.test)', () => {
  before(async () => {
    page = await memberPage(suite.browser, 'driver2@demo.test')
  })

  it('sends a link to the new address, keeps the old one until the link is followed, axe-clean', async () => {
    await openScreen(page, 'account/details', /^(Mon compte|My account)$/)
    const section = page.getByRole('region', { name: /^(Adresse e-mail|E-mail address)$/ })
    await section.getByLabel(/^(Nouvelle adresse e-mail|New e-mail address)$/).fill('alex.nouveau@example.test')
    await section.getByRole('button', { name: /^(Envoyer le lien de confirmation|Send the confirmation link)$/ }).click()
    await section
      .getByText(/alex\.nouveau@example\.test/)
      .first()
      .waitFor()
    await section.getByText(/driver2@demo\.test/).waitFor()
    await expectNoAxeViolations(page, 'account/details with the e-mail change')

    await openApp(page, 'demo', await confirmationPath('alex.nouveau@example.test'))
    await page
      .getByText(/alex\.nouveau@example\.test/)
      .first()
      .waitFor()
    await openScreen(page, 'account/details', /^(Mon compte|My account)$/)
    await page
      .getByRole('region', { name: /^(Adresse e-mail|E-mail address)$/ })
      .getByText(/alex\.nouveau@example\.test/)
      .waitFor()
  })
})
