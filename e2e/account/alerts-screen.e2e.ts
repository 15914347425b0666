import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser, usePage } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { memberPage, openScreen } from './account-support'

const suite = useBrowser(() => startOwnServer('alerts'))

/** A call to the API as the page's member (the token the app stored). */
function memberApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const raw = localStorage.getItem('frontoffice.token')
      const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : ''
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/vnd.frontoffice+json; version=0.4',
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return (await response.json()) as T
    },
    [method, path, body] as const,
  ) as Promise<T>
}

describe('account/alerts (driver@demo.test)', () => {
  const member = usePage(async () => ({ page: await memberPage(suite.browser, 'driver@demo.test', logInWithToken) }))

  it('lists the alerts, passes axe, and deletes one with the keyboard', async () => {
    const { page } = member
    const { stations } = await memberApi<{ stations: { id: number; name: string }[] }>(page, 'GET', '/stations')
    const plateau = stations.find((s) => s.name === 'Plateau Mont-Royal') ?? stations[0]
    for (const days of [5, 6]) {
      const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + days * 86_400_000)
      const end = new Date(start.getTime() + 3 * 3_600_000)
      await memberApi(page, 'POST', '/user/alerts', { alert: { start_station_id: plateau.id, start_time: start.toISOString(), end_time: end.toISOString() } })
    }
    await openScreen(page, 'account/alerts', 'Mes alertes')
    const list = page.getByRole('list', { name: 'Vos alertes actives' })
    await list.waitFor()
    assert.equal(await list.getByRole('listitem').count(), 2)
    await expectNoAxeViolations(page, 'account/alerts')

    const buttons = page.getByRole('button', { name: new RegExp(`^Supprimer l'alerte ${plateau.name}`) })
    await buttons.first().focus()
    await page.keyboard.press('Enter')
    await page
      .getByRole('status')
      .filter({ hasText: /^Alerte supprimée/ })
      .waitFor()
    assert.equal(await list.getByRole('listitem').count(), 1)
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith("Supprimer l'alerte") === true)
    const left = await memberApi<{ alerts: unknown[] }>(page, 'GET', '/user/alerts')
    assert.equal(left.alerts.length, 1)
    await expectNoAxeViolations(page, 'account/alerts after a delete')
  })
})
