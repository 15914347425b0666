import { showMapOnPhone } from '../phone/phone-support'
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { closePage, newPage } from '../support/browser'
import { logInAndLeaveLogin, openApp } from '../support/page'
import { startOwnServer } from '../support/own-server'
import { useBrowser, usePage } from '../support/suite'
import { fillSearchForm, tenantDay } from '../search/search-support'
import { PASSWORD, memberPage, openScreen, skipFirstVisitNotices } from './account-support'
import { checkOpenDialog, focusIn, walkDialog } from './dialog-walk'

/*
 * The dialogs dialogs-keyboard.e2e.ts does not reach, walked the same way (dialog-walk.ts): the
 * geotracking consent, the privacy-usage terms (booking detail and booking review), the rental
 * terms, the forced terms acceptance, the signup's other-number dialog and the chat full screen on
 * a phone. Nothing is confirmed; its own server because its last block publishes new terms.
 */
const suite = useBrowser(() => startOwnServer('more-dialogs'))

/** Opens driver@demo.test's rental in progress (the geotracked Honda Fit of the seed). */
async function openRentalInProgress(page: Page, list: RegExp, heading: string): Promise<void> {
  await page
    .getByRole('region', { name: list })
    .getByRole('link', { name: /Honda Fit/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

describe('booking dialogs with the keyboard (driver@demo.test, French)', () => {
  const opened = usePage(async () => ({ page: await memberPage(suite.browser, 'driver@demo.test') }))

  it('walks the geotracking consent, the privacy-usage terms and the rental terms of the rental in progress', async () => {
    const { page } = opened
    await openScreen(page, 'account/bookings', 'Mes réservations')
    await openRentalInProgress(page, /^En cours/, 'Votre réservation')

    await walkDialog(
      page,
      page.getByRole('button', { name: 'Activer la géolocalisation' }),
      { role: 'dialog', name: 'Activer la géolocalisation', described: true },
      'geotracking consent',
    )
    await walkDialog(
      page,
      page.getByRole('button', { name: 'Usage privé et géolocalisation' }),
      { role: 'dialog', name: 'Usage privé et géolocalisation', described: true },
      'privacy-usage terms',
    )
    await walkDialog(
      page,
      page.getByRole('button', { name: 'Conditions de location' }),
      { role: 'dialog', name: "Conditions générales d'utilisation", described: true },
      'rental terms',
    )
  })

  it("walks the booking review's privacy-usage question of a geotracked vehicle; Escape books nothing", async () => {
    const { page } = opened
    await openApp(page, 'demo')
    await fillSearchForm(page, {
      station: 'Gare Centrale',
      day: tenantDay(9),
      start: '13:00',
      end: '15:00',
      label: 'Personnel',
      destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Sortie' },
    })
    await page.getByRole('form', { name: 'Votre recherche' }).getByRole('button', { name: 'Rechercher' }).click()
    await page
      .getByRole('list', { name: 'Véhicules disponibles' })
      .getByRole('button', { name: /Volkswagen Jetta/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Réserver', exact: true }).click()
    await page.getByRole('heading', { name: 'Vérifiez votre réservation' }).waitFor()

    let posted = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/user\/rentals$/.test(new URL(r.url()).pathname)) posted += 1
    })
    await walkDialog(
      page,
      page.getByRole('button', { name: 'Confirmer la réservation' }),
      { role: 'dialog', name: 'Géolocalisation à usage privé', described: true },
      'privacy-usage question',
    )
    assert.equal(posted, 0, 'closing the question books nothing')
  })
})

describe('booking dialogs in English (driver@demo.test)', () => {
  const opened = usePage(async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    await skipFirstVisitNotices(page)
    await openApp(page, 'demo', 'login')
    await logInAndLeaveLogin(page, 'driver@demo.test', PASSWORD)
    return { page }
  })

  it('names and describes the geotracking, privacy-usage and rental terms dialogs in English', async () => {
    const { page } = opened
    await openApp(page, 'demo', 'account/bookings')
    await openRentalInProgress(page, /^In progress/, 'Your booking')
    const dialogs: Array<[string, string, RegExp]> = [
      ['Turn geotracking on', 'Turn geotracking on', /^During private use, the vehicle's position will be recorded/],
      ['Private use and geotracking', 'Private use and geotracking', /geotracked vehicle/],
      ['Rental terms', 'Terms and conditions of use', /^The terms and conditions in force\.$/],
    ]
    for (const [opener, name, description] of dialogs) {
      const button = page.getByRole('button', { name: opener })
      await button.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name })
      await dialog.waitFor()
      const ids = (await dialog.getAttribute('aria-describedby')) ?? ''
      assert.match(await page.locator(`[id="${ids}"]`).innerText(), description, `${name}: its description in English`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }
  })
})

describe("the signup's other-number dialog (newcomer@demo.test, at the phone step)", () => {
  it('walks it from the code step', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await skipFirstVisitNotices(page)
      await openApp(page, 'demo', 'login')
      await logInAndLeaveLogin(page, 'newcomer@demo.test', PASSWORD)
      await openApp(page, 'demo', 'signup')
      await page.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill('+15145550177')
      await page.getByRole('button', { name: 'Recevoir le code' }).click()
      await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).waitFor()
      await walkDialog(
        page,
        page.getByRole('button', { name: 'Envoyer à un autre numéro' }),
        { role: 'dialog', name: 'Envoyer le code à un autre numéro', described: true },
        'other-number dialog',
      )
    } finally {
      await closePage(page)
    }
  })
})

