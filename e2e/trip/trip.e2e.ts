import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { samplePng } from '../../server/domain/documents/testing/sample-files'
import { skipFirstVisitNotices, chatOf } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage, type ContextOptions } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { logIn, openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'

// Its own server: the test moves the driver's booking into its start window and reads the trip's records.
const suite = useBrowser(() => startOwnServer('trip'))

const PHONE: ContextOptions = { language: 'fr', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const ACCESS = 'Boîtier à clés sur le poteau de la place 14, code 4821.'
const SIDES = ['Avant', 'Côté droit', 'Arrière', 'Côté gauche'] as const
/** A damage an earlier driver reported on the Yaris's back: every later driver is shown it on that side. */
const KNOWN_DAMAGE = 'Bosse sur le hayon, signalée avant vous'

/**
 * driver@demo.test's prepared booking (the seeded Toyota Yaris), moved to start in 5 minutes:
 * inside the demo tenant's start window (its prepare delay is 15 minutes), for 3 hours, and its
 * vehicle given an access text and a damage reported on its back during another rental. Returns
 * the rental's id.
 */
async function bookingInItsWindow(databaseUrl: string): Promise<number> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const driver = await db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select('u.id')
      .where('t.slug', '=', 'demo')
      .where('u.email', '=', 'driver@demo.test')
      .executeTakeFirstOrThrow()
    const rental = await db
      .selectFrom('rentals')
      .select(['id', 'vehicle_id', 'tenant_id'])
      .where('driver_id', '=', driver.id)
      .where('status', '=', 'prepared')
      .where('carpooling', '=', 0)
      .executeTakeFirstOrThrow()
    const start = Date.now() + 5 * 60_000
    await db
      .updateTable('rentals')
      .set({ reservation_start_time: start, reservation_end_time: start + 3 * 3_600_000 })
      .where('id', '=', rental.id)
      .execute()
    await db.updateTable('vehicles').set({ access_instructions: ACCESS }).where('id', '=', rental.vehicle_id).execute()
    const earlier = await db
      .selectFrom('rentals')
      .select(['id', 'driver_id'])
      .where('tenant_id', '=', rental.tenant_id)
      .where('id', '!=', rental.id)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('condition_reports')
      .values({
        tenant_id: rental.tenant_id,
        rental_id: earlier.id,
        vehicle_id: rental.vehicle_id,
        user_id: earlier.driver_id,
        moment: 'during',
        side: 'back',
        note: KNOWN_DAMAGE,
        photo_path: null,
        photo_type: null,
        created_at: Date.now() - 3 * 86_400_000,
      })
      .execute()
    return rental.id
  } finally {
    await close()
  }
}

async function statusOf(databaseUrl: string, rentalId: number): Promise<string> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    return (await db.selectFrom('rentals').select('status').where('id', '=', rentalId).executeTakeFirstOrThrow()).status
  } finally {
    await close()
  }
}

/** Walks around the car in a trip panel: a photo of each required side (the camera's field), the interior skipped; the back shows its known damage. */
async function walkAround(panel: Locator): Promise<void> {
  for (const [i, side] of SIDES.entries()) {
    const heading = panel.getByRole('heading', { name: `Côté ${i + 1} sur 5 : ${side}` })
    await heading.waitFor()
    const known = panel.getByText(KNOWN_DAMAGE)
    if (side === 'Arrière') await known.waitFor()
    else assert.equal(await known.count(), 0, `no known damage on ${side}`)
    const field = panel.getByLabel(`Photo : ${side}`)
    assert.equal(await field.getAttribute('capture'), 'environment')
    await field.setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: samplePng(8, true) })
    await panel.getByRole('button', { name: 'Enregistrer ce côté' }).click()
  }
  await panel.getByRole('heading', { name: 'Côté 5 sur 5 : Intérieur' }).waitFor()
  await panel.getByRole('button', { name: 'Passer ce côté' }).click()
  await panel.getByText(/Le tour de la voiture est fait\./).waitFor()
}

