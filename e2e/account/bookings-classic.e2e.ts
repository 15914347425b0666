import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { waitForAppPath } from '../support/page'
import { memberPage, openScreen, waitForToast } from './account-support'

const suite = useBrowser(() => startOwnServer('account'))
// One page for the file's tests, opened by the describe below; closing the browser closes it.
let page: Page

/** The value a description list shows for a term ("Fin" -> "26 nov. 2026 22:00"). */
async function fact(term: string): Promise<string> {
  return (
    await page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .first()
      .innerText()
  ).trim()
}

async function openFromList(list: string, vehicle: string | RegExp): Promise<void> {
  await openScreen(page, 'account/bookings', 'Mes réservations')
  const section = page.getByRole('region', { name: new RegExp(`^${list}`) })
  await section.getByRole('link', { name: vehicle }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()
}

describe('bookings on the classic screens (driver@demo.test)', () => {
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
  })

  it('lists bookings in progress and upcoming, the history by month and the carpoolings, axe-clean', async () => {
    await openScreen(page, 'account/bookings', 'Mes réservations')
    const inProgress = page.getByRole('region', { name: /^En cours/ })
    const upcoming = page.getByRole('region', { name: /^À venir/ })
    await inProgress.getByRole('listitem').first().waitFor()
    await upcoming.getByRole('listitem').first().waitFor()
    await upcoming
      .getByText(/Modifiable jusqu'au \d+ \S+ \d{4} \d\d:\d\d/)
      .first()
      .waitFor()
    await expectNoAxeViolations(page, 'account/bookings')

    await page.getByRole('link', { name: "Voir l'historique" }).click()
    await waitForAppPath(page, 'account/bookings-history')
    await page.getByRole('heading', { level: 1, name: 'Historique des réservations' }).waitFor()
    const months = page.getByRole('heading', { level: 2 })
    // Closed bookings spread over several months: wait for a second month's heading rather than count
    // at the first (under load the count was taken before the list had finished rendering).
    await months.nth(1).waitFor()
    assert.match(await months.first().innerText(), /^[A-ZÉ][a-zéû]+ \d{4}$/)
    await page.getByText('Annulée').first().waitFor()
    await expectNoAxeViolations(page, 'account/bookings-history')

    await openScreen(page, 'account/carpoolings', 'Mes covoiturages')
    const carpool = page
      .getByRole('region', { name: /^À venir/ })
      .getByRole('link')
      .first()
    await carpool.click()
    await page.getByRole('heading', { level: 1, name: 'Votre covoiturage' }).waitFor()
    // A passenger sees the driver card, not the booking's actions; no price before the end.
    await page.getByRole('heading', { level: 2, name: 'Conducteur' }).waitFor()
    await page.getByText('Alex Gagnon').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Modifier la réservation' }).count(), 0)
    assert.equal(await page.locator('dt', { hasText: /^Prix$/ }).count(), 0)
    await page.getByRole('heading', { name: 'Passagers' }).waitFor()
    await expectNoAxeViolations(page, 'a carpool joined, as its passenger')
  })

  it('shows every field of a finished booking, price and distance included', async () => {
    await openScreen(page, 'account/bookings-history', 'Historique des réservations')
    await page.getByRole('listitem').filter({ hasText: 'Terminée' }).first().getByRole('link').first().click()
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()
    for (const term of ['Début', 'Fin', 'Durée', 'Portes', 'Places', 'Énergie', 'Boîte de vitesses', 'Identifiant interne', 'Immatriculation', 'Station de départ']) {
      assert.ok((await fact(term)).length > 0, `${term} is shown`)
    }
    assert.match(await fact('Prix'), /\d+,\d\d\s\$/)
    await page.getByRole('region', { name: 'Carte de la réservation' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Annuler la réservation' }).count(), 0)
    await expectNoAxeViolations(page, 'a finished booking')
  })

  it('modifies the upcoming booking in the modal, bounded to quarter hours, and says until when', async () => {
    await openFromList('À venir', /Toyota Yaris/)
    await page.getByText(/^Modifiable jusqu'au \d+ \S+ \d{4} \d\d:\d\d$/).waitFor()
    await page.getByText(/^Annulable jusqu'au \d+ \S+ \d{4} \d\d:\d\d$/).waitFor()
    await expectNoAxeViolations(page, 'an upcoming booking')
    const endBefore = await fact('Fin')

    await page.getByRole('button', { name: 'Modifier la réservation' }).click()
    const dialog = page.getByRole('dialog', { name: 'Modifier la réservation' })
    await dialog.waitFor()
    const confirm = dialog.getByRole('button', { name: 'Confirmer la modification' })
    assert.equal(await confirm.isDisabled(), true, 'nothing changed yet')
    await dialog.getByText('Choisissez un nouvel horaire pour confirmer.').waitFor()
    await expectNoAxeViolations(page, 'the modify modal')

    const endTime = dialog.getByRole('group', { name: 'Fin' }).getByLabel('Heure')
    const times = await endTime.locator('option').allTextContents()
    assert.ok(
      times.every((t) => /^\d\d:(00|15|30|45)$/.test(t)),
      'quarter-hour steps',
    )
    const current = await endTime.inputValue()
    const next = times[times.indexOf(current) + 1] ?? times[times.indexOf(current) - 1]
    await endTime.selectOption(next)
    await dialog.getByText(/^Nouveaux horaires : du .+ au .+\.$/).waitFor()
    await confirm.click()
    await waitForToast(page, 'Votre réservation a été modifiée.')
    await dialog.waitFor({ state: 'detached' })
    assert.notEqual(await fact('Fin'), endBefore)
    assert.match(await fact('Fin'), new RegExp(`${next}$`))
  })

  it('switches geotracking on with the consent modal, then refuses it, on the rental in progress', async () => {
    await openFromList('En cours', /Honda Fit/)
    assert.equal(await fact('Géolocalisation'), 'Désactivée')
    assert.equal(await page.getByRole('button', { name: 'Annuler la réservation' }).count(), 0, 'a rental in progress cannot be cancelled')
    await page.getByRole('button', { name: 'Activer la géolocalisation' }).click()
    const consent = page.getByRole('dialog', { name: 'Activer la géolocalisation' })
    await consent.waitFor()
    await consent.getByRole('heading').first().waitFor()
    await expectNoAxeViolations(page, 'the geotracking consent modal')
    await consent.getByRole('button', { name: "J'accepte la géolocalisation" }).click()
    await waitForToast(page, 'La géolocalisation a été mise à jour.')
    await page.locator('dd', { hasText: /^Activée$/ }).waitFor()

    await page.getByRole('button', { name: 'Refuser la géolocalisation' }).click()
    const refusal = page.getByRole('dialog', { name: 'Refuser la géolocalisation' })
    await refusal.waitFor()
    await expectNoAxeViolations(page, 'the geotracking refusal modal')
    await refusal.getByRole('button', { name: 'Refuser la géolocalisation' }).click()
    await page.locator('dd', { hasText: /^Désactivée$/ }).waitFor()
  })

  it('cancels the upcoming booking after its confirmation; it leaves the upcoming list for the history', async () => {
    await openFromList('À venir', /Toyota Yaris/)
    await page.getByRole('button', { name: 'Annuler la réservation' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Annuler la réservation ?' })
    await dialog.waitFor()
    await expectNoAxeViolations(page, 'the cancellation modal')
    await dialog.getByRole('button', { name: 'Non, la garder' }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Annuler la réservation' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler la réservation' }).click()
    await waitForToast(page, 'Votre réservation a été annulée.')
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).locator('xpath=..').getByText('Annulée').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Modifier la réservation' }).count(), 0)

    await page.getByRole('link', { name: 'Retour à mes réservations' }).click()
    const upcoming = page.getByRole('region', { name: /^À venir/ })
    await upcoming.getByText('Aucune réservation à venir.').waitFor()
    await openScreen(page, 'account/bookings-history', 'Historique des réservations')
    await page.getByRole('listitem').filter({ hasText: 'Toyota Yaris' }).filter({ hasText: 'Annulée' }).first().waitFor()
  })
})
