import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { connectDatabase } from '../../server/db/connect'
import { memberPage, skipFirstVisitNotices } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { openApp, waitForHeading } from '../support/page'
import { useBrowser } from '../support/suite'
import { tenantOrigin } from '../support/tenants'
import { chat, focusMessageBox } from './chat-page'

// Its own server: the test adds closed rentals to a driver's history.
const suite = useBrowser(() => startOwnServer('chat-parity'))

/** 16 more closed rentals for driver@demo.test, one every 5 days back from 100 days ago: the history has two pages of 15. */
async function addHistory(databaseUrl: string): Promise<void> {
  const handle = await connectDatabase(databaseUrl)
  try {
    const { db } = handle
    const driver = await db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select(['u.id'])
      .where('t.slug', '=', 'demo')
      .where('u.email', '=', 'driver@demo.test')
      .executeTakeFirstOrThrow()
    const { id: _id, ...closed } = await db.selectFrom('rentals').selectAll().where('driver_id', '=', driver.id).where('status', '=', 'closed').limit(1).executeTakeFirstOrThrow()
    for (let i = 0; i < 16; i++) {
      const start = Date.now() - (100 + i * 5) * 86_400_000
      await db
        .insertInto('rentals')
        .values({ ...closed, reservation_start_time: start, reservation_end_time: start + 3 * 3600_000, created_at: start - 86_400_000, updated_at: start + 3 * 3600_000 })
        .execute()
    }
  } finally {
    await handle.close()
  }
}

describe('the booking card and lists at parity with the screens (driver@demo.test)', () => {
  let page: Page
  before(async () => {
    await addHistory(suite.server.databaseUrl)
    page = await memberPage(suite.browser, 'driver@demo.test')
  })

  it('shows the rental in progress with its access text, places, vehicle and rental terms, by keyboard, axe-clean', async () => {
    const c = chat(page)
    await c.ready()
    await focusMessageBox(page)
    await c.say('ma location en cours', /Voici votre location en cours/)
    const card = c.card('Votre réservation').last()
    await card
      .getByRole('group', { name: "Instructions d'accès au véhicule" })
      .getByText(/Présentez votre carte de membre/)
      .waitFor()
    await card.getByRole('group', { name: 'Lieux' }).waitFor()
    await card.getByRole('link', { name: 'Voir le plan sur la page de la réservation' }).waitFor()
    // The vehicle's facts: one disclosure, opened with the keyboard.
    const facts = card.getByText('Le véhicule', { exact: true })
    await facts.focus()
    await page.keyboard.press('Enter')
    await card.getByText('Immatriculation').waitFor({ state: 'visible' })
    await expectNoAxeViolations(page, 'the booking card of a rental in progress')
    // The rental terms open in a dialog and close with Escape, the focus back on their button.
    const terms = card.getByRole('button', { name: 'Conditions de location' })
    await terms.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // The dialog gives the focus back a task after it has gone (Radix's focus scope): wait for it there.
    await page.waitForFunction((el) => el === document.activeElement, await terms.elementHandle(), { timeout: 5_000 })
  })

  it('beside the detail page of the same rental, repeats none of its landmarks or ids (axe)', async () => {
    const c = chat(page)
    await page.getByRole('link', { name: 'Voir le plan sur la page de la réservation' }).last().click()
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()
    await page.getByRole('region', { name: "Instructions d'accès au véhicule" }).waitFor()
    await c.ready()
    await focusMessageBox(page)
    await c.say('ma location en cours', /Voici votre location en cours/)
    await c.card('Votre réservation').last().getByRole('group', { name: "Instructions d'accès au véhicule" }).waitFor()
    await expectNoAxeViolations(page, 'the booking card beside its detail page')
  })

  it('pages through the history with "more", grouped by month, the focus on the first booking added', async () => {
    const c = chat(page)
    await focusMessageBox(page)
    await c.say("l'historique de mes réservations", "Voici l'historique de vos réservations.")
    const card = c.card('Historique des réservations').last()
    const first = card.getByText(/^15 sur \d+ affichées\.$/)
    await first.waitFor()
    const total = Number(/sur (\d+)/.exec((await first.textContent()) ?? '')?.[1])
    assert.ok(total > 15 && total <= 30, `total ${total}`)
    const months = await card.getByRole('heading', { level: 5 }).allTextContents()
    assert.ok(months.length >= 2, `months: ${months.join(', ')}`)
    assert.equal(new Set(months).size, months.length, 'each month once')
    const more = card.getByRole('button', { name: 'Afficher plus (Historique des réservations)' })
    await more.focus()
    await page.keyboard.press('Enter')
    await card.getByText(`${total} sur ${total} affichées.`).waitFor()
    // The rows come in one render, the focus moves to the first one added in the next.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Voir le détail', undefined, { timeout: 5000 }).catch(() => undefined)
    const focused = await page.evaluate(() => document.activeElement?.textContent)
    assert.equal(focused, 'Voir le détail')
    assert.equal(await more.count(), 0)
    await expectNoAxeViolations(page, 'the history card on its second page')
  })
})

