import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { fillSearchForm, logIn, submitSearch, tenantDay } from './search-support'

const suite = useBrowser()

describe('joining a carpool', () => {
  it("driver@demo.test joins driver2's carpool to Québec from Berri-UQAM", async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logIn(page, 'driver@demo.test')
      // The seed's offer leaves Berri-UQAM about 50 hours after the server started.
      await fillSearchForm(page, {
        station: 'Berri-UQAM',
        day: tenantDay(1),
        start: '09:00',
        endDay: tenantDay(3),
        end: '23:00',
        label: 'Personnel',
        destination: { query: 'Québec', pick: /^Québec Québec, QC/, label: 'Week-end' },
      })
      await submitSearch(page)
      await page.getByRole('list', { name: 'Critères de la recherche' }).waitFor()

      await page.getByRole('button', { name: 'Chercher un covoiturage à ces dates' }).click()
      const offers = page.getByRole('list', { name: 'Covoiturages proposés' })
      await offers.waitFor()
      await expectNoAxeViolations(page, 'the carpool offers')
      const join = offers.getByRole('button', { name: /^Rejoindre : Alex vers Québec – Vieux-Québec$/ })
      await join.click()

      await page.getByRole('heading', { name: 'Rejoindre ce covoiturage' }).waitFor()
      await page.getByText('Destination du covoiturage : Québec – Vieux-Québec').waitFor()
      await expectNoAxeViolations(page, 'the carpool review')
      const joined = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/user\/rentals\/\d+\/passengers$/.test(new URL(r.url()).pathname))
      await page.getByRole('button', { name: 'Rejoindre le covoiturage' }).click()
      assert.equal((await joined).status() < 300, true)
      await page.getByRole('heading', { name: 'Vous avez rejoint le covoiturage' }).waitFor()
      await expectNoAxeViolations(page, 'the carpool confirmation')
    } finally {
      await closePage(page)
    }
  })
})
