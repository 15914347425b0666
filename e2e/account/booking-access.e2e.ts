import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { memberApiGet, memberPage, openScreen } from './account-support'

// Its own server: the test rewrites a vehicle's access text and adds a past rental to the database.
const suite = useBrowser(() => startOwnServer('booking-access'))
let page: Page

const HEADING = "Instructions d'accès au véhicule"
/** What the operator typed, one instruction a line (a lockbox code, then where the key is). */
const LINES = ['Boîtier à clés sur le poteau de la place 14, code 4821.', 'La clé est dans la boîte à gants.', 'Refermez le boîtier et brouillez le code en partant.']

/**
 * In the database of this file's server: the operator's text, on three lines, on the vehicle of
 * driver@demo.test's upcoming (prepared) booking, the seeded Toyota Yaris; and a closed rental of
 * the same vehicle by the same driver three days ago, a copy of their latest closed one. The
 * server gives the text for that vehicle to this driver (they hold a rental of it they may still
 * open), so only the page's own rule keeps it off the closed booking. Returns the vehicle's id.
 */
async function prepareBookings(databaseUrl: string): Promise<number> {
  const handle = await connectDatabase(databaseUrl)
  const { db } = handle
  try {
    const driver = await db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select(['u.id', 'u.tenant_id'])
      .where('t.slug', '=', 'demo')
      .where('u.email', '=', 'driver@demo.test')
      .executeTakeFirstOrThrow()
    const upcoming = await db
      .selectFrom('rentals')
      .select('vehicle_id')
      .where('driver_id', '=', driver.id)
      .where('status', '=', 'prepared')
      .where('carpooling', '=', 0)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('vehicles')
      .set({ access_instructions: LINES.join('\n') })
      .where('id', '=', upcoming.vehicle_id)
      .execute()
    // The seeded booking starts in 26 h: a lead time of a week lets its driver read the text now
    // (contracts/access-rules.ts; the default is 24 h).
    const tenant = await db.selectFrom('tenants').select(['id', 'settings']).where('id', '=', driver.tenant_id).executeTakeFirstOrThrow()
    const settings = { ...(JSON.parse(tenant.settings) as Record<string, unknown>), access_instructions_lead_time: 7 * 24 * 3600 }
    await db
      .updateTable('tenants')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', tenant.id)
      .execute()

    const { id: _id, ...closed } = await db
      .selectFrom('rentals')
      .selectAll()
      .where('driver_id', '=', driver.id)
      .where('status', '=', 'closed')
      .orderBy('reservation_start_time', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const start = Date.now() - 3 * 24 * 3600_000
    const length = closed.reservation_end_time - closed.reservation_start_time
    await db
      .insertInto('rentals')
      .values({
        ...closed,
        vehicle_id: upcoming.vehicle_id,
        reservation_start_time: start,
        reservation_end_time: start + length,
        created_at: start - 24 * 3600_000,
        updated_at: start + length,
      })
      .execute()
    return upcoming.vehicle_id
  } finally {
    await handle.close()
  }
}

describe('vehicle access instructions on the booking detail (driver@demo.test)', () => {
  let vehicleId = 0

  before(async () => {
    vehicleId = await prepareBookings(suite.server.databaseUrl)
    // The server keeps a tenant's settings a few seconds (TENANT_CACHE_SECONDS): wait until it
    // answers with the week-long lead time written above, as every later call will.
    const deadline = Date.now() + 15_000
    for (;;) {
      const tenant = (await (await fetch(`${suite.server.url}/api/tenant`)).json()) as { tenant: { access_instructions_lead_time: number } }
      if (tenant.tenant.access_instructions_lead_time === 7 * 24 * 3600) break
      if (Date.now() > deadline) throw new Error('the server never saw the new lead time')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    page = await memberPage(suite.browser, 'driver@demo.test')
  })

  it("shows the operator's instructions, line by line, under their heading on an upcoming booking, axe-clean", async () => {
    await openScreen(page, 'account/bookings', 'Mes réservations')
    const link = page
      .getByRole('region', { name: /^À venir/ })
      .getByRole('link', { name: /Toyota Yaris/ })
      .first()
    await link.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()

    await page.getByRole('heading', { level: 2, name: HEADING }).waitFor()
    const section = page.getByRole('region', { name: HEADING })
    for (const line of LINES) await section.getByText(line).waitFor()
    // Rendered text keeps the operator's line breaks: one line each, not one run-on paragraph.
    const shown = (await section.getByRole('paragraph').innerText()).split('\n').map((l) => l.trim())
    assert.deepEqual(shown, LINES)
    await expectNoAxeViolations(page, 'an upcoming booking with access instructions')
  })

  it('shows no instructions on a closed booking of the same vehicle, though the server gives them to this driver', async () => {
    const vehicle = await memberApiGet<{ vehicle: { access_instructions: string | null } }>(page, `/vehicles/${vehicleId}`)
    assert.equal(vehicle.vehicle.access_instructions, LINES.join('\n'), 'the driver still holds an upcoming rental of this vehicle')

    await openScreen(page, 'account/bookings-history', 'Historique des réservations')
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Toyota Yaris' })
      .filter({ hasText: 'Terminée' })
      .first()
      .getByRole('link', { name: 'Toyota Yaris Hybride', exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).locator('xpath=..').getByText('Terminée').waitFor()
    // The page has its vehicle (its facts come from it) before the absence is checked.
    await page.locator('dt', { hasText: /^Immatriculation$/ }).waitFor()
    await page.getByText(/^Toyota Yaris Hybride \d{4}$/).waitFor()
    assert.equal(await page.getByRole('heading', { name: HEADING }).count(), 0)
    assert.equal(await page.getByText(LINES[0]).count(), 0)
  })
})
