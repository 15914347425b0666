import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser, usePage } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { chatOf, logIn, memberApiGet, memberPage, openScreen, skipFirstVisitNotices, tenantClock } from './account-support'

const suite = useBrowser(() => startOwnServer('account'))

interface WireRental {
  id: number
  status: string
  reservation_start_time: string
  reservation_end_time: string
}

async function memberChat(email: string, logInWith: (page: Page, email: string) => Promise<void> = logIn): Promise<{ page: Page; chat: ReturnType<typeof chatOf> }> {
  const page = await newPage(suite.browser, { language: 'fr' })
  await skipFirstVisitNotices(page)
  await logInWith(page, email)
  const chat = chatOf(page)
  await chat.ready()
  return { page, chat }
}

// First: the tests after it change this driver's bookings and password.
describe('a card beside the classic screen it stands for (driver@demo.test, desktop)', () => {
  it("repeats none of the screen's landmarks, so axe finds no duplicate", async () => {
    const page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
    try {
      const chat = chatOf(page)
      // The screen, what to ask, the assistant's words, then a field of the card that loads after them.
      for (const [path, heading, sentence, answer, field] of [
        ['account/details', 'Mon compte', 'mes informations personnelles', 'Voici vos informations.', 'Prénom'],
        ['account/bookings', 'Mes réservations', 'mes réservations', 'Voici vos réservations en cours et à venir.', 'Toyota Yaris Hybride'],
        ['account/payment-method', 'Moyens de paiement', 'ajouter une carte bancaire', 'Ajoutez une carte ci-dessous.', 'Numéro de carte'],
      ] as const) {
        await openScreen(page, path, heading)
        await chat.ready()
        await chat.say(sentence, answer)
        await chat.card(heading).getByText(field).first().waitFor()
        await expectNoAxeViolations(page, `/${path} with its card in the chat`)
      }
    } finally {
      await closePage(page)
    }
  })
})

