import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { fillSearchForm, submitSearch, tenantDay } from '../search/search-support'
import { png } from '../registration/fixtures'
import { chatOf, memberPage, openScreen } from './account-support'

// Its own server: the tests add vehicles and switch a tenant setting in the database.
const suite = useBrowser(() => startOwnServer('parity-screens'))
let page: Page

const EXTRA_VEHICLES = 60

/** In this file's database: 60 more vehicles at Vieux-Port, copies of one of its own, so a search there passes one page of 50. */
async function crowdVieuxPort(databaseUrl: string): Promise<void> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const station = await db
      .selectFrom('stations as s')
      .innerJoin('tenants as t', 't.id', 's.tenant_id')
      .select(['s.id', 's.tenant_id'])
      .where('t.slug', '=', 'demo')
      .where('s.name', '=', 'Vieux-Port')
      .executeTakeFirstOrThrow()
    const { id: _id, ...model } = await db.selectFrom('vehicles').selectAll().where('station_id', '=', station.id).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow()
    for (let n = 0; n < EXTRA_VEHICLES; n++) {
      await db
        .insertInto('vehicles')
        .values({ ...model, license_plate: `PAGE-${n}`, internal_identifier: `PAGE-${n}` })
        .execute()
    }
  } finally {
    await close()
  }
}

/** Switches the demo tenant's privacy_usage feature, then waits until GET /tenant says so (the server caches tenants a few seconds). */
async function setPrivacyUsage(databaseUrl: string, on: boolean): Promise<void> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const row = await db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'demo').executeTakeFirstOrThrow()
    const settings = JSON.parse(row.settings) as { features: Record<string, boolean> }
    settings.features.privacy_usage = on
    await db
      .updateTable('tenants')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', row.id)
      .execute()
  } finally {
    await close()
  }
  const deadline = Date.now() + 15_000
  for (;;) {
    const tenant = (await (await fetch(`${suite.server.url}/api/tenant`)).json()) as { tenant: { features: { privacy_usage: boolean } } }
    if (tenant.tenant.features.privacy_usage === on) return
    if (Date.now() > deadline) throw new Error('the server never saw privacy_usage change')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('screens at parity with the server (driver@demo.test)', () => {
  before(async () => {
    await crowdVieuxPort(suite.server.databaseUrl)
    page = await memberPage(suite.browser, 'driver@demo.test')
  })

  it('lists the past carpoolings the member rode in and opens one, axe-clean', async () => {
    await openScreen(page, 'account/carpoolings', 'Mes covoiturages')
    const past = page.getByRole('region', { name: /^Passés/ })
    const ride = past.getByRole('listitem').first()
    await ride.waitFor()
    await expectNoAxeViolations(page, 'account/carpoolings with its past list')
    await ride.getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: 'Votre covoiturage' }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'Votre covoiturage' }).locator('xpath=..').getByText('Terminée').waitFor()
    // A passenger: the driver card, no booking actions.
    await page.getByRole('heading', { level: 2, name: 'Conducteur' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Modifier la réservation' }).count(), 0)
    await expectNoAxeViolations(page, 'a past carpooling')
  })

  it('shows every search result: 50 first, then the rest with "show more", the focus on the first vehicle added', async () => {
    await openApp(page, 'demo')
    await fillSearchForm(page, {
      station: 'Vieux-Port',
      day: tenantDay(6),
      start: '10:00',
      end: '13:00',
      label: 'Professionnel',
      destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Chantier' },
    })
    await submitSearch(page)
    const list = page.getByRole('list', { name: 'Véhicules disponibles' })
    await list.waitFor()
    const items = list.getByRole('listitem')
    assert.equal(await items.count(), 50)
    const more = page.getByRole('button', { name: /^Afficher plus de véhicules \(50 sur \d+ affichés\)$/ })
    const total = Number(/sur (\d+)/.exec((await more.textContent()) ?? '')?.[1])
    assert.ok(total > EXTRA_VEHICLES, `the search counts the ${EXTRA_VEHICLES} vehicles added (${total})`)
    await expectNoAxeViolations(page, 'a first page of results with "show more"')
    await more.focus()
    await page.keyboard.press('Enter')
    await items.nth(total - 1).waitFor()
    assert.equal(await items.count(), total)
    assert.equal(await more.count(), 0, 'no more button once every result is listed')
    assert.equal(
      await items
        .nth(50)
        .getByRole('button')
        .evaluate((el) => el === document.activeElement),
      true,
      'the focus is on the first vehicle added',
    )
  })

  it('uploads a profile photo on account/details; the account menu shows it, axe-clean', async () => {
    await openScreen(page, 'account/details', 'Mon compte')
    const section = page.getByRole('region', { name: 'Photo de profil' })
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu du compte' })
    assert.equal(await menuButton.locator('img').count(), 0, 'initials before any photo')
    await section.getByText('Aucune photo pour le moment.').waitFor()
    const chooser = page.waitForEvent('filechooser')
    await section.getByRole('button', { name: 'Ajouter une photo' }).click()
    await (await chooser).setFiles(png('moi.png', 64))
    await section.getByRole('status').getByText('Votre photo a été enregistrée.').waitFor()
    await section.getByRole('img', { name: 'Votre photo de profil' }).waitFor()
    await section.getByRole('button', { name: 'Changer de photo' }).waitFor()
    const avatar = menuButton.locator('img')
    await avatar.waitFor()
    assert.ok(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the menu shows the photo, loaded with the token')
    await expectNoAxeViolations(page, 'account/details with a profile photo')
  })

  it('offers no geotracking on a rental in progress where the tenant has privacy_usage off, on the screen and in the chat', async () => {
    await setPrivacyUsage(suite.server.databaseUrl, false)
    await openScreen(page, 'account/bookings', 'Mes réservations')
    await page
      .getByRole('region', { name: /^En cours/ })
      .getByRole('link', { name: /Honda Fit/ })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Gérer la réservation' }).waitFor()
    assert.equal(await page.getByRole('button', { name: /géolocalisation/i }).count(), 0)
    assert.equal(await page.locator('dt', { hasText: /^Géolocalisation$/ }).count(), 0)
    await expectNoAxeViolations(page, 'a rental in progress without geotracking')

    const chat = chatOf(page)
    await chat.ready()
    await chat.say('active la géolocalisation', "Ce service n'est pas proposé sur cette plateforme.")
    await setPrivacyUsage(suite.server.databaseUrl, true)
  })
})
