import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { FileChooser, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { logIn } from '../search/search-support'
import { png } from '../registration/fixtures'
import { readSmsCode } from '../registration/registration-support'
import { pageWidth, SMALL_PHONE } from './phone-support'

// Its own server: newcomer@demo.test verifies a phone number and sends documents.
const suite = useBrowser(() => startOwnServer('phone-documents'))

/** The name of the focused element, or where the focus fell when it is on no control. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    return !el || el === document.body ? '(the page body)' : (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName)
  })
}

/**
 * The file choosers the page opens, in order. Listening from the page's start, not from the key
 * press: Playwright intercepts the chooser only once a listener is there, and on a loaded machine a
 * listener added together with the press was sometimes late, the chooser then never reported.
 */
function fileChoosers(page: Page): { next: () => Promise<FileChooser> } {
  const opened: FileChooser[] = []
  const waiting: ((chooser: FileChooser) => void)[] = []
  page.on('filechooser', (chooser) => {
    const take = waiting.shift()
    if (take) take(chooser)
    else opened.push(chooser)
  })
  return {
    next: () => {
      const ready = opened.shift()
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no file chooser opened within 20 s')), 20_000)
        waiting.push((chooser) => {
          clearTimeout(timer)
          resolve(chooser)
        })
      })
    },
  }
}

/** newcomer@demo.test stopped at the SMS step: verifies a number and gives the licence details. */
async function reachLicencePhotos(page: Page): Promise<void> {
  await logIn(page, 'newcomer@demo.test')
  await openApp(page, 'demo', 'signup')
  const phone = '514 555 0177'
  await page.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill(phone)
  await page.getByRole('button', { name: 'Recevoir le code' }).click()
  await page.getByRole('textbox', { name: 'Chiffre 6 sur 6' }).waitFor()
  const code = await readSmsCode(suite.server.url, phone)
  for (let i = 0; i < 6; i += 1) await page.getByRole('textbox', { name: `Chiffre ${i + 1} sur 6` }).pressSequentially(code[i])
  await page.getByRole('heading', { level: 2, name: 'Permis de conduire' }).waitFor()
  await page.getByLabel(/^Numéro de permis/).fill('T6543-150690-01')
  await page.getByLabel(/^Date d'obtention du permis/).fill('01012010')
  await page.getByLabel(/^Date d'expiration du permis/).fill('01012031')
  await page.getByRole('button', { name: 'Suivant' }).click()
  await page.getByRole('heading', { level: 2, name: 'Photos du permis' }).waitFor()
}

describe('the signup document step on a 320 px phone', () => {
  it('fits the screen, and its upload buttons work with the keyboard and keep the focus', async () => {
    const page = await newPage(suite.browser, { language: 'fr', ...SMALL_PHONE })
    const choosers = fileChoosers(page)
    try {
      await reachLicencePhotos(page)
      assert.deepEqual(await pageWidth(page), { innerWidth: 320, scrollWidth: 320 }, 'the document step is wider than the phone')
      await expectNoAxeViolations(page, 'the licence photos step on a phone')

      // Tab reaches the first slot's button; Enter opens the file chooser.
      const choose = page.getByRole('button', { name: 'Choisir un fichier : Permis de conduire, recto' })
      for (let i = 0; i < 30 && !(await choose.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab')
      assert.equal(await focusedName(page), 'Choisir un fichier : Permis de conduire, recto')
      await page.keyboard.press('Enter')
      const chooser = await choosers.next()
      // A long name, as a phone's camera gives it, must not widen the page.
      await chooser.setFiles(png('permis-de-conduire-recto-photographie-telephone-20261126-083015.png'))

      const replace = page.getByRole('button', { name: 'Remplacer le fichier : Permis de conduire, recto' })
      await replace.waitFor()
      await page.getByText('Fichier reçu : permis-de-conduire-recto-photographie-telephone-20261126-083015.png').waitFor()
      // The button says what its name says (a voice command uses the visible words), and has the focus back.
      assert.equal((await replace.innerText()).trim(), 'Remplacer le fichier')
      await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 2_000 }).catch(() => undefined)
      assert.equal(await focusedName(page), 'Remplacer le fichier : Permis de conduire, recto', 'the focus stays on the slot after the upload')
      assert.deepEqual(await pageWidth(page), { innerWidth: 320, scrollWidth: 320 }, 'the received file name widens the page')
      await expectNoAxeViolations(page, 'a received licence photo on a phone')

      // The next slot is one Tab away; Space opens its chooser too.
      await page.keyboard.press('Tab')
      assert.equal(await focusedName(page), 'Choisir un fichier : Permis de conduire, verso')
      await page.keyboard.press('Space')
      const second = await choosers.next()
      await second.setFiles(png('verso.png'))
      await page.getByRole('button', { name: 'Remplacer le fichier : Permis de conduire, verso' }).waitFor()
      assert.equal(await page.getByRole('button', { name: 'Suivant' }).isDisabled(), false)
    } finally {
      await closePage(page)
    }
  })
})
