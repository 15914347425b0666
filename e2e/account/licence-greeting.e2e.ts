import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { chatOf, memberPage, tenantDay } from './account-support'

// Its own server: the test moves driver@demo.test's licence expiry date to 20 days from now.
const suite = useBrowser(() => startOwnServer('licence-greeting'))
let page: Page

async function licenceExpiresOn(databaseUrl: string, day: string): Promise<void> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    await db.updateTable('users').set({ driving_licence_expiration_time: day }).where('email', '=', 'driver@demo.test').execute()
  } finally {
    await close()
  }
}

describe("the chat's greeting for a member whose licence expires soon (driver@demo.test)", () => {
  before(async () => {
    await licenceExpiresOn(suite.server.databaseUrl, tenantDay(20))
    page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
  })

  it('says so under the hello and leads to My documents to replace it, axe-clean', async () => {
    const chat = chatOf(page)
    await chat.ready()
    const notice = chat.log.getByText(/^Votre permis de conduire expire le \d+ \S+ \d{4}\. Dès que vous avez le nouveau/)
    await notice.waitFor()
    await expectNoAxeViolations(page, 'the chat greeting with the licence warning')
    await notice.getByRole('link', { name: 'Remplacer mon permis dans Mes documents' }).click()
    await page.getByRole('heading', { level: 1, name: 'Mes documents' }).waitFor()
    await page.getByRole('group', { name: /^Permis de conduire, recto/ }).waitFor()
  })
})
