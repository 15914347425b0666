import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { fillSearchForm, submitSearch, tenantDay, type SearchInput } from './search-support'

const suite = useBrowser()

const base: SearchInput = {
  station: 'Vieux-Port',
  day: tenantDay(5),
  start: '10:00',
  end: '13:00',
  label: 'Professionnel',
  destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Chantier' },
}

async function expectToast(page: Page, message: string): Promise<void> {
  const toast = page.getByText(message, { exact: true })
  await toast.waitFor()
  await expectNoAxeViolations(page, `the error "${message}"`)
}

describe('search errors (spec section 8)', () => {
  it('shows each error with its message', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo')
      await fillSearchForm(page, { ...base, discountCode: 'FAUXCODE' })
      await submitSearch(page)
      await expectToast(page, 'Ce code promo est invalide.')

      const form = page.getByRole('form', { name: 'Votre recherche' })
      const code = form.getByLabel('Code promo')
      const edit = page.getByRole('button', { name: 'Modifier la recherche' })
      const openForm = async () => {
        if ((await edit.count()) > 0 && (await edit.getAttribute('aria-expanded')) === 'false') await edit.click()
      }
      const again = async (value: string) => {
        await openForm()
        await code.fill(value)
        await submitSearch(page)
      }
      await again('NOEL25')
      await expectToast(page, 'Ce code promo a expiré.')
      await again('ETE25')
      await expectToast(page, 'Ce code promo a déjà été utilisé le nombre maximal de fois.')
      await again('')
      await page.getByRole('list', { name: 'Véhicules disponibles' }).waitFor()
      await openForm()

      // A start beyond the tenant's 90 days, typed into the date field (the end follows it), refused by the server.
      await form.getByRole('group', { name: 'Départ' }).getByLabel('Date').fill(tenantDay(120))
      await submitSearch(page)
      await expectToast(page, 'La date de début est trop éloignée')

      // A station the tenant does not have: no form can send one, so the request is rewritten on
      // its way to the real server, which answers WRONG_PARAMETER.
      await page.route(
        '**/api/vehicles/search',
        async (route) => {
          const body = route.request().postDataJSON() as { search: Record<string, unknown> }
          await route.continue({ postData: JSON.stringify({ ...body, search: { ...body.search, start_station_id: 999_999 } }) })
        },
        { times: 1 },
      )
      await form.getByRole('group', { name: 'Départ' }).getByLabel('Date').fill(tenantDay(5))
      await submitSearch(page)
      await expectToast(page, 'Un paramètre de la recherche est invalide.')

      // A rental longer than the tenant's 14 days.
      await openApp(page, 'demo')
      await fillSearchForm(page, { ...base, endDay: tenantDay(25) })
      await submitSearch(page)
      await expectToast(page, 'La durée de location est trop longue')
    } finally {
      await closePage(page)
    }
  })

  it('says when nothing is found, and removing a chip searches again', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo')
      await fillSearchForm(page, base)
      const form = page.getByRole('form', { name: 'Votre recherche' })
      await form.getByRole('combobox', { name: 'Nombre de places' }).click()
      await page.getByRole('option', { name: '7 places' }).click()
      await form.getByRole('combobox', { name: 'Boîte de vitesses' }).click()
      await page.getByRole('option', { name: 'Manuelle' }).click()
      await submitSearch(page)
      await page.getByText('Aucun véhicule trouvé, modifiez vos critères.').waitFor()
      await expectNoAxeViolations(page, 'no result')
      const chips = page.getByRole('list', { name: 'Critères de la recherche' })
      await chips.getByRole('button', { name: 'Retirer le critère Manuelle' }).click()
      await chips.getByText('Manuelle').waitFor({ state: 'detached' })
      await page.getByRole('list', { name: 'Véhicules disponibles' }).or(page.getByText('Aucun véhicule trouvé, modifiez vos critères.')).first().waitFor()
    } finally {
      await closePage(page)
    }
  })
})
