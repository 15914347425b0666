import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp, waitForAppPath, waitForHeading } from '../support/page'
import { chat, focusMessageBox } from './chat-page'

const suite = useBrowser()

/** The reference data a private platform serves to members only (server/context/auth.ts requirePlatformReader). */
const MEMBER_ONLY = /\/api\/(stations|categories|rental_labels)(\?|$)/

/** Everything the browser would show in its console as a failure, and the reference calls with their answers. */
function watch(page: Page) {
  const failures: string[] = []
  const reference: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (response.status() >= 400) failures.push(`HTTP ${response.status()} ${response.request().method()} ${path}`)
    if (MEMBER_ONLY.test(path)) reference.push(`${path} ${response.status()}`)
  })
  return { failures, reference }
}

// entreprise.localhost is the seeded private tenant (server/seed/entreprise-tenant.ts).
describe('a guest on the private tenant', () => {
  it('browses and chats with no refused call, and the catalog loads once they log in through the chat', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    const c = chat(page)
    const seen = watch(page)
    try {
      await openApp(page, 'entreprise')
      await waitForAppPath(page, 'login')
      await waitForHeading(page, 'Connexion')
      await openApp(page, 'entreprise', 'account/help/faq')
      await waitForHeading(page, 'Questions fréquentes')
      await c.ready()
      await focusMessageBox(page)
      await c.say('bonjour', /Je suis l'assistant de Flotte Entreprise Paris/)
      await c.say('une voiture demain à 9h', /Pour chercher un véhicule, connectez-vous d'abord/)
      // The login card the answer brings takes the focus (once its view has loaded): back to the message box.
      await page.waitForFunction(() => document.activeElement?.closest('[role="log"] article') != null)
      await focusMessageBox(page)
      await c.say('mes réservations', /Pour voir vos réservations, connectez-vous d'abord/)
      await expectNoAxeViolations(page, 'the private tenant FAQ with the chat, as a guest')
      assert.deepEqual(seen.failures, [])
      assert.deepEqual(seen.reference, [], 'a guest of a private platform asks for no member-only reference data')

      // The tenant has no rental labels (labels flag off): their call is never made (reference-data/catalog-access.ts).
      const loaded = Promise.all(['stations', 'categories'].map((name) => page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${name}`)))
      await c.card('Connexion').last().getByLabel('Adresse e-mail').fill('driver@entreprise.test')
      await c.card('Connexion').last().getByLabel('Mot de passe').fill('Demo-2026!')
      await c.card('Connexion').last().getByRole('button', { name: 'Se connecter', exact: true }).click()
      await c.log.getByText('Voici vos réservations en cours et à venir.').waitFor()
      assert.deepEqual(
        (await loaded).map((r) => r.status()),
        [200, 200],
      )
      assert.deepEqual(seen.failures, [])
      assert.deepEqual([...seen.reference].sort(), ['/api/categories 200', '/api/stations 200'])
    } finally {
      await closePage(page)
    }
  })
})
