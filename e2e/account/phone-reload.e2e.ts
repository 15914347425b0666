import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { logIn, memberPage, openScreen, smsCode, waitForToast } from './account-support'

// Phone changes and logouts alter the demo drivers: a server of this file's own.
const suite = useBrowser(() => startOwnServer('phone-reload'))

async function withMember(email: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await memberPage(suite.browser, email)
  try {
    await run(page)
  } finally {
    await closePage(page)
  }
}

const numberField = (page: Page) => page.getByRole('textbox', { name: 'Nouveau numéro' })
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code reçu par SMS (6 chiffres)' })

/** Asks for a code to a new number on account/details; answers the text that says where it went. */
async function askForCode(page: Page, typed: string, shown: string): Promise<string> {
  await openScreen(page, 'account/details', 'Mon compte')
  await numberField(page).fill(typed)
  await page.getByRole('button', { name: 'Recevoir un code par SMS' }).click()
  const sent = `Un code à 6 chiffres a été envoyé au ${shown}.`
  await page.getByText(sent).waitFor()
  return sent
}

async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /se déconnecter/i })
    .click()
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /se déconnecter/i })
    .waitFor({ state: 'detached' })
}

describe('the phone change survives a reload (account/details)', () => {
  it('comes back to the code step, the resend still throttled, and the code received earlier confirms the number', async () => {
    await withMember('driver@demo.test', async (page) => {
      const sent = await askForCode(page, '438 555 0142', '(438) 555-0142')

      await page.reload()
      await page.getByText(sent).waitFor()
      await codeField(page).waitFor()
      assert.equal(await numberField(page).count(), 0)
      await expectNoAxeViolations(page, 'the phone code step after a reload')

      // Within the minute the server refuses another code; the one received still works.
      await page.getByRole('button', { name: 'Renvoyer le code' }).click()
      await page
        .getByRole('alert')
        .filter({ hasText: /patientez une minute/ })
        .waitFor()
      await codeField(page).fill(await smsCode(page, '+14385550142'))
      await page.getByRole('button', { name: 'Confirmer le numéro' }).click()
      await waitForToast(page, 'Votre nouveau numéro est confirmé.')
      await page.getByText('Numéro actuel : (438) 555-0142').waitFor()

      // Done: another reload shows the number form, empty.
      await page.reload()
      await page.getByText('Numéro actuel : (438) 555-0142').waitFor()
      assert.equal(await numberField(page).inputValue(), '')
      assert.equal(await codeField(page).count(), 0)
    })
  })

  // The server sends one code a minute per member: this journey's member is another one than the first's.
  it('offers the number again, filled in, once the code has expired, and never to the next member of the tab', async () => {
    await withMember('admin@demo.test', async (page) => {
      await askForCode(page, '438 555 0143', '(438) 555-0143')
      // Ten minutes pass: the code the tab remembers has expired.
      await page.evaluate(() => {
        for (let i = 0; i < sessionStorage.length; i += 1) {
          const key = sessionStorage.key(i)
          if (!key?.startsWith('frontoffice.pending-sms.phone-change.')) continue
          const entry = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>
          sessionStorage.setItem(key, JSON.stringify({ ...entry, expiresAt: new Date(Date.now() - 1000).toISOString() }))
        }
      })
      await page.reload()
      await numberField(page).waitFor()
      assert.equal(await numberField(page).inputValue(), '(438) 555-0143')
      assert.equal(await codeField(page).count(), 0)
      await expectNoAxeViolations(page, 'the phone form after an expired code')

      await logOut(page)
      await logIn(page, 'driver@demo.test')
      await openScreen(page, 'account/details', 'Mon compte')
      await numberField(page).waitFor()
      assert.equal(await numberField(page).inputValue(), '')
      assert.equal(await page.getByText(/Un code à 6 chiffres/).count(), 0)
    })
  })
})
