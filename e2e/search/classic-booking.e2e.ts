import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { waitForAppPath } from '../support/page'
import { bookResult, cancelRental, confirmBooking, fillSearchForm, submitSearch, tenantDay, waitForRentalCreated } from './search-support'
import { logInWithToken } from '../support/token-login'

const suite = useBrowser()

describe('classic search and booking', () => {
  it('searches, opens a vehicle, books it and lands on the confirmation, axe-clean at each step', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logInWithToken(page, 'driver@demo.test')
      const form = page.getByRole('form', { name: 'Votre recherche' })
      await form.waitFor()
      // Nothing to search yet: the submit waits for the fields of spec section 5.
      assert.equal(await form.getByRole('button', { name: 'Rechercher' }).isDisabled(), true)
      await page.getByRole('region', { name: /carte des véhicules/i }).waitFor()
      await expectNoAxeViolations(page, 'the search form and the map')

      await fillSearchForm(page, {
        station: 'Gare Centrale',
        day: tenantDay(4),
        start: '09:00',
        end: '12:00',
        label: 'Personnel',
        destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Visite client' },
      })
      await submitSearch(page)
      const list = page.getByRole('list', { name: 'Véhicules disponibles' })
      await list.waitFor()
      await page.getByRole('list', { name: 'Critères de la recherche' }).getByText('Départ : Gare Centrale').waitFor()
      await expectNoAxeViolations(page, 'the results')

      const first = list.getByRole('button').first()
      const name = (await first.locator('span.font-semibold').first().innerText()).trim()
      await first.click()
      await page.getByRole('heading', { level: 2, name: new RegExp(name) }).waitFor()
      await page.getByText('Réserver ce véhicule').waitFor()
      await expectNoAxeViolations(page, 'the vehicle')

      await page.getByRole('button', { name: 'Réserver', exact: true }).click()
      await page.getByRole('heading', { name: 'Vérifiez votre réservation' }).waitFor()
      await page.getByText(/^Destination : Visite client \(Laval/).waitFor()
      await page.getByRole('group', { name: 'Covoiturage' }).waitFor()
      await expectNoAxeViolations(page, 'the booking review')

      // Discarding returns to the vehicle; booking again comes back to the review.
      await page.getByRole('button', { name: 'Revenir au véhicule' }).click()
      await page.getByRole('button', { name: 'Réserver', exact: true }).click()

      const response = await confirmBooking(page)
      assert.equal(response.status(), 201)
      const rental = ((await response.json()) as { rental: { id: number } }).rental
      try {
        await page.getByRole('heading', { name: 'Réservation confirmée' }).waitFor()
        await page.getByRole('heading', { name: 'Accès au véhicule' }).waitFor()
        // Read once the rental is held (GET /vehicles/{id}): search answers never carry it.
        // The text itself within the tenant's lead time before the start, else when it will show (contracts/access-rules.ts).
        await page
          .getByText(/la clé est dans la boîte à gants|Les instructions d'accès s'afficheront ici et dans votre réservation à partir du/)
          .first()
          .waitFor()
        await page.getByRole('link', { name: 'Comment ça marche ?' }).waitFor()
        await expectNoAxeViolations(page, 'the confirmation')
        await page.getByRole('button', { name: 'Voir mes réservations' }).click()
        await waitForAppPath(page, 'account/bookings')
      } finally {
        await cancelRental(page, rental.id)
      }
    } finally {
      await closePage(page)
    }
  })

  it('asks the privacy-usage question before booking a geotracked vehicle', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logInWithToken(page, 'driver@demo.test')
      await fillSearchForm(page, {
        station: 'Gare Centrale',
        day: tenantDay(8),
        start: '13:00',
        end: '15:00',
        label: 'Personnel',
        destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Sortie' },
      })
      await bookResult(page, /Volkswagen Jetta/)
      await page.getByText("Ce véhicule est géolocalisé : votre accord sur l'usage privé vous sera demandé.").waitFor()
      await page.getByRole('button', { name: 'Confirmer la réservation' }).click()

      const dialog = page.getByRole('dialog', { name: 'Géolocalisation à usage privé' })
      await dialog.waitFor()
      await dialog.getByText(/accepter ou refuser la géolocalisation/).waitFor()
      await expectNoAxeViolations(page, 'the privacy-usage question')
      const created = waitForRentalCreated(page)
      await dialog.getByRole('button', { name: 'Je refuse et je réserve' }).click()
      const response = await created
      const { rental } = (await response.json()) as { rental: { id: number; geotracking: boolean } }
      try {
        assert.equal(response.status(), 201)
        assert.equal(rental.geotracking, false)
        await page.getByRole('heading', { name: 'Réservation confirmée' }).waitFor()
      } finally {
        await cancelRental(page, rental.id)
      }
    } finally {
      await closePage(page)
    }
  })
})
