import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { logInAndLeaveLogin, openApp } from '../support/page'
import type { TenantSlug } from '../support/tenants'
import { cancelRental, choose, confirmBooking } from './search-support'

const suite = useBrowser()

/** A calendar day, `offset` days from today, in a tenant's zone, as yyyy-MM-dd. */
function dayIn(timeZone: string, offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000))
}

async function logInOn(page: Page, tenant: TenantSlug, email: string): Promise<Locator> {
  await openApp(page, tenant, 'login')
  await logInAndLeaveLogin(page, email, 'Demo-2026!')
  const form = page.getByRole('form', { name: 'Votre recherche' })
  await form.waitFor()
  return form
}

async function fillDates(form: Locator, day: string, start: string, end: string): Promise<void> {
  await form.getByRole('group', { name: 'Départ' }).getByLabel('Date').fill(day)
  await form.getByRole('group', { name: 'Départ' }).getByLabel('Heure').selectOption(start)
  await form.getByRole('group', { name: 'Retour' }).getByLabel('Heure').selectOption(end)
}

/** Searches, opens the first vehicle and asks to book it: answers the review, axe-checked on the way. */
async function searchToReview(page: Page, form: Locator): Promise<Locator> {
  await form.getByRole('button', { name: 'Rechercher' }).click()
  const list = page.getByRole('list', { name: 'Véhicules disponibles' })
  await list.waitFor()
  await expectNoAxeViolations(page, 'the results')
  await list.getByRole('button').first().click()
  await page.getByRole('button', { name: 'Réserver', exact: true }).waitFor()
  await expectNoAxeViolations(page, 'the vehicle')
  await page.getByRole('button', { name: 'Réserver', exact: true }).click()
  const review = page.getByRole('region', { name: 'Vérifiez votre réservation' })
  await review.getByRole('button', { name: 'Confirmer la réservation' }).waitFor()
  await expectNoAxeViolations(page, 'the booking review')
  return review
}

/** Confirms, checks the confirmation screen, and cancels the rental so the tenant's limit holds. */
async function confirmAndCancel(page: Page): Promise<void> {
  const response = await confirmBooking(page)
  assert.equal(response.status(), 201)
  const { rental } = (await response.json()) as { rental: { id: number } }
  try {
    await page.getByRole('heading', { name: 'Réservation confirmée' }).waitFor()
    await page.getByRole('heading', { name: 'Accès au véhicule' }).waitFor()
    await expectNoAxeViolations(page, 'the confirmation')
  } finally {
    await cancelRental(page, rental.id)
  }
}

describe('the booking review shows only what the tenant offers', () => {
  it("'simple' (every feature off): no category, purpose, code, destination, distance nor carpool", async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      const form = await logInOn(page, 'simple', 'driver@simple.test')
      for (const absent of ['Motif de la location', 'Code promo', 'Destination', 'Type de véhicule', 'Station de retour']) {
        assert.equal(await form.getByLabel(absent, { exact: true }).count(), 0, `the search form has no "${absent}"`)
      }
      await choose(page, 'Station de départ', 'Vieux-Québec')
      await fillDates(form, dayIn('America/Montreal', 5), '09:00', '12:00')
      const review = await searchToReview(page, form)

      await review.getByText('Vieux-Québec', { exact: true }).waitFor()
      const text = await review.innerText()
      for (const absent of ['Catégorie', 'Motif', 'Code promo', 'Destination', 'Distance estimée', 'Covoiturage', 'géolocalisé']) {
        assert.ok(!text.includes(absent), `the review says "${absent}" on a tenant without it:\n${text}`)
      }
      assert.equal(await review.getByRole('checkbox').count(), 0, 'no carpool box')
      await confirmAndCancel(page)
    } finally {
      await closePage(page)
    }
  })

  it("'entreprise' (address engine, categories, estimated distance, carpooling): the review says the distance given", async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      const form = await logInOn(page, 'entreprise', 'manager@entreprise.test')
      for (const absent of ['Motif de la location', 'Code promo', 'Station de départ']) {
        assert.equal(await form.getByLabel(absent, { exact: true }).count(), 0, `the search form has no "${absent}"`)
      }
      await form.getByRole('combobox', { name: 'Adresse de départ' }).fill('Gare de Lyon')
      await page
        .getByRole('option', { name: /^Gare de Lyon/ })
        .first()
        .click()
      await fillDates(form, dayIn('Europe/Paris', 6), '09:00', '12:00')
      await form.getByRole('spinbutton', { name: 'Distance estimée (km)' }).fill('40')
      const review = await searchToReview(page, form)

      await review.getByText('Distance estimée : 40 km').waitFor()
      await review.getByRole('term').filter({ hasText: 'Catégorie' }).waitFor()
      await review.getByRole('group', { name: 'Covoiturage' }).getByRole('checkbox', { name: 'Proposer des places en covoiturage' }).waitFor()
      const text = await review.innerText()
      for (const absent of ['Motif', 'Code promo', 'Destination :']) {
        assert.ok(!text.includes(absent), `the review says "${absent}" on a tenant without it:\n${text}`)
      }
      await confirmAndCancel(page)
    } finally {
      await closePage(page)
    }
  })
})
