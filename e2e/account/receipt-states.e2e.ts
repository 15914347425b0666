import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { chat, focusMessageBox } from '../chat/chat-page'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { memberPage, openScreen } from './account-support'

// Its own server: the test takes the invoice off one closed rental and refuses the other's charge.
const suite = useBrowser(() => startOwnServer('receipt-states'))
let page: Page

/**
 * driver@demo.test's two latest closed rentals: the latest closed by the operator without a
 * recorded end, so not billed yet; the older one's charge refused for want of a card, tried for the last time.
 */
async function billingStates(databaseUrl: string): Promise<{ billing: number; refused: number; closed: number }> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const driver = await db.selectFrom('users').select('id').where('email', '=', 'driver@demo.test').executeTakeFirstOrThrow()
    const closed = await db.selectFrom('rentals').select('id').where('driver_id', '=', driver.id).where('status', '=', 'closed').orderBy('reservation_start_time', 'desc').execute()
    assert.ok(closed.length >= 2)
    const [billing, refused] = closed.map((r) => r.id)
    await db.deleteFrom('invoices').where('rental_id', '=', billing).execute()
    await db.updateTable('rentals').set({ ended_at: null }).where('id', '=', billing).execute()
    await db.updateTable('invoices').set({ status: 'pending', paid_at: null, attempts: 4, error: 'no payment card' }).where('rental_id', '=', refused).execute()
    return { billing, refused, closed: closed.length }
  } finally {
    await close()
  }
}

describe("a closed rental's bill where the driver reads it", () => {
  let ids: { billing: number; refused: number; closed: number }
  before(async () => {
    ids = await billingStates(suite.server.databaseUrl)
    page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
  })

  it('the history links only the receipt that exists and says what holds up the other, axe-clean', async () => {
    await openScreen(page, 'account/bookings-history', 'Historique des réservations')
    await page.getByText(/^Facturation en cours/).waitFor()
    await page.getByText(/^Paiement refusé : aucune carte de paiement enregistrée/).waitFor()
    assert.equal(await page.getByRole('link', { name: /^Reçu/ }).count(), ids.closed - 1)
    await expectNoAxeViolations(page, 'history with billing states')
  })

  it('the detail of the rental being billed says so, with no receipt link', async () => {
    await openApp(page, 'demo', `account/bookings-history/${ids.billing}`)
    const bill = page.getByRole('region', { name: 'Reçu' })
    await bill.getByText(/^Facturation en cours/).waitFor()
    assert.equal(await bill.getByRole('link').count(), 0)
    await openApp(page, 'demo', `account/bookings-history/${ids.refused}`)
    await page.getByRole('region', { name: 'Reçu' }).getByRole('link', { name: 'Voir le reçu' }).waitFor()
    await expectNoAxeViolations(page, 'detail with a refused payment')
  })

  it("the chat's history card says the same", async () => {
    await openApp(page, 'demo', '')
    const c = chat(page)
    await c.ready()
    await focusMessageBox(page)
    await c.say("l'historique de mes réservations", "Voici l'historique de vos réservations.")
    const card = c.card('Historique des réservations').last()
    await card.getByText(/^Facturation en cours/).waitFor()
    assert.equal(await card.getByRole('link', { name: 'Reçu' }).count(), ids.closed - 1)
  })
})
