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

/**
 * driver@demo.test's prepared booking (the seeded Toyota Yaris), moved to start in 5 minutes:
 * inside the demo tenant's start window (its prepare delay is 15 minutes), for 3 hours, and its
 * vehicle given an access text. Returns the rental's id.
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
      .select(['id', 'vehicle_id'])
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

/** Walks around the car in a trip panel: a photo of each required side (the camera's field), the interior skipped. */
async function walkAround(panel: Locator): Promise<void> {
  for (const [i, side] of SIDES.entries()) {
    await panel.getByRole('heading', { name: `Côté ${i + 1} sur 5 : ${side}` }).waitFor()
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
      await logInWithToken(page, 'driver@demo.test')
      const chat = chatOf(page)
      await chat.ready()
      await chat.say('je commence ma location', /Commencer la location/)
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
