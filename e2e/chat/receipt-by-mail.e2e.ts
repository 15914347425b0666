import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { memberPage } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { tenantOrigin } from '../support/tenants'
import { chat, focusMessageBox } from './chat-page'

// Its own server: the test reads the outbox its request fills.
const suite = useBrowser(() => startOwnServer('receipt-mail'))

/** A closed rental of driver@demo.test whose make no other closed rental of theirs has, and its vehicle. */
async function tripOfItsOwnMake(databaseUrl: string): Promise<{ make: string; model: string }> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const rows = await db
      .selectFrom('rentals as r')
      .innerJoin('users as u', 'u.id', 'r.driver_id')
      .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .select(['v.make', 'v.model'])
      .where('u.email', '=', 'driver@demo.test')
      .where('r.status', '=', 'closed')
      .execute()
    const trip = rows.find((r) => rows.filter((o) => o.make === r.make).length === 1)
    assert.ok(trip, 'a closed rental of a make of its own')
    return trip
  } finally {
    await close()
  }
}

async function mailsTo(page: Page, address: string): Promise<Array<{ subject?: string | null }>> {
  const response = await page.request.get(`${tenantOrigin('demo')}/api/dev/outbox?channel=email&recipient=${encodeURIComponent(address)}&limit=5`)
  const body = (await response.json()) as { outbox?: Array<{ subject?: string | null }>; messages?: Array<{ subject?: string | null }> }
  return body.outbox ?? body.messages ?? []
}

describe('"send me the receipt of my <make> trip" in the chat (driver@demo.test)', () => {
  let page: Page
  let trip: { make: string; model: string }
  before(async () => {
    trip = await tripOfItsOwnMake(suite.server.databaseUrl)
    page = await memberPage(suite.browser, 'driver@demo.test')
  })

  it('names the trip and e-mails its receipt PDF, in French', async () => {
    await openApp(page, 'demo', '')
    const c = chat(page)
    await c.ready()
    await focusMessageBox(page)
    await c.say(`envoie-moi le reçu de ma location ${trip.make}`, 'Je vous envoie le reçu de cette location par e-mail, en PDF.')
    const card = c.card('Reçu de votre location')
    await card.getByText(new RegExp(`^Location ${trip.make} ${trip.model} du `)).waitFor()
    await card.getByText('Reçu envoyé en PDF à driver@demo.test.').waitFor()
    const mails = await mailsTo(page, 'driver@demo.test')
    assert.match(mails[0]?.subject ?? '', /votre reçu n° \d{4}-\d{6}$/)
    await expectNoAxeViolations(page, 'the receipt card')
  })
})
