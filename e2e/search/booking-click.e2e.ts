import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { logInThroughForm, openApp, waitForAppPath } from '../support/page'
import { bookResult, fillSearchForm, tenantDay } from './search-support'

const suite = useBrowser()

async function openFirstVehicle(page: Page): Promise<void> {
  await fillSearchForm(page, {
    station: 'Plateau Mont-Royal',
    day: tenantDay(6),
    start: '14:00',
    end: '16:00',
    label: 'Personnel',
    destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Famille' },
  })
  await bookResult(page)
}

describe('the booking click (spec section 4)', () => {
  it('offers a guest to log in or sign up, keeps the search, and sends an unfinished registration to signup', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo')
      await openFirstVehicle(page)
      const prompt = page.getByRole('dialog', { name: 'Connectez-vous pour réserver' })
      await prompt.waitFor()
      await prompt.getByRole('link', { name: 'Créer un compte' }).waitFor()
      await expectNoAxeViolations(page, 'the login prompt')
      await prompt.getByRole('link', { name: 'Se connecter' }).click()
      await waitForAppPath(page, 'login')

      // newcomer@demo.test stopped at the SMS step: the vehicle is still there; booking it says why it
      // cannot go on and what is left, and leads to the signup.
      await logInThroughForm(page, 'newcomer@demo.test', 'Demo-2026!')
      await waitForAppPath(page, '')
      await page.getByRole('button', { name: 'Réserver', exact: true }).click()
      const unfinished = page.getByRole('dialog', { name: 'Terminez votre inscription pour réserver' })
      await unfinished.getByText(/^Votre inscription n'est pas terminée : il reste \d+ étapes, à commencer par « numéro de téléphone »/).waitFor()
      await expectNoAxeViolations(page, 'the unfinished-registration prompt')
      await unfinished.getByRole('link', { name: 'Continuer mon inscription' }).click()
      await waitForAppPath(page, 'signup')
    } finally {
      await closePage(page)
    }
  })
})