describe('a guest in the chat (demo)', () => {
  it('asks for the password reset link in the chat, and the e-mail goes out', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await skipFirstVisitNotices(page)
      await openApp(page, 'demo', 'account/help/faq')
      const c = chat(page)
      await c.ready()
      await focusMessageBox(page)
      await c.say("j'ai oublié mon mot de passe", /Mot de passe oublié \?/)
      const card = c.card('Mot de passe oublié').last()
      await card.getByLabel('Adresse e-mail').fill('driver2@demo.test')
      await card.getByLabel('Adresse e-mail').press('Enter')
      await card
        .getByRole('status')
        .getByText(/un e-mail avec un lien de réinitialisation vient de vous être envoyé/)
        .waitFor()
      const outbox = await page.request.get(`${tenantOrigin('demo')}/api/dev/outbox?channel=email&recipient=${encodeURIComponent('driver2@demo.test')}&limit=1`)
      assert.match(await outbox.text(), /reset-password/)
      await expectNoAxeViolations(page, 'the password reset card, sent')
    } finally {
      await closePage(page)
    }
  })

  it('reaches the four-step account deletion guide, in English too', async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    try {
      await skipFirstVisitNotices(page)
      await openApp(page, 'demo', 'account/help/faq')
      const c = chat(page)
      await c.ready()
      await focusMessageBox(page)
      await c.say('how do I delete my account', /Here is how deleting an account works, in 4 steps/)
      const guide = c.card('Deleting your account').last()
      // The guide's texts come in a chunk of their own: its fourth step, then no fifth.
      await guide.getByRole('listitem').nth(3).waitFor()
      assert.equal(await guide.getByRole('listitem').count(), 4)
      await expectNoAxeViolations(page, 'the account deletion guide card')
    } finally {
      await closePage(page)
    }
  })
})

describe('single sign-on in the chat (entreprise, private with SSO)', () => {
  it('offers single sign-on on the login card, saying such an account has no password', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await skipFirstVisitNotices(page)
      await openApp(page, 'entreprise', 'account/help/faq')
      await waitForHeading(page, 'Questions fréquentes')
      const c = chat(page)
      await c.ready()
      await focusMessageBox(page)
      await c.say('me connecter', /./)
      const card = c.card('Connexion').last()
      const sso = card.getByRole('button', { name: "Se connecter avec l'authentification unique" })
      await sso.waitFor()
      assert.match((await sso.getAttribute('aria-describedby')) ?? '', /sso-help/)
      await card.getByText(/Il n'a pas de mot de passe ici/).waitFor()
      await expectNoAxeViolations(page, 'the login card with single sign-on')
    } finally {
      await closePage(page)
    }
  })
})
