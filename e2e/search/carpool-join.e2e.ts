import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { joinDemoCarpool } from './search-support'
import { logInWithToken } from '../support/token-login'

const suite = useBrowser()

describe('joining a carpool', () => {
  it("driver@demo.test joins driver2's carpool to Québec from Berri-UQAM", async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logInWithToken(page, 'driver@demo.test')
      await joinDemoCarpool(page, 'fr', (label) => expectNoAxeViolations(page, label))
    } finally {
      await closePage(page)
    }
  })
})
