import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { focusedName, headingFocused, say, tabTo } from './chat-keyboard'
import { cancelRental, seededCarpoolDayInFrench, waitForRentalCreated } from './search-support'
import { logInWithToken } from '../support/token-login'

const suite = useBrowser()

describe('booking in the chat', () => {
  it('"voiture demain 9h à la Gare Centrale pour 3h" -> results -> book -> confirmation, keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logInWithToken(page, 'driver@demo.test')
      const log = page.getByRole('log', { name: "Conversation avec l'assistant" })
      const composer = page.getByRole('textbox', { name: 'Votre message' })
      await composer.waitFor()
      await say(page, composer, 'voiture demain 9h à la Gare Centrale pour 3h')

      // The dates are said back in words before anything else.
      await log.getByText(/Je cherche un véhicule à la station Gare Centrale, demain, .* de 9 h à 12 h/).waitFor()
      const results = log.getByRole('article', { name: 'Véhicules disponibles' }).last()
      const list = results.getByRole('list', { name: 'Véhicules disponibles' })
      await list.waitFor()
      // A small map of the results follows the list (its pins are not tab stops).
      await results.getByRole('region', { name: 'Carte des véhicules trouvés' }).locator('.leaflet-marker-icon').first().waitFor()
      await expectNoAxeViolations(page, 'the results card')

      // The card took the focus: the first vehicle is one Tab away.
      await page.keyboard.press('Tab')
      const vehicleName = (await focusedName(page)).split(/\s{2,}|·/)[0]
      assert.match(await page.evaluate(() => document.activeElement?.getAttribute('data-result') ?? ''), /^\d+$/)
      await page.keyboard.press('Enter')

      const book = log.getByRole('button', { name: /^Réserver la / }).last()
      await book.waitFor()
      await expectNoAxeViolations(page, 'the vehicle card')
      // The vehicle card takes the focus on its heading, the vehicle's name; its book button follows.
      const vehicleCard = log
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /^Réserver la / }) })
        .last()
      await headingFocused(page, ((await vehicleCard.getByRole('heading').first().textContent()) ?? '').trim())
      await tabTo(page, /^Réserver la /)
      await page.keyboard.press('Enter')

      const review = log.getByRole('article', { name: 'Vérifiez votre réservation' }).last()
      await review.waitFor()
      // The demo tenant requires a rental label and a destination: the card asks them first, nothing to confirm yet.
      await review.getByText('ce service demande quelques précisions sur le trajet').waitFor()
      assert.equal(await review.getByRole('button', { name: 'Confirmer la réservation' }).count(), 0)
      await expectNoAxeViolations(page, 'the trip details question')
      await tabTo(page, /^Personnel$/)
      await page.keyboard.press('Enter')
      // The next question's field takes the focus.
      assert.equal(await focusedName(page), 'Adresse ou ville de destination')
      await page.keyboard.type('Laval')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Visite')
      await page.keyboard.press('Enter')
      await review.getByText('Motif : Personnel').waitFor()
      await review.getByText(/^Destination : Visite \(/).waitFor()
      await review
        .getByText(/Départ/)
        .first()
        .waitFor()
      await expectNoAxeViolations(page, 'the booking review card')
      const created = waitForRentalCreated(page)
      // The last answer took the focus to the card's confirm button (not the classic review's behind the chat).
      assert.match(await focusedName(page), /^Confirmer la réservation de la /)
      await page.keyboard.press('Enter')
      const response = await created
      assert.equal(response.status(), 201, `booking ${vehicleName}`)
      const rental = ((await response.json()) as { rental: { id: number; rental_label_id: number | null; destination: { label: string | null } | null } }).rental
      assert.notEqual(rental.rental_label_id, null, 'the label chosen is booked')
      assert.equal(rental.destination?.label, 'Visite')
      try {
        const confirmation = log.getByRole('article', { name: 'Réservation confirmée' })
        await confirmation.waitFor()
        await confirmation.getByRole('heading', { name: 'Accès au véhicule' }).waitFor()
        // The text itself within the tenant's lead time before the start, else when it will show (contracts/access-rules.ts).
        await confirmation
          .getByText(/la clé est dans la boîte à gants|Les instructions d'accès s'afficheront ici et dans votre réservation à partir du/)
          .first()
          .waitFor()
        await expectNoAxeViolations(page, 'the confirmation card')
      } finally {
        await cancelRental(page, rental.id)
      }
    } finally {
      await closePage(page)
    }
  })

  it('joins a carpool from the chat with the keyboard only', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logInWithToken(page, 'admin@demo.test')
      const log = page.getByRole('log', { name: "Conversation avec l'assistant" })
      const composer = page.getByRole('textbox', { name: 'Votre message' })
      await composer.waitFor()
      const day = await seededCarpoolDayInFrench(page)
      await say(page, composer, `covoiturage ${day} à Berri-UQAM pour Québec`)
      // The whole day said (dialogue rule 8), up to its last minute.
      await log.getByText(/Je cherche les covoiturages proposés à la station Berri-UQAM, .* de 0 h à 23 h 59\./).waitFor()
      const offers = log.getByRole('list', { name: 'Covoiturages proposés' })
      await offers.waitFor()
      await expectNoAxeViolations(page, 'the carpool offers card')
      await tabTo(page, /^Rejoindre : Alex vers Québec – Vieux-Québec$/)
      await page.keyboard.press('Enter')

      const review = log.getByRole('article', { name: 'Rejoindre ce covoiturage' })
      await review.waitFor()
      await review.getByText('Destination du covoiturage : Québec – Vieux-Québec').waitFor()
      await expectNoAxeViolations(page, 'the carpool review card')
      const joined = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/user\/rentals\/\d+\/passengers$/.test(new URL(r.url()).pathname))
      await tabTo(page, /^Rejoindre le covoiturage de la /)
      await page.keyboard.press('Enter')
      assert.equal((await joined).status() < 300, true)
      await log.getByRole('article', { name: 'Vous avez rejoint le covoiturage' }).waitFor()
      await expectNoAxeViolations(page, 'the carpool confirmation card')
    } finally {
      await closePage(page)
    }
  })
})
