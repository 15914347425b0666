import { before, describe, it } from 'node:test'
import { connectDatabase } from '../../server/db/connect'
import { chatOf, memberPage } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { logIn, openApp } from '../support/page'
import { skipFirstVisitNotices } from '../account/account-support'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'

// Its own server: the test adds a booking whose free cancellation ends in a quarter of an hour.
const suite = useBrowser(() => startOwnServer('cancel-deadline'))
const MINUTE = 60_000

/**
 * A prepared booking of driver2@demo.test on a vehicle with no other rental, starting 2 h 15 min
 * from now: the demo tenant's cancellation delay is 2 h, so its deadline is in 15 minutes. It is
 * their soonest upcoming booking (their seeded carpool leaves in about two days).
 */
async function bookingClosingSoon(databaseUrl: string): Promise<number> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const driver = await db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select(['u.id', 'u.tenant_id'])
      .where('t.slug', '=', 'demo')
      .where('u.email', '=', 'driver2@demo.test')
      .executeTakeFirstOrThrow()
    const vehicle = await db
      .selectFrom('vehicles as v')
      .select(['v.id', 'v.station_id'])
      .where('v.tenant_id', '=', driver.tenant_id)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('rentals as r').select('r.id').whereRef('r.vehicle_id', '=', 'v.id'))))
      .orderBy('v.id')
      .limit(1)
      .executeTakeFirstOrThrow()
    const start = Date.now() + 135 * MINUTE
    const row = await db
      .insertInto('rentals')
      .values({
        tenant_id: driver.tenant_id,
        vehicle_id: vehicle.id,
        driver_id: driver.id,
        status: 'prepared',
        start_station_id: vehicle.station_id,
        end_station_id: vehicle.station_id,
        destination_id: null,
        reservation_start_time: start,
        reservation_end_time: start + 120 * MINUTE,
        estimated_distance: 20,
        rental_label_id: null,
        discount_codes: '[]',
        geotracking: 0,
        carpooling: 0,
        carpooling_destination: null,
        distance: null,
        price_cents: null,
        prediscount_price_cents: null,
        currency: 'CAD',
        created_at: Date.now() - 24 * 60 * MINUTE,
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } finally {
    await close()
  }
}

describe('the last minutes of free cancellation', () => {
  let id = 0
  before(async () => {
    id = await bookingClosingSoon(suite.server.databaseUrl)
  })

  it('are said on the booking detail, next to the cancel action, in French; axe-clean', async () => {
    const page = await memberPage(suite.browser, 'driver2@demo.test')
    try {
      await openApp(page, 'demo', `account/bookings/${id}?page=bookings`)
      const actions = page.getByRole('region', { name: 'Gérer la réservation' })
      await actions
        .getByRole('status')
        .filter({ hasText: /^Plus que 1[45] minutes pour annuler sans frais : après le .+, l'annulation ne sera plus possible\.$/ })
        .waitFor()
      await actions.getByRole('button', { name: 'Annuler la réservation' }).waitFor()
      await expectNoAxeViolations(page, 'the booking detail in its last minutes of free cancellation')
    } finally {
      await closePage(page)
    }
  })

  it('are said on the chat’s cancel card, in English', async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    try {
      await skipFirstVisitNotices(page)
      await logIn(page, 'driver2@demo.test')
      const chat = chatOf(page)
      await chat.ready()
      await chat.say('cancel my next booking', /cancel/i)
      await chat.log
        .getByRole('status')
        .filter({ hasText: /^Only 1[45] minutes left to cancel free of charge/ })
        .waitFor()
      await expectNoAxeViolations(page, 'the cancel card in its last minutes of free cancellation')
    } finally {
      await closePage(page)
    }
  })
})
