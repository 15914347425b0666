import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { logInAndLeaveLogin, openApp } from '../support/page'
import { chat, focusMessageBox } from './chat-page'

const suite = useBrowser()

/**
 * The entreprise tenant searches around an address (Paris, Europe/Paris): the chat's searches go
 * through the places lookup of its country, and say so when it does not know the address.
 */
describe('chat on the address-engine tenant', () => {
  it('searches around a station said by name, nearest first with distances, and says when an address is unknown', async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    const c = chat(page)
    try {
      await openApp(page, 'entreprise', 'login')
      await logInAndLeaveLogin(page, 'manager@entreprise.test', 'Demo-2026!')
      await c.ready()
      await focusMessageBox(page)

      await c.say('car near gare de lyon tomorrow 10am for 2h', /I am looking for a vehicle near Gare de Lyon, tomorrow/)
      const results = c.card('Available vehicles').last().getByRole('list', { name: 'Available vehicles' })
      await results.waitFor()
      const distances = (await results.getByRole('listitem').allTextContents()).map((t) => Number(/(\d+\.\d)\s?km/.exec(t)?.[1]))
      assert.ok(distances.length > 1 && distances.every(Number.isFinite), `each result says its distance: ${distances.join(', ')}`)
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
        'nearest first',
      )
      await expectNoAxeViolations(page, 'address-tenant results card')

      await focusMessageBox(page)
      await c.say('car near McGill tomorrow 10am for 2 hours', 'I cannot find the address “McGill”. Try another address, or choose it on the map.')
    } finally {
      await closePage(page)
    }
  })
})
