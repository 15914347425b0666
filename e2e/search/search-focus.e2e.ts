import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { skipFirstVisitNotices } from '../account/account-support'
import { fillSearchForm, submitSearch, tenantDay } from './search-support'

const suite = useBrowser()

/** What a screen reader would say the focus is on: its role marker and its accessible text. */
function focused(page: Page): Promise<{ tag: string; result: string | null; text: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    return { tag: el.tagName, result: el.getAttribute('data-result'), text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80) }
  })
}

async function searchGareCentrale(page: Page): Promise<void> {
  await openApp(page, 'demo', 'search')
  await fillSearchForm(page, {
    station: 'Gare Centrale',
    day: tenantDay(6),
    start: '10:00',
    end: '12:00',
    label: 'Personnel',
    destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Visite' },
  })
}

describe('the focus through the classic search', () => {
  it('from the main content, Tab reaches the search form before the map, and the map is a single stop without its pins', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await skipFirstVisitNotices(page)
      await openApp(page, 'demo', 'search')
      const form = page.getByRole('form', { name: 'Votre recherche' })
      await form.waitFor()
      await page.locator('.leaflet-marker-icon').first().waitFor()
      await page.locator('#main').focus()
      await page.keyboard.press('Tab')
      assert.equal(await form.evaluate((el) => el.contains(document.activeElement)), true, `the first stop is ${JSON.stringify(await focused(page))}`)
      assert.equal(await page.locator('.leaflet-marker-icon[tabindex]').count(), 0, 'no pin is a tab stop')
      // As a screen reader walks the page: the form, then the map.
      const tree = await page.getByRole('main').ariaSnapshot()
      const formAt = tree.indexOf('form "Votre recherche"')
      const mapAt = tree.indexOf('region "Carte')
      assert.ok(formAt >= 0 && mapAt > formAt, `the form comes before the map in:\n${tree.slice(0, 1500)}`)
    } finally {
      await closePage(page)
    }
  })

  it('a search sent with the keyboard leaves the focus on "Modifier la recherche", one Tab before the results', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await searchGareCentrale(page)
      await page.getByRole('form', { name: 'Votre recherche' }).getByRole('button', { name: 'Rechercher' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('list', { name: 'Véhicules disponibles' }).waitFor()

      const edit = page.getByRole('button', { name: 'Modifier la recherche' })
      assert.equal(await edit.getAttribute('aria-expanded'), 'false')
      // The focus moves in an effect after the render that folds the form: wait for it, then say where it is.
      await page.waitForFunction((el) => el === document.activeElement, await edit.elementHandle(), { timeout: 5000 }).catch(() => undefined)
      assert.equal(await edit.evaluate((el) => el === document.activeElement), true, `the focus is on ${JSON.stringify(await focused(page))}`)
      await page.keyboard.press('Tab')
      assert.match((await focused(page)).text, /^Retirer le critère Du /)
    } finally {
      await closePage(page)
    }
  })

  it('closing a vehicle gives the focus back to its result, with the results in view rather than the form', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await searchGareCentrale(page)
      await submitSearch(page)
      const list = page.getByRole('list', { name: 'Véhicules disponibles' })
      const second = list.getByRole('button').nth(1)
      const id = await second.getAttribute('data-result')
      await second.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: /^Fermer .* et revenir à la carte$/ }).focus()
      await page.keyboard.press('Enter')

      await list.waitFor()
      await page.waitForFunction((result) => document.activeElement?.getAttribute('data-result') === result, id, { timeout: 5000 }).catch(() => undefined)
      assert.equal((await focused(page)).result, id, 'the result that was opened has the focus again')
      assert.equal(await page.getByRole('form', { name: 'Votre recherche' }).isVisible(), false, 'the form stays folded under "Modifier la recherche"')
    } finally {
      await closePage(page)
    }
  })
})
