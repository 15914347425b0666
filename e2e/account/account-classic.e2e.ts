import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { storedCookie } from '../support/cookies'
import { startOwnServer } from '../support/own-server'
import { useBrowser, usePage } from '../support/suite'
import { logInThroughForm, openApp } from '../support/page'
import { logInWithToken } from '../support/token-login'
import { memberPage, openScreen, smsCode, waitForToast } from './account-support'

const suite = useBrowser(() => startOwnServer('account'))

describe('first visit: welcome and cookie consent', () => {
  it('shows both once; accepting cookies sets the cookie for 180 days', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', '')
      const welcome = page.getByRole('region', { name: 'Bienvenue sur Montréal Autopartage' })
      const cookies = page.getByRole('region', { name: 'Cookies' })
      await welcome.waitFor()
      await cookies.waitFor()
      await expectNoAxeViolations(page, 'the first visit notices')
      await cookies.getByRole('button', { name: "J'accepte" }).click()
      await cookies.waitFor({ state: 'detached' })
      const cookie = await storedCookie(page, 'frontoffice_cookie_consent')
      assert.ok(cookie, 'the consent cookie is set')
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
      assert.ok(days > 179.9 && days <= 180, `the cookie lasts 180 days (${days})`)
      await welcome.getByRole('button', { name: "C'est parti" }).click()
      await welcome.waitFor({ state: 'detached' })
      await page.reload()
      await page.getByRole('main').waitFor()
      await page.getByRole('banner').waitFor()
      assert.equal(await page.getByRole('region', { name: /Bienvenue|Cookies/ }).count(), 0)
    } finally {
      await closePage(page)
    }
  })
})

