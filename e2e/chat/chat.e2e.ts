import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { DEMO_DRIVER } from '../support/tenants'
import { chat, focusMessageBox } from './chat-page'
import { headingFocused } from '../search/chat-keyboard'

const suite = useBrowser()

const PHONE = { width: 390, height: 844 }

/** On a phone the root opens on the chat; on a desktop it is the panel beside the map. */
async function openChat(page: Page, phone: boolean): Promise<void> {
  // Once the page is up (not while it loads), a phone's root is the chat itself.
  await chat(page).ready()
  if (phone) assert.equal(await page.getByRole('button', { name: 'Assistant', exact: true }).count(), 0, 'the chat is the page: no button to open it')
}

/**
 * The chat journey: a guest greets, asks for help, switches to English, logs in inside the
 * card, all with the keyboard; the conversation survives a reload.
 */
async function guestJourney(page: Page, phone: boolean): Promise<void> {
  const c = chat(page)
  await openApp(page, 'demo')
  await openChat(page, phone)
  await focusMessageBox(page)

  await c.say('bonjour', /Bonjour ! Je suis l'assistant/)
  await c.say('aide', "Voici l'aide disponible, et quelques exemples de ce que vous pouvez me demander.")
  await c.card('Aide').waitFor()
  await c.card('Exemples de demandes').waitFor()
  await expectNoAxeViolations(page, `help and examples cards${phone ? ' (phone)' : ''}`)

  await c.say('switch to English', "Got it, I'll continue in English.")
  await c.card('Language').waitFor()
  await c.box().waitFor()
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en')
  await expectNoAxeViolations(page, `language card${phone ? ' (phone)' : ''}`)

  await c.say('log in', 'Log in right here with your e-mail address and password.')
  const email = c.card('Log in').getByLabel('E-mail address')
  // The login card asks for input: it takes the focus on its heading, the e-mail field one Tab on.
  await headingFocused(page, 'Log in')
  await page.keyboard.press('Tab')
  assert.equal(await email.evaluate((el) => el === document.activeElement), true)
  await expectNoAxeViolations(page, `login card${phone ? ' (phone)' : ''}`)
  await page.keyboard.type(DEMO_DRIVER.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_DRIVER.password)
  await page.keyboard.press('Enter')
  await c.log.getByText(/Hello .+! I can find you a vehicle and manage your bookings/).waitFor()
  await c
    .card('Log in')
    .getByText(/Logged in as/)
    .waitFor()

  await page.reload()
  await openChat(page, phone)
  await c.log.getByText(/Hello .+! I can find you a vehicle/).waitFor()
  assert.deepEqual(await c.userMessages(), ['bonjour', 'aide', 'switch to English', 'log in'])
}

describe('chat assistant', () => {
  it('a guest greets, gets help, switches to English and logs in inside the card, with the keyboard; a reload keeps it', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await guestJourney(page, false)
    } finally {
      await closePage(page)
    }
  })

  it('does the same on a 390 x 844 phone, where the chat is the first screen', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: PHONE, isMobile: true, hasTouch: true })
    try {
      await guestJourney(page, true)
      const map = page.getByRole('button', { name: 'Show the map' })
      await map.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('log').waitFor({ state: 'detached' })
    } finally {
      await closePage(page)
    }
  })

  it('has no axe violations with each card of the chat issue on screen', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    const c = chat(page)
    try {
      await openApp(page, 'demo')
      await c.ready()
      await focusMessageBox(page)
      await c.say('créer un compte', /L'inscription est gratuite/)
      await c.card('Inscription').waitFor()
      await expectNoAxeViolations(page, 'signup-start card')
      // The registration capability answers with its account form, which takes the focus.
      await focusMessageBox(page)
      await c.say('qsdfkj zzz', "Je n'ai pas compris votre demande.")
      await expectNoAxeViolations(page, 'examples card after an unknown sentence')
      await c.say('mes réservations', /connectez-vous d'abord/)
      await c.card('Mes réservations').waitFor()
      await expectNoAxeViolations(page, 'member-only login and classic-screen cards')

      await c.card('Connexion').last().getByLabel('Adresse e-mail').focus()
      await page.keyboard.type(DEMO_DRIVER.email)
      await page.keyboard.press('Tab')
      await page.keyboard.type(DEMO_DRIVER.password)
      await page.keyboard.press('Enter')
      // The login answers what asked for it: the bookings, now as a member.
      await c.log.getByText('Voici vos réservations en cours et à venir.').waitFor()
      await focusMessageBox(page)
      await c.say('la FAQ', 'Voici les questions fréquentes.')
      await c.card('Questions fréquentes').getByRole('region').waitFor()
      await expectNoAxeViolations(page, 'help card with the FAQ')
      await c.say('déconnexion', 'Voulez-vous vous déconnecter ?')
      // The card's heading has the focus, not its destructive confirmation: that is one Tab on.
      await headingFocused(page, 'Déconnexion')
      await page.keyboard.press('Tab')
      await page.waitForFunction(() => document.activeElement?.textContent === 'Se déconnecter')
      await expectNoAxeViolations(page, 'logout card')
      await page.keyboard.press('Enter')
      await c.log.getByText('Vous êtes déconnecté. À bientôt !').waitFor()
      assert.deepEqual(await c.userMessages(), [])
    } finally {
      await closePage(page)
    }
  })
})