describe('the trip (driver@demo.test, demo tenant, simulated vehicle access)', () => {
  let rentalId = 0
  before(async () => {
    rentalId = await bookingInItsWindow(suite.server.databaseUrl)
  })

  it('on a phone: "je commence ma location" answers with the trip card; the walk around the car, then the start and an unlock', async () => {
    const page = await newPage(suite.browser, PHONE)
    try {
      await skipFirstVisitNotices(page)
      // The driver's bookings come late (a slow network): a sentence typed as the chat opens waits for them.
      const lateLists = /\/api\/rentals\?/
      await page.route(lateLists, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_500))
        await route.fallback()
      })
      await logInWithToken(page, 'driver@demo.test')
      const chat = chatOf(page)
      await chat.ready()
      await chat.say('je commence ma location', /Commencer la location/)
      await page.unroute(lateLists)
      const card = chat.card('Votre trajet')
      await card.getByText('Vous pouvez commencer votre location.').waitFor()
      // The photos are required on the demo tenant: the start opens the walk around the car first.
      await card.getByRole('button', { name: 'Commencer la location' }).click()
      await walkAround(card)
      await card.getByRole('button', { name: 'Commencer la location maintenant' }).click()
      await card.getByText('Location commencée : la voiture est ouverte.').waitFor({ timeout: 20_000 })
      assert.equal(await statusOf(suite.server.databaseUrl, rentalId), 'in_progress')
      await card.getByText(/^Location en cours, à rendre/).waitFor()
      await card.scrollIntoViewIfNeeded()
      await page.screenshot({ path: 'docs/screenshots/trip-card-phone.png' })

      await chat.say('verrouille la voiture', /appuyez sur « Verrouiller »/)
      const lockCard = chat.card('Votre trajet')
      await lockCard.getByRole('button', { name: 'Verrouiller', exact: true }).click()
      await lockCard.getByText('Voiture verrouillée.').waitFor({ timeout: 20_000 })
    } finally {
      await closePage(page)
    }
  })

  it('on a desktop: the trip screen from the booking detail, an extension priced before its button, axe-clean; then the end and its summary', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 1280, height: 900 } })
    try {
      await skipFirstVisitNotices(page)
      await logInWithToken(page, 'driver@demo.test')
      await openApp(page, 'demo', `account/bookings/${rentalId}?page=bookings`)
      await page.getByRole('link', { name: 'Gérer le trajet' }).click()
      await page.getByRole('heading', { level: 1, name: 'Votre trajet' }).waitFor()
      await page.getByText(/^Location en cours, à rendre/).waitFor()

      const main = page.getByRole('main')
      await main.getByRole('button', { name: 'Prolonger', exact: true }).click()
      await main.getByRole('button', { name: '+ 30 min' }).click()
      const latest = main.getByText(/^Fin possible au plus tard :/)
      await latest.waitFor()
      const confirm = main.getByRole('button', { name: /^Prolonger jusqu'à/ })
      await main.getByText(/^En plus :/).waitFor()
      await expectNoAxeViolations(page, 'the trip screen with an extension quote')
      await page.screenshot({ path: 'docs/screenshots/trip-screen-desktop.png', fullPage: true })
      await confirm.click()
      await page.getByText(/^Location prolongée jusqu'à/).waitFor()

      // The end needs the walk around the car again (photos at the return).
      await main.getByRole('button', { name: 'Rendre la voiture', exact: true }).click()
      await walkAround(main)
      await main.getByRole('button', { name: 'Continuer vers la fin de la location' }).click()
      await main.getByRole('button', { name: 'Terminer la location' }).click()
      const summary = main.getByRole('region', { name: 'Résumé du trajet' })
      await summary.waitFor({ timeout: 20_000 })
      await summary.getByRole('link', { name: 'Voir le reçu' }).waitFor()
      assert.equal(await statusOf(suite.server.databaseUrl, rentalId), 'closed')
    } finally {
      await closePage(page)
    }
  })
})