describe('bookings in the chat (driver@demo.test)', () => {
  const member = usePage(() => memberChat('driver@demo.test', logInWithToken))

  it('lists the bookings and opens one in a detail card that says until when it can change', async () => {
    await member.chat.say('mes réservations', 'Voici vos réservations en cours et à venir.')
    const list = member.chat.card('Mes réservations')
    // A card's lists are named groups, not landmarks (the bookings screen may stand beside the chat).
    await list.getByRole('group', { name: 'À venir' }).getByText('Toyota Yaris Hybride').waitFor()
    await expectNoAxeViolations(member.page, 'the bookings list card')
    await list.getByRole('group', { name: 'À venir' }).getByRole('button', { name: 'Voir le détail' }).click()
    const detail = member.chat.card('Votre réservation')
    await detail.getByText(/^Modifiable jusqu'au \d+ \S+ \d{4} \d\d:\d\d$/).waitFor()
    await detail.getByText(/^Annulable jusqu'au \d+ \S+ \d{4} \d\d:\d\d$/).waitFor()
    await expectNoAxeViolations(member.page, 'the booking detail card')
  })

  it('"décale ma réservation de <jour> à <heure>" proposes that hour on that booking\'s day, not today', async () => {
    const { rentals } = await memberApiGet<{ rentals: WireRental[] }>(member.page, '/rentals?statuses[]=prepared&statuses[]=pending')
    const { weekday, hour } = tenantClock(rentals[0].reservation_start_time)
    // The seed books "in 26 hours", so at some times of day the booking already starts at 15:00 and
    // "à 15h" would change nothing: ask for another hour then.
    const target = hour === 15 ? 16 : 15
    await member.chat.say(`décale ma réservation de ${weekday} à ${target}h`, new RegExp(`Voici le changement de votre réservation du ${weekday}`))
    const card = member.chat.card('Modifier la réservation')
    await card
      .getByText(new RegExp(`^Nouveaux horaires : du ${weekday} \\d+ \\S+ à ${target}:00 au .+\\.$`))
      .first()
      .waitFor()
  })

  it('modifies the next booking from a sentence, with the understood times in words before confirming', async () => {
    const { rentals } = await memberApiGet<{ rentals: WireRental[] }>(member.page, '/rentals?statuses[]=prepared&statuses[]=pending')
    const next = rentals[0]
    const hour = (tenantClock(next.reservation_end_time).hour + 1) % 24
    await member.chat.say(`modifier ma prochaine réservation pour finir à ${hour}h`, /Voici le changement de votre réservation du /)
    const card = member.chat.card('Modifier la réservation')
    const hh = String(hour).padStart(2, '0')
    await card
      .getByText(new RegExp(`^Nouveaux horaires : du .+ au .+ à ${hh}:00\\.$`))
      .first()
      .waitFor()
    await card.getByText(/^Modifiable jusqu'au \d+ \S+ \d{4} \d\d:\d\d$/).waitFor()
    await expectNoAxeViolations(member.page, 'the modify card')
    await card.getByRole('button', { name: 'Confirmer la modification' }).click()
    await card.getByText(new RegExp(`^Réservation modifiée : du .+ au .+ à ${hh}:00\\.$`)).waitFor()
    const after = await memberApiGet<{ rental: WireRental }>(member.page, `/user/rentals/${next.id}`)
    assert.equal(tenantClock(after.rental.reservation_end_time).hour, hour)
  })

  it('switches geotracking on for the rental in progress, after the consent', async () => {
    await member.chat.say('active la géolocalisation', /Activons la géolocalisation/)
    const card = member.chat.card('Géolocalisation')
    const accept = card.getByRole('button', { name: "J'accepte la géolocalisation" })
    await accept.waitFor()
    assert.equal(await accept.isDisabled(), true, 'consent first')
    await card.getByRole('checkbox', { name: /J'ai lu les conditions d'usage privé/ }).check()
    await expectNoAxeViolations(member.page, 'the geotracking card')
    await accept.click()
    await card.getByText('La géolocalisation est activée.').waitFor()
  })

  it('"annule ma réservation de <jour>" finds the booking by its day and cancels it after the confirmation', async () => {
    const { rentals } = await memberApiGet<{ rentals: WireRental[] }>(member.page, '/rentals?statuses[]=prepared&statuses[]=pending')
    const { weekday } = tenantClock(rentals[0].reservation_start_time)
    await member.chat.say(`annule ma réservation de ${weekday}`, new RegExp(`Voici votre réservation du ${weekday}`))
    const card = member.chat.card('Annuler une réservation')
    await card.getByText(/^Annulable jusqu'au \d+ \S+ \d{4} \d\d:\d\d$/).waitFor()
    await card.getByRole('button', { name: 'Annuler la réservation' }).click()
    // The question replaces the button and takes the focus: read once, by the focus, not also as an alert.
    const question = card.getByText(/^Voulez-vous vraiment annuler cette réservation \?/)
    await question.waitFor()
    assert.equal(await question.evaluate((el) => el === document.activeElement), true, 'the question has the focus')
    await expectNoAxeViolations(member.page, 'the cancel card asking')
    await card.getByRole('button', { name: 'Oui, annuler la réservation' }).click()
    await card.getByText('Cette réservation est annulée.').waitFor()
    const after = await memberApiGet<{ rental: WireRental }>(member.page, `/user/rentals/${rentals[0].id}`)
    assert.equal(after.rental.status, 'cancelled')
  })
})

describe('account in the chat (driver@demo.test)', () => {
  const member = usePage(() => memberChat('driver@demo.test', logInWithToken))

  it('adds a card and deletes it after the confirmation', async () => {
    await member.chat.say('ajouter une carte bancaire', 'Ajoutez une carte ci-dessous.')
    const card = member.chat.card('Moyens de paiement')
    // Inside a card the form is no landmark and goes unnamed: its fields are the card's.
    const form = card
    await form.getByLabel('Numéro de carte').fill('5555555555554444')
    await form.getByLabel("Date d'expiration (MM/AA)").fill('1230')
    await form.getByLabel('Cryptogramme (CVC)').fill('123')
    await form.getByLabel('Nom du titulaire').fill('Camille Tremblay')
    await expectNoAxeViolations(member.page, 'the payment methods card with its form')
    await form.getByRole('button', { name: 'Enregistrer la carte' }).click()
    await card.getByRole('rowheader', { name: /Mastercard se terminant par 4444/ }).waitFor()
    await card.getByRole('button', { name: 'Supprimer Mastercard se terminant par 4444' }).click()
    await member.page.getByRole('alertdialog', { name: 'Supprimer cette carte ?' }).getByRole('button', { name: 'Oui, supprimer la carte' }).click()
    await card.getByRole('rowheader', { name: /Mastercard se terminant par 4444/ }).waitFor({ state: 'detached' })
  })

  it('changes the password with the spec messages', async () => {
    await member.chat.say('changer mon mot de passe', 'Changez votre mot de passe ci-dessous.')
    const card = member.chat.card('Changer de mot de passe')
    await card.getByLabel('Mot de passe actuel').fill('Pas-le-bon-1')
    await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-2026!')
    await card.getByLabel('Confirmation du nouveau mot de passe').fill('Nouveau-2026!')
    await card.getByRole('button', { name: 'Changer le mot de passe' }).click()
    await card.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect' }).waitFor()
    await expectNoAxeViolations(member.page, 'the password card with its error')
    await card.getByLabel('Mot de passe actuel').fill('Demo-2026!')
    await card.getByRole('button', { name: 'Changer le mot de passe' }).click()
    await card.getByText('Votre mot de passe a été changé.').first().waitFor()
  })

  it('shows the details and sends the personal data', async () => {
    await member.chat.say('mes informations personnelles', 'Voici vos informations.')
    await member.chat.card('Mon compte').getByRole('group', { name: 'Mes informations' }).waitFor()
    await expectNoAxeViolations(member.page, 'the account details card')
    await member.chat.say('je veux recevoir mes données personnelles', /Demandez une copie de vos données personnelles/)
    const card = member.chat.card('Mes données personnelles')
    await card.getByRole('button', { name: 'Demander mes données' }).click()
    await card.getByText("C'est envoyé : vos données arrivent à l'adresse driver@demo.test.").waitFor()
    await expectNoAxeViolations(member.page, 'the data request card')
  })
})

describe('account deletion in the chat (leaving@demo.test)', () => {
  it('is refused while a booking is upcoming, accepted after cancelling it, and the next action logs out', async () => {
    const { page, chat } = await memberChat('leaving@demo.test')
    try {
      const askDeletion = async () => {
        await chat.say('supprimer mon compte', /rien n'est supprimé avant deux confirmations/)
        const card = chat.card('Supprimer mon compte')
        await card.getByRole('button', { name: 'Supprimer mon compte' }).click()
        await card.getByRole('button', { name: 'Continuer' }).click()
        await expectNoAxeViolations(page, 'the deletion card, second confirmation')
        await card.getByRole('button', { name: 'Supprimer définitivement' }).click()
        return card
      }
      const refused = await askDeletion()
      await refused.getByText('Impossible de supprimer votre compte : contactez le service client').waitFor()

      await chat.say('annule ma prochaine réservation', /Voici votre prochaine réservation/)
      const cancel = chat.card('Annuler une réservation')
      await cancel.getByRole('button', { name: 'Annuler la réservation' }).click()
      await cancel.getByRole('button', { name: 'Oui, annuler la réservation' }).click()
      await cancel.getByText('Cette réservation est annulée.').waitFor()

      const accepted = await askDeletion()
      await accepted.getByText('Votre compte a été supprimé. Vous allez être déconnecté.').waitFor()
      await expectNoAxeViolations(page, 'the deleted card')
      await accepted.getByRole('button', { name: 'Se déconnecter' }).click()
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: /se déconnecter/i })
        .waitFor({ state: 'detached' })
    } finally {
      await closePage(page)
    }
  })
})
