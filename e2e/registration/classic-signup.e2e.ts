import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { openApp, waitForAppPath } from '../support/page'
import { bookResult, cancelRental, confirmBooking, fillSearchForm, tenantDay } from '../search/search-support'
import { pdf, png, textNamedPng, type UploadFile } from './fixtures'
import { chooseFile, newcomer, pasteInto, readSmsCode, validateDriver, withSlowUploads, wrongCode } from './registration-support'

const suite = useBrowser(() => startOwnServer('registration'))

async function stepHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name }).waitFor()
}

async function currentStep(page: Page): Promise<string> {
  // The step's number is drawn for the eye only (aria-hidden); its name is the last line.
  const text = await page.getByRole('navigation', { name: "Étapes de l'inscription" }).locator('li[aria-current="step"]').innerText()
  return text.trim().split('\n').pop() ?? ''
}

const upload = (page: Page, slot: string, file: UploadFile) => chooseFile(page, slot, file)

async function uploaded(page: Page, slot: string, fileName: string): Promise<void> {
  await page
    .getByRole('group', { name: new RegExp(`^${slot}`) })
    .getByText(`Fichier reçu : ${fileName}`)
    .waitFor()
}

describe('registration on the classic screens', () => {
  it('takes a newcomer through every step, then the admin validates them and they book', async () => {
    const person = newcomer('classic')
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      // Account: the submit waits for the terms.
      await openApp(page, 'demo', 'signup')
      await page.getByRole('heading', { level: 1, name: 'Inscription' }).waitFor()
      assert.equal(await currentStep(page), 'Création du compte')
      const steps = page.getByRole('navigation', { name: "Étapes de l'inscription" }).getByRole('listitem')
      assert.equal(await steps.count(), 9)
      await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email)
      await page.getByLabel('Mot de passe', { exact: true }).fill('Bienvenue-2026')
      await page.getByLabel('Confirmation du mot de passe').fill('Bienvenue-2026')
      const create = page.getByRole('button', { name: 'Créer mon compte' })
      assert.equal(await create.isDisabled(), true)
      await expectNoAxeViolations(page, 'the account step')
      await page.getByRole('button', { name: 'Lire les conditions générales' }).click()
      await page.getByRole('dialog').waitFor()
      await expectNoAxeViolations(page, 'the terms dialog')
      await page.keyboard.press('Escape')
      await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check()
      assert.equal(await create.isDisabled(), false)
      await create.click()

      // Personal details: required fields and the tenant's date format (DD-MM-YYYY).
      await stepHeading(page, 'Informations personnelles')
      assert.match(await steps.first().innerText(), /terminée/)
      await page.getByLabel(/^Date de naissance/).fill('31021990')
      assert.equal(await page.getByLabel(/^Date de naissance/).inputValue(), '31-02-1990')
      await page.getByRole('button', { name: 'Suivant' }).click()
      await page.getByText('Date invalide').waitFor()
      await page.getByText('Ce champ est obligatoire').first().waitFor()
      await expectNoAxeViolations(page, 'the personal details with errors')
      await page.getByLabel(/^Prénom/).fill('Ana')
      await page.getByLabel(/^Nom/).fill('Tremblay')
      await page.getByLabel(/^Date de naissance/).fill('15-06-1990')
      await page.getByLabel(/^Adresse \*?$/).fill('1200 rue Saint-Denis')
      await page.getByLabel(/^Code postal/).fill('H2X 3J6')
      await page.getByLabel(/^Ville/).fill('Montréal')
      await page.getByLabel(/^Pays/).fill('Canada')
      await page.getByRole('button', { name: 'Suivant' }).click()

      // Phone: a wrong code, the other-number modal (throttled within the minute), then the pasted code.
      await stepHeading(page, 'Numéro de téléphone')
      await page.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill(person.phone)
      await page.getByRole('button', { name: 'Recevoir le code' }).click()
      await page.getByText(/Un code à 6 chiffres a été envoyé au \(514\) /).waitFor()
      await expectNoAxeViolations(page, 'the SMS code step')
      const code = await readSmsCode(suite.server.url, person.phone)
      const wrong = wrongCode(code)
      for (let i = 0; i < 6; i += 1) await page.getByRole('textbox', { name: `Chiffre ${i + 1} sur 6` }).pressSequentially(wrong[i])
      await page.getByRole('alert').getByText('Le code SMS est invalide').waitFor()
      assert.equal(await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).inputValue(), '')

      await page.getByRole('button', { name: 'Envoyer à un autre numéro' }).click()
      const modal = page.getByRole('dialog', { name: 'Envoyer le code à un autre numéro' })
      await modal.waitFor()
      await modal.getByRole('button', { name: 'Envoyer le code' }).click()
      await modal.getByText('Ce champ est obligatoire').waitFor()
      await expectNoAxeViolations(page, 'the other-number modal')
      await modal.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill(person.otherPhone)
      await modal.getByRole('button', { name: 'Envoyer le code' }).click()
      await modal.getByText(/patientez une minute/).waitFor()
      await modal.getByRole('button', { name: 'Annuler' }).click()
      await modal.waitFor({ state: 'hidden' })

      await pasteInto(page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }), code)

      // Licence details.
      await stepHeading(page, 'Permis de conduire')
      await page.getByLabel(/^Numéro de permis/).fill('T6543-150690-01')
      await page.getByLabel(/^Date d'expiration du permis/).fill('01012031')
      assert.equal(await page.getByLabel(/^Date d'expiration du permis/).inputValue(), '01-01-2031')
      await page.getByRole('button', { name: 'Suivant' }).click()

      // Licence photos: a text file named .png is refused by its content, then real files; a slow upload shows its progress.
      await stepHeading(page, 'Photos du permis')
      const next = page.getByRole('button', { name: 'Suivant' })
      assert.equal(await next.isDisabled(), true)
      await expectNoAxeViolations(page, 'the licence photos step')
      // One control per slot for screen readers: the visible button, not also the native file input.
      assert.equal(await page.getByRole('button', { name: /^Fichier :/ }).count(), 0)
      assert.equal(await page.getByRole('button', { name: /^Choisir un fichier :/ }).count(), 2)
      await upload(page, 'Permis de conduire, recto', textNamedPng())
      await page
        .getByRole('group', { name: /^Permis de conduire, recto/ })
        .getByRole('alert')
        .getByText('Type de fichier non accepté : PNG, JPEG ou PDF uniquement')
        .waitFor()
      // The same file would be refused again: no retry, a new file is chosen.
      assert.equal(await page.getByRole('button', { name: "Réessayer l'envoi : Permis de conduire, recto" }).count(), 0)
      await withSlowUploads(page, 3_000, async () => {
        await upload(page, 'Permis de conduire, recto', png('permis-recto.png', 400, true))
        const progress = page.getByRole('progressbar', { name: 'Envoi : Permis de conduire, recto' })
        await progress.waitFor()
        const now = Number(await progress.getAttribute('aria-valuenow'))
        assert.ok(now >= 0 && now <= 100, `progress ${now}`)
        await expectNoAxeViolations(page, 'an upload in progress')
        await uploaded(page, 'Permis de conduire, recto', 'permis-recto.png')
      })
      assert.equal(await next.isDisabled(), true)
      await upload(page, 'Permis de conduire, verso', pdf('permis-verso.pdf'))
      await uploaded(page, 'Permis de conduire, verso', 'permis-verso.pdf')
      await expectNoAxeViolations(page, 'the licence photos uploaded')
      await next.click()

      await stepHeading(page, "Pièce d'identité")
      await upload(page, "Pièce d'identité, recto", png('identite-recto.png'))
      await upload(page, "Pièce d'identité, verso", png('identite-verso.png'))
      await uploaded(page, "Pièce d'identité, recto", 'identite-recto.png')
      await uploaded(page, "Pièce d'identité, verso", 'identite-verso.png')
      await page.getByRole('button', { name: 'Suivant' }).click()

      await stepHeading(page, 'Selfie')
      await upload(page, 'Selfie', png('selfie.png', 16))
      await uploaded(page, 'Selfie', 'selfie.png')
      await page.getByRole('button', { name: 'Suivant' }).click()

      // Other documents: the tenant's titles and descriptions; the optional one may stay empty.
      await stepHeading(page, 'Autres documents')
      await page.getByText("Facture d'électricité, relevé bancaire ou bail de moins de 3 mois, à votre nom.").waitFor()
      await page.getByRole('group', { name: /^Attestation d'employeur \(facultatif\)/ }).waitFor()
      assert.equal(await page.getByRole('button', { name: 'Suivant' }).isDisabled(), true)
      await upload(page, 'Preuve de résidence', pdf('facture.pdf'))
      await uploaded(page, 'Preuve de résidence', 'facture.pdf')
      await expectNoAxeViolations(page, 'the other documents step')
      await page.getByRole('button', { name: 'Suivant' }).click()

      // Card: the declined test number, then the accepted one.
      await stepHeading(page, 'Carte bancaire')
      await page.getByLabel(/^Nom du titulaire de la carte/).fill('Ana Tremblay')
      await page.getByLabel(/^Numéro de carte/).fill('4000000000000002')
      await page.getByLabel(/^Date d'expiration \*/).fill('1230')
      await page.getByLabel(/^Code de sécurité/).fill('123')
      await expectNoAxeViolations(page, 'the card step')
      await page.getByRole('button', { name: 'Enregistrer la carte' }).click()
      await page.getByRole('alert').getByText("L'ajout de la carte a échoué, veuillez réessayer").waitFor()
      await page.getByLabel(/^Numéro de carte/).fill('4242 4242 4242 4242')
      await page.getByRole('button', { name: 'Enregistrer la carte' }).click()

      // Welcome (first name), then after 4 s the pending-validation page.
      await page.getByRole('heading', { level: 1, name: 'Bienvenue, Ana !' }).waitFor()
      await expectNoAxeViolations(page, 'the welcome page')
      await page.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' }).waitFor({ timeout: 8000 })
      await waitForAppPath(page, 'signup/pending-validation')
      await page.getByText(/jusqu'à 72 heures/).waitFor()
      await page
        .getByRole('button', { name: 'Retour à l’accueil' })
        .or(page.getByRole('button', { name: "Retour à l'accueil" }))
        .waitFor()
      await page.getByRole('button', { name: 'Se déconnecter' }).first().waitFor()
      await expectNoAxeViolations(page, 'the pending-validation page')

      // The admin validates; the driver books.
      const output = await validateDriver(suite.server.databaseUrl, person.email)
      assert.match(output, /driver_ok/)
      await openApp(page, 'demo', '')
      await page.getByRole('form', { name: 'Votre recherche' }).waitFor()
      await fillSearchForm(page, {
        station: 'Gare Centrale',
        day: tenantDay(5),
        start: '10:00',
        end: '13:00',
        label: 'Personnel',
        destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Premier trajet' },
      })
      await bookResult(page)
      await page.getByRole('heading', { name: 'Vérifiez votre réservation' }).waitFor()
      const response = await confirmBooking(page)
      assert.equal(response.status(), 201)
      const rental = ((await response.json()) as { rental: { id: number } }).rental
      await page.getByRole('heading', { name: 'Réservation confirmée' }).waitFor()
      await cancelRental(page, rental.id)
    } finally {
      await closePage(page)
    }
  })
})