describe('account screens (driver@demo.test)', () => {
  const member = usePage(async () => ({ page: await memberPage(suite.browser, 'driver@demo.test', logInWithToken) }))

  it('adds a card, refuses a declined one, sets the new one as main and deletes the old one after confirmation', async () => {
    await openScreen(member.page, 'account/payment-method', 'Moyens de paiement')
    const table = member.page.getByRole('table', { name: 'Vos cartes de paiement, la carte principale en premier' })
    await table.getByRole('rowheader', { name: 'Visa se terminant par 4242' }).waitFor()
    await expectNoAxeViolations(member.page, 'account/payment-method')

    await member.page.getByRole('button', { name: 'Ajouter une carte' }).click()
    const form = member.page.getByRole('form', { name: 'Ajouter une carte' })
    await form.getByRole('button', { name: 'Enregistrer la carte' }).click()
    assert.equal(await form.getByText('Ce champ est obligatoire').count(), 4)
    await expectNoAxeViolations(member.page, 'the card form with its errors')
    await form.getByLabel('Numéro de carte').fill('4000000000000002')
    await form.getByLabel("Date d'expiration (MM/AA)").fill('1230')
    await form.getByLabel('Cryptogramme (CVC)').fill('123')
    await form.getByLabel('Nom du titulaire').fill('Camille Tremblay')
    await form.getByRole('button', { name: 'Enregistrer la carte' }).click()
    await form.getByRole('alert').filter({ hasText: "L'ajout de la carte a échoué, veuillez réessayer" }).waitFor()

    await form.getByLabel('Numéro de carte').fill('5555555555554444')
    await form.getByRole('button', { name: 'Enregistrer la carte' }).click()
    await waitForToast(member.page, 'Votre carte a été ajoutée.')
    await table.getByRole('rowheader', { name: 'Mastercard se terminant par 4444' }).waitFor()
    assert.equal(await table.getByRole('row').nth(1).getByText('Principale').count(), 1)

    await member.page.getByRole('button', { name: 'Définir Mastercard se terminant par 4444 comme carte principale' }).click()
    await waitForToast(member.page, 'Votre carte principale a été changée.')
    await table.getByRole('row').nth(1).getByRole('rowheader', { name: 'Mastercard se terminant par 4444' }).waitFor()
    await table.getByRole('row').nth(1).getByText('Principale').waitFor()

    await member.page.getByRole('button', { name: 'Supprimer Visa se terminant par 4242' }).click()
    const confirm = member.page.getByRole('alertdialog', { name: 'Supprimer cette carte ?' })
    await confirm.waitFor()
    await expectNoAxeViolations(member.page, 'the card deletion confirmation')
    await confirm.getByRole('button', { name: 'Oui, supprimer la carte' }).click()
    await waitForToast(member.page, 'La carte a été supprimée.')
    await table.getByRole('rowheader', { name: 'Visa se terminant par 4242' }).waitFor({ state: 'detached' })
    assert.equal(await table.getByRole('row').count(), 2)
  })

  it('saves the profile and changes the phone number with the SMS code', async () => {
    await openScreen(member.page, 'account/details', 'Mon compte')
    await expectNoAxeViolations(member.page, 'account/details')
    const profile = member.page.getByRole('form', { name: 'Mes informations' })
    await profile.getByLabel('Lieu de naissance').fill('Trois-Rivières')
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click()
    await waitForToast(member.page, 'Vos informations ont été enregistrées.')

    await member.page.getByLabel('Nouveau numéro').fill('514 555 0199')
    await member.page.getByRole('button', { name: 'Recevoir un code par SMS' }).click()
    await member.page.getByText('Un code à 6 chiffres a été envoyé au (514) 555-0199.').waitFor()
    await expectNoAxeViolations(member.page, 'the SMS code step')
    await member.page.getByLabel('Code reçu par SMS (6 chiffres)').fill('000000')
    await member.page.getByRole('button', { name: 'Confirmer le numéro' }).click()
    await member.page.getByRole('alert').filter({ hasText: 'Le code SMS est invalide' }).waitFor()
    await member.page.getByLabel('Code reçu par SMS (6 chiffres)').fill(await smsCode(member.page, '+15145550199'))
    await member.page.getByRole('button', { name: 'Confirmer le numéro' }).click()
    await waitForToast(member.page, 'Votre nouveau numéro est confirmé.')
    await member.page.getByText('Numéro actuel : (514) 555-0199').waitFor()
  })

  it('requests the personal data export, shows the privacy policy and the help pages', async () => {
    await openScreen(member.page, 'account/privacy', 'Confidentialité')
    await member.page.getByRole('button', { name: 'Demander mes données' }).click()
    await member.page.getByText("C'est envoyé : vos données arrivent à l'adresse driver@demo.test.").waitFor()
    await expectNoAxeViolations(member.page, 'account/privacy')

    await member.page.getByRole('link', { name: 'Lire la politique de confidentialité' }).click()
    await member.page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor()
    await member.page.getByText(/conservées au maximum 24 mois/).waitFor()
    await expectNoAxeViolations(member.page, 'politique-de-confidentialite')

    for (const [path, title] of [
      ['account/help/faq', 'Questions fréquentes'],
      ['account/help/contact', 'Contact'],
      ['account/help/cgu', 'Conditions générales'],
    ] as const) {
      await openScreen(member.page, path, title)
      await member.page.getByRole('navigation', { name: 'Aide' }).getByRole('link', { name: title }).and(member.page.locator('[aria-current="page"]')).waitFor()
      await member.page.waitForLoadState('networkidle')
      await expectNoAxeViolations(member.page, path)
    }
    await openScreen(member.page, 'account/help/delete-account', 'Supprimer son compte')
    assert.equal(await member.page.getByRole('main').getByRole('listitem').count(), 4, 'deletion in 4 steps')
    await expectNoAxeViolations(member.page, 'the deletion FAQ')
  })
})