describe('the chat full screen on a 390 px phone', () => {
  it('walks the chat dialog opened from its button', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      await skipFirstVisitNotices(page)
      await openApp(page, 'demo')
      await showMapOnPhone(page)
      await walkDialog(
        page,
        page.getByRole('button', { name: 'Assistant', exact: true }),
        { role: 'dialog', name: 'Assistant de réservation', described: false },
        'chat on a phone',
      )
    } finally {
      await closePage(page)
    }
  })
})

/**
 * In this file's database: the demo tenant publishes a new version of its terms, which no member
 * has accepted yet. Every member who logs in from then on is asked, hence the last block of the file.
 */
async function publishNewTerms(databaseUrl: string): Promise<void> {
  const handle = await connectDatabase(databaseUrl)
  const { db } = handle
  try {
    const old = await db
      .selectFrom('terms_versions as v')
      .innerJoin('tenants as t', 't.id', 'v.tenant_id')
      .select(['v.tenant_id', 'v.content_fr', 'v.content_en'])
      .where('t.slug', '=', 'demo')
      .where('v.current', '=', 1)
      .executeTakeFirstOrThrow()
    await db.updateTable('terms_versions').set({ current: 0 }).where('tenant_id', '=', old.tenant_id).execute()
    await db
      .insertInto('terms_versions')
      .values({ tenant_id: old.tenant_id, content_fr: old.content_fr, content_en: old.content_en, current: 1, published_at: Date.now() })
      .execute()
  } finally {
    await handle.close()
  }
}

describe('new terms a member must accept (driver@demo.test, who accepted the earlier version)', () => {
  before(async () => {
    await publishNewTerms(suite.server.databaseUrl)
  })

  for (const [language, name, checkbox] of [
    ['fr', 'Nouvelles conditions générales', "J'ai lu et j'accepte les conditions générales"],
    ['en', 'New terms and conditions', 'I have read and accept the terms and conditions'],
  ] as const) {
    it(`keeps the focus in the terms, which Escape does not close (${language})`, async () => {
      const page = await newPage(suite.browser, { language })
      try {
        await skipFirstVisitNotices(page)
        await openApp(page, 'demo', 'login')
        await logInAndLeaveLogin(page, 'driver@demo.test', PASSWORD)
        // The member accepted the earlier version: the title says the terms changed.
        const title = page.getByRole('dialog').getByRole('heading').first()
        await title.waitFor()
        assert.equal((await title.innerText()).trim(), name, 'the title of the terms a member accepted before')
        const dialog = await checkOpenDialog(page, { role: 'dialog', name, described: true }, `forced terms (${language})`)
        await dialog.getByRole('checkbox', { name: checkbox }).waitFor()
        // Acceptance is required (spec section 2): Escape leaves the dialog open, the focus in it.
        await page.keyboard.press('Escape')
        await dialog.getByRole('checkbox', { name: checkbox }).waitFor()
        assert.equal((await focusIn(dialog)).inside, true, 'after Escape the focus is still inside')
        assert.equal(await dialog.isVisible(), true, 'Escape does not close the terms')
      } finally {
        await closePage(page)
      }
    })
  }
})