describe('the trip offline (its own booking in progress)', () => {
  it('a reload with no network shows the access text and the operator phone kept for the trip', async () => {
    // The rental of the first describe is closed by now: another booking of the driver is put in progress.
    const { db, close } = await connectDatabase(suite.server.databaseUrl)
    let id = 0
    try {
      const driver = await db
        .selectFrom('users as u')
        .innerJoin('tenants as t', 't.id', 'u.tenant_id')
        .select('u.id')
        .where('t.slug', '=', 'demo')
        .where('u.email', '=', 'driver@demo.test')
        .executeTakeFirstOrThrow()
      const rental = await db
        .selectFrom('rentals')
        .selectAll()
        .where('driver_id', '=', driver.id)
        .where('status', '=', 'closed')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
      const { id: _old, ...copy } = rental
      const start = Date.now() - 3_600_000
      const inserted = await db
        .insertInto('rentals')
        .values({ ...copy, status: 'in_progress', reservation_start_time: start, reservation_end_time: start + 4 * 3_600_000, created_at: start - 3_600_000, updated_at: start })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = inserted.id
      await db.updateTable('vehicles').set({ access_instructions: ACCESS }).where('id', '=', rental.vehicle_id).execute()
    } finally {
      await close()
    }
    const page: Page = await newPage(suite.browser, { ...PHONE, serviceWorkers: 'allow' })
    try {
      await skipFirstVisitNotices(page)
      await logIn(page, 'driver@demo.test')
      await openApp(page, 'demo', `account/bookings/${id}/trip`)
      await page.getByText(/^Location en cours, à rendre/).waitFor()
      // The worker takes the page over on a reload; the trip's help is already kept by then.
      await page.evaluate(async () => navigator.serviceWorker.ready)
      await page.reload()
      await page.getByText(/^Location en cours, à rendre/).waitFor()
      await page.context().setOffline(true)
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor()
      const help = page.getByRole('region', { name: "Votre location en cours : si la voiture ne s'ouvre pas" })
      await help.getByText(ACCESS).waitFor()
      await help.getByRole('link', { name: /^Appeler l'opérateur au/ }).waitFor()
      await expectNoAxeViolations(page, 'the offline screen during a trip')
    } finally {
      await page.context().setOffline(false)
      await closePage(page)
    }
  })
})

describe('the chat with no network during a trip', () => {
  it('"la voiture ne s\'ouvre pas" still gets the access text and the phone kept on the device', async () => {
    const page: Page = await newPage(suite.browser, { language: 'fr', viewport: { width: 1280, height: 900 } })
    try {
      await skipFirstVisitNotices(page)
      await logInWithToken(page, 'driver@demo.test')
      const { db, close } = await connectDatabase(suite.server.databaseUrl)
      let id = 0
      try {
        id = (await db.selectFrom('rentals').select('id').where('status', '=', 'in_progress').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id
      } finally {
        await close()
      }
      await openApp(page, 'demo', `account/bookings/${id}/trip`)
      await page.getByText(/^Location en cours, à rendre/).waitFor()
      const chat = chatOf(page)
      await chat.ready()
      // Online first: what answering needs (the intent engine, the capabilities) has loaded.
      await chat.say('bonjour', /Que souhaitez-vous faire/)
      await page.context().setOffline(true)
      await chat.say("la voiture ne s'ouvre pas", /Sans réseau, voici ce qui est gardé sur cet appareil/)
      const answer = chat.log.getByText(/Sans réseau/).last()
      assert.ok((await answer.innerText()).includes(ACCESS))
      assert.match(await answer.innerText(), /appelez l'opérateur au/)
    } finally {
      await page.context().setOffline(false)
      await closePage(page)
    }
  })
})

describe("the trip in English: the chat's sentences, a car that does not answer", () => {
  it('"unlock the car" with the car unreachable answers with the access text and the phone within 20 s; "there\'s a dent on the back" reports that side', async () => {
    // The chat acts on the driver's rental in progress, which may be the seeded Honda Fit or the
    // Yaris of the tests above: every car out is made silent, with the access text (no English translation
    // of it, so the French text is the one shown) and a damage on its back.
    const { db, close } = await connectDatabase(suite.server.databaseUrl)
    let vehicleIds: number[] = []
    try {
      const driver = await db
        .selectFrom('users as u')
        .innerJoin('tenants as t', 't.id', 'u.tenant_id')
        .select(['u.id', 'u.tenant_id'])
        .where('t.slug', '=', 'demo')
        .where('u.email', '=', 'driver@demo.test')
        .executeTakeFirstOrThrow()
      const out = await db.selectFrom('rentals').select(['id', 'vehicle_id']).where('driver_id', '=', driver.id).where('status', '=', 'in_progress').execute()
      vehicleIds = [...new Set(out.map((r) => r.vehicle_id))]
      // What `npm run admin -- vehicles set <id> access_simulation unreachable` writes: the simulated box never answers.
      await db
        .updateTable('vehicles')
        .set({ access_simulation: 'unreachable', access_instructions: ACCESS, access_instructions_translations: null })
        .where('id', 'in', vehicleIds)
        .execute()
      const earlier = await db
        .selectFrom('rentals')
        .select('id')
        .where('tenant_id', '=', driver.tenant_id)
        .where('status', '=', 'closed')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
      for (const vehicleId of vehicleIds) {
        const known = await db.selectFrom('condition_reports').select('id').where('vehicle_id', '=', vehicleId).where('note', '=', KNOWN_DAMAGE).executeTakeFirst()
        if (known) continue
        await db
          .insertInto('condition_reports')
          .values({
            tenant_id: driver.tenant_id,
            rental_id: earlier.id,
            vehicle_id: vehicleId,
            user_id: null,
            moment: 'during',
            side: 'back',
            note: KNOWN_DAMAGE,
            photo_path: null,
            photo_type: null,
            created_at: Date.now() - 3 * 86_400_000,
          })
          .execute()
      }
    } finally {
      await close()
    }
    const page: Page = await newPage(suite.browser, { language: 'en', viewport: { width: 1280, height: 900 } })
    try {
      await skipFirstVisitNotices(page)
      await logInWithToken(page, 'driver@demo.test')
      const chat = chatOf(page)
      await chat.ready()
      await chat.say('unlock the car', /press “Unlock” in the card/)
      const card = chat.card('Your trip')
      const unlock = card.getByRole('button', { name: 'Unlock', exact: true })
      await unlock.waitFor()
      const t0 = Date.now()
      await unlock.click()
      // The simulated box that never answers: the adapter's timeout, said as such.
      const alert = card.getByRole('alert')
      await alert.waitFor({ timeout: 20_000 })
      assert.ok(Date.now() - t0 < 20_000, `answered in ${Date.now() - t0} ms`)
      assert.equal(await alert.innerText(), 'The car did not answer in time.', await card.innerText())
      const help = card.getByRole('region', { name: "If the car won't open" })
      await help.getByText(ACCESS).waitFor()
      await help.getByRole('link', { name: /^Call the operator on/ }).waitFor()

      await chat.say("there's a dent on the back", /Noted, a damage \(back\)/)
      const report = chat.card('Your trip')
      await report.getByRole('heading', { name: 'Side: Back' }).waitFor()
      await report.getByText(KNOWN_DAMAGE).waitFor()
      assert.equal(await report.getByLabel('Photo: Back').getAttribute('capture'), 'environment')
      await report.getByLabel(/^Note/).fill('A new dent under the rear light')
      await report.getByRole('button', { name: 'Save this side' }).click()
      await report.getByText(/Back: saved\./).waitFor()
      await expectNoAxeViolations(page, 'the trip card after a vehicle that does not answer and a damage report')
    } finally {
      await closePage(page)
      const { db: after, close: done } = await connectDatabase(suite.server.databaseUrl)
      try {
        if (vehicleIds.length > 0) await after.updateTable('vehicles').set({ access_simulation: 'normal' }).where('id', 'in', vehicleIds).execute()
      } finally {
        await done()
      }
    }
  })
})
