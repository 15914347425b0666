import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { chat } from '../chat/chat-page'
import { headingFocused } from '../search/chat-keyboard'
import { pdf, png, type UploadFile } from './fixtures'
import { chooseFile, newcomer, pasteInto, readSmsCode, validateDriver, wrongCode } from './registration-support'

const suite = useBrowser(() => startOwnServer('registration'))

/** Types a sentence in the message box and sends it (the first paint's box gives way to the chat's once the app is up: the text is checked). */
async function say(page: Page, text: string): Promise<void> {
  const box = chat(page).box()
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await box.fill(text)
    if ((await box.inputValue()) === text) break
  }
  await box.press('Enter')
}

/** The newest signup card with this step's title, still asking for input. */
function stepCard(page: Page, title: string): Locator {
  return chat(page).card(title).last()
}

async function upload(card: Locator, slot: string, file: UploadFile): Promise<void> {
  await chooseFile(card, slot, file)
  await card.getByText(`Fichier reçu : ${file.name}`).waitFor()
}

describe('registration in the chat', () => {
  it('walks a newcomer through every step as cards in the conversation, then the admin validates them', async () => {
    const person = newcomer('chat')
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', '')
      await chat(page).ready()
      await say(page, "je veux m'inscrire")

      const account = stepCard(page, 'Création du compte')
      await account.waitFor()
      await account.getByText('Étape 1 sur 9').waitFor()
      // The newest card asking for input takes the focus on its heading, which names the step.
      await headingFocused(page, 'Inscription : Création du compte')
      await account.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email)
      await account.getByLabel('Mot de passe', { exact: true }).fill('Bienvenue-2026')
      await account.getByLabel('Confirmation du mot de passe').fill('Bienvenue-2026')
      assert.equal(await account.getByRole('button', { name: 'Créer mon compte' }).isDisabled(), true)
      await expectNoAxeViolations(page, 'the account card')
      await account.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check()
      await account.getByRole('button', { name: 'Créer mon compte' }).click()

      const personal = stepCard(page, 'Informations personnelles')
      await personal.waitFor()
      await chat(page).log.getByText('Étape terminée : Création du compte.').waitFor()
      await personal.getByLabel(/^Date de naissance/).fill('1990')
      await personal.getByRole('button', { name: 'Suivant' }).click()
      await personal.getByText('Format invalide').waitFor()
      await expectNoAxeViolations(page, 'the personal details card with errors')
      await personal.getByLabel(/^Prénom/).fill('Léa')
      await personal.getByLabel(/^Nom/).fill('Gagnon')
      await personal.getByLabel(/^Date de naissance/).fill('02-03-1988')
      await personal.getByLabel(/^Adresse \*?$/).fill('300 avenue du Parc')
      await personal.getByLabel(/^Code postal/).fill('H2V 4E7')
      await personal.getByLabel(/^Ville/).fill('Montréal')
      await personal.getByLabel(/^Pays/).fill('Canada')
      await personal.getByRole('button', { name: 'Suivant' }).click()

      const phone = stepCard(page, 'Numéro de téléphone')
      await phone.waitFor()
      await phone.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill(person.phone)
      await phone.getByRole('button', { name: 'Recevoir le code' }).click()
      await phone.getByText(/Un code à 6 chiffres a été envoyé/).waitFor()
      const code = await readSmsCode(suite.server.url, person.phone)
      await pasteInto(phone.getByRole('textbox', { name: 'Chiffre 1 sur 6' }), wrongCode(code))
      await phone.getByRole('alert').getByText('Le code SMS est invalide').waitFor()
      await expectNoAxeViolations(page, 'the code card with a wrong code')
      for (let i = 0; i < 6; i += 1) await phone.getByRole('textbox', { name: `Chiffre ${i + 1} sur 6` }).pressSequentially(code[i])

      const licence = stepCard(page, 'Permis de conduire')
      await licence.waitFor()
      await licence.getByLabel(/^Numéro de permis/).fill('G2345-020388-07')
      await licence.getByLabel(/^Date d'expiration du permis/).fill('30-09-2030')
      await licence.getByRole('button', { name: 'Suivant' }).click()

      const photos = stepCard(page, 'Photos du permis')
      await photos.waitFor()
      assert.equal(await photos.getByRole('button', { name: 'Suivant' }).isDisabled(), true)
      await upload(photos, 'Permis de conduire, recto', png('recto.png'))
      await upload(photos, 'Permis de conduire, verso', pdf('verso.pdf'))
      await expectNoAxeViolations(page, 'the upload card')
      await photos.getByRole('button', { name: 'Suivant' }).click()

      const identity = stepCard(page, "Pièce d'identité")
      await identity.waitFor()
      await upload(identity, "Pièce d'identité, recto", png('id-recto.png'))
      await upload(identity, "Pièce d'identité, verso", png('id-verso.png'))
      await identity.getByRole('button', { name: 'Suivant' }).click()

      const selfie = stepCard(page, 'Selfie')
      await selfie.waitFor()
      await upload(selfie, 'Selfie', png('selfie.png'))
      await selfie.getByRole('button', { name: 'Suivant' }).click()

      const others = stepCard(page, 'Autres documents')
      await others.waitFor()
      await others.getByText('Preuve de résidence').first().waitFor()
      await upload(others, 'Preuve de résidence', pdf('bail.pdf'))
      await others.getByRole('button', { name: 'Suivant' }).click()

      const card = stepCard(page, 'Carte bancaire')
      await card.waitFor()
      await card.getByLabel(/^Nom du titulaire de la carte/).fill('Léa Gagnon')
      await card.getByLabel(/^Numéro de carte/).fill('4242 4242 4242 4242')
      await card.getByLabel(/^Date d'expiration \*/).fill('11/31')
      await card.getByLabel(/^Code de sécurité/).fill('321')
      await expectNoAxeViolations(page, 'the card-entry card')
      await card.getByRole('button', { name: 'Enregistrer la carte' }).click()

      await chat(page)
        .log.getByText(/Votre inscription est terminée : un agent vérifie votre dossier/)
        .waitFor()
      await expectNoAxeViolations(page, 'the end of the registration in the chat')

      // Asked again, the chat knows the file is being reviewed; once the admin validates, that it is complete.
      await say(page, 'continuer mon inscription')
      await chat(page).log.getByText("Votre dossier est complet et en cours de vérification par un agent (jusqu'à 72 heures).").waitFor()
      const output = await validateDriver(suite.server.databaseUrl, person.email)
      assert.match(output, /driver_ok/)
      await page.reload()
      await chat(page).ready()
      await say(page, 'continuer mon inscription')
      await chat(page).log.getByText('Votre inscription est complète : vous pouvez réserver.').waitFor()
    } finally {
      await closePage(page)
    }
  })
})
