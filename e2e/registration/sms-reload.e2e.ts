import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, launchBrowser, newPage } from '../support/browser'
import { logInAndLeaveLogin, openApp } from '../support/page'
import { baseUrl } from '../support/tenants'
import { chat } from '../chat/chat-page'
import { callDemoApi, createAccountThroughApi, newcomer, pasteInto, readSmsCode, shownPhone } from './registration-support'

let browser: Browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const PASSWORD = 'Bienvenue-2026'
/**
 * A driver who created their account and gave their personal details on an earlier visit (through
 * the API: those steps have their own journeys), then logs in: the signup resumes at the phone step.
 */
async function driverAtPhoneStep(page: Page, email: string): Promise<void> {
  const created = await createAccountThroughApi(email, PASSWORD)
  await callDemoApi(
    '/user',
    'PUT',
    {
      user: {
        first_name: 'Inès',
        last_name: 'Roy',
        birthday_time: '1992-04-18',
        address_line1: '55 rue Rachel Est',
        address_postal_code: 'H2W 1C8',
        address_locality: 'Montréal',
        address_country: 'Canada',
      },
    },
    created.access_token as string,
  )
  await openApp(page, 'demo', 'login')
  await logInAndLeaveLogin(page, email, PASSWORD)
}

/** A fresh driver at the phone step, in a page of their own closed afterwards. */
async function asDriverAtPhoneStep(prefix: string, run: (page: Page, person: ReturnType<typeof newcomer>) => Promise<void>): Promise<void> {
  const person = newcomer(prefix)
  const page = await newPage(browser, { language: 'fr' })
  try {
    await driverAtPhoneStep(page, person.email)
    await run(page, person)
  } finally {
    await closePage(page)
  }
}

/** Types the number and asks for the code; answers the text that says where it went. */
async function askForCode(scope: Page | Locator, phone: string): Promise<string> {
  await scope.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill(phone)
  await scope.getByRole('button', { name: 'Recevoir le code' }).click()
  const sent = `Un code à 6 chiffres a été envoyé au ${shownPhone(phone)}.`
  await scope.getByText(sent).waitFor()
  // The code goes in next: the first digit box has the focus, on the screen and in the chat alike.
  await scope.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).and(scope.locator(':focus')).waitFor({ timeout: 5000 })
  return sent
}

describe('the SMS step survives a reload', () => {
  it('on the classic screen: back to the digits with the number, the resend still throttled, and the code received earlier works', async () => {
    await asDriverAtPhoneStep('sms-reload', async (page, person) => {
      await openApp(page, 'demo', 'signup')
      await page.getByRole('heading', { level: 2, name: 'Numéro de téléphone' }).waitFor()
      const sent = await askForCode(page, person.phone)

      await page.reload()
      await page.getByText(sent).waitFor()
      assert.equal(await page.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).count(), 0)
      await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).waitFor()
      await expectNoAxeViolations(page, 'the SMS code step after a reload')

      // Within the minute the server refuses another code; the one received still works.
      await page.getByRole('button', { name: 'Renvoyer le code' }).click()
      await page
        .getByRole('alert')
        .getByText(/patientez une minute/)
        .waitFor()
      const code = await readSmsCode(baseUrl().origin, person.phone)
      for (let i = 0; i < 6; i += 1) await page.getByRole('textbox', { name: `Chiffre ${i + 1} sur 6` }).pressSequentially(code[i])
      await page.getByRole('heading', { level: 2, name: 'Permis de conduire' }).waitFor()

      // Done: another reload stays on the next step.
      await page.reload()
      await page.getByRole('heading', { level: 2, name: 'Permis de conduire' }).waitFor()
    })
  })

  it('in the chat: the code card comes back with its digits and finishes the step', async () => {
    await asDriverAtPhoneStep('sms-reload-chat', async (page, person) => {
      await openApp(page, 'demo', '')
      await chat(page).ready()
      await chat(page).box().fill('continuer mon inscription')
      await chat(page).box().press('Enter')
      const card = () => chat(page).card('Numéro de téléphone').last()
      const sent = await askForCode(card(), person.phone)

      await page.reload()
      await chat(page).ready()
      await card().getByText(sent).waitFor()
      await card().getByRole('button', { name: 'Renvoyer le code' }).waitFor()
      await expectNoAxeViolations(page, 'the code card after a reload')
      await pasteInto(card().getByRole('textbox', { name: 'Chiffre 1 sur 6' }), await readSmsCode(baseUrl().origin, person.phone))
      await chat(page)
        .card('Permis de conduire')
        .last()
        .getByLabel(/^Numéro de permis/)
        .waitFor()
    })
  })
})
