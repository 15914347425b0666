import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { memberApiGet, memberPage, openScreen } from './account-support'

// Its own server: the test changes driver@demo.test's reminder preference.
const suite = useBrowser(() => startOwnServer('reminder-preference'))
let page: Page

describe('booking reminders preference (driver@demo.test)', () => {
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
  })

  it('turns SMS reminders off by choosing e-mail only, kept on the next visit, axe-clean', async () => {
    await openScreen(page, 'account/details', 'Mon compte')
    const section = page.getByRole('region', { name: 'Rappels de réservation' })
    await section.getByRole('radio', { name: 'par e-mail seulement' }).check()
    await section.getByText('Préférence enregistrée.').waitFor()
    await expectNoAxeViolations(page, 'account/details with the reminders')
    const { user } = await memberApiGet<{ user: { reminder_channel: string | null } }>(page, '/user')
    assert.equal(user.reminder_channel, 'email')
    await openScreen(page, 'account/details', 'Mon compte')
    const again = page.getByRole('region', { name: 'Rappels de réservation' }).getByRole('radio', { name: 'par e-mail seulement' })
    await page.waitForFunction(() => (document.querySelector('input[type=radio][value=email]') as HTMLInputElement | null)?.checked === true)
    assert.equal(await again.isChecked(), true)
  })
})
