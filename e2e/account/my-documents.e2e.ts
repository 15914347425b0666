import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { chooseFile } from '../registration/registration-support'
import { png } from '../registration/fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { memberPage, openScreen } from './account-support'

// Its own server: the test replaces driver@demo.test's licence.
const suite = useBrowser(() => startOwnServer('my-documents'))
let page: Page

describe('My documents (driver@demo.test)', () => {
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
  })

  it('lists the licence and identity documents, axe-clean', async () => {
    await openScreen(page, 'account/documents', 'Mes documents')
    await page.getByRole('group', { name: /^Permis de conduire, recto/ }).waitFor()
    await page.getByRole('group', { name: /^Pièce d'identité, verso/ }).waitFor()
    await expectNoAxeViolations(page, 'account/documents')
  })

  it('replaces the licence: it shows under review, and stays so on the next visit', async () => {
    const front = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: /^Permis de conduire, recto/ }) })
    await chooseFile(front, 'Permis de conduire, recto', png('nouveau-permis.png'))
    await front.getByText('En cours de vérification').waitFor()
    await front.getByText(/^Expire le \d+ \S+ \d{4}$/).waitFor()
    await openScreen(page, 'account/documents', 'Mes documents')
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('group', { name: /^Permis de conduire, recto/ }) })
      .getByText('En cours de vérification')
      .waitFor()
  })
})