describe('change password (driver2@demo.test)', () => {
  it('refuses a wrong current password, a short one and a mismatch, then changes it; the new one logs in', async () => {
    const page = await memberPage(suite.browser, 'driver2@demo.test')
    try {
      await openScreen(page, 'account/details', /Mon compte|My account/)
      const form = page.getByRole('form', { name: /Changer de mot de passe|Change password/ })
      const current = form.getByLabel(/^(Mot de passe actuel|Current password)$/)
      const next = form.getByLabel(/^(Nouveau mot de passe|New password)$/)
      const confirmation = form.getByLabel(/^(Confirmation du nouveau mot de passe|Confirm the new password)$/)
      const submit = form.getByRole('button', { name: /Changer le mot de passe|Change the password/ })

      await current.fill('Demo-2026!')
      await next.fill('court')
      await confirmation.fill('autre')
      await submit.click()
      await form
        .getByText(/au moins 8 caractères|at least 8 characters long/)
        .last()
        .waitFor()
      await form.getByText(/ne sont pas identiques|are not identical/).waitFor()
      await expectNoAxeViolations(page, 'the password form with its errors')

      await current.fill('Pas-le-bon-1')
      await next.fill('Nouveau-2026!')
      await confirmation.fill('Nouveau-2026!')
      await submit.click()
      await form
        .getByRole('alert')
        .filter({ hasText: /Le mot de passe actuel est incorrect|current password is incorrect/i })
        .waitFor()

      await current.fill('Demo-2026!')
      await submit.click()
      await waitForToast(page, /Votre mot de passe a été changé.|Your password has been changed./)
      assert.equal(await current.inputValue(), '')

      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: /se déconnecter|log out/i })
        .click()
      await openApp(page, 'demo', 'login')
      await logInThroughForm(page, 'driver2@demo.test', 'Nouveau-2026!')
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: /se déconnecter|log out/i })
        .waitFor()
    } finally {
      await closePage(page)
    }
  })
})

describe('account deletion (leaving@demo.test)', () => {
  it('is refused while a booking is upcoming, then accepted once it is cancelled; the next action logs out', async () => {
    const page = await memberPage(suite.browser, 'leaving@demo.test')
    try {
      const askDeletion = async () => {
        await openScreen(page, 'account/details', 'Mon compte')
        await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
        const first = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' })
        await first.waitFor()
        await expectNoAxeViolations(page, 'the first deletion dialog')
        await first.getByRole('button', { name: 'Continuer' }).click()
        const second = page.getByRole('alertdialog', { name: 'Confirmer la suppression' })
        await second.waitFor()
        await expectNoAxeViolations(page, 'the second deletion dialog')
        await second.getByRole('button', { name: 'Supprimer définitivement' }).click()
      }

      await askDeletion()
      const refused = page.getByRole('alertdialog', { name: 'Suppression impossible' })
      await refused.getByText('Impossible de supprimer votre compte : contactez le service client').waitFor()
      await expectNoAxeViolations(page, 'the refusal')
      await refused.getByRole('button', { name: 'Fermer' }).click()

      await openScreen(page, 'account/bookings', 'Mes réservations')
      await page
        .getByRole('region', { name: /^À venir/ })
        .getByRole('link')
        .first()
        .click()
      await page.getByRole('button', { name: 'Annuler la réservation' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler la réservation' }).click()
      await waitForToast(page, 'Votre réservation a été annulée.')

      await askDeletion()
      const deleted = page.getByRole('alertdialog', { name: 'Compte supprimé' })
      await deleted.waitFor()
      await expectNoAxeViolations(page, 'the deleted dialog')
      await deleted.getByRole('button', { name: 'Se déconnecter' }).click()
      await page
        .getByRole('banner')
        .getByRole('button', { name: /mon compte|se connecter/i })
        .first()
        .waitFor()

      await openApp(page, 'demo', 'login')
      await logInThroughForm(page, 'leaving@demo.test', 'Demo-2026!')
      await page.getByText('Accès refusé, vérifiez vos identifiants').waitFor()
    } finally {
      await closePage(page)
    }
  })
})
