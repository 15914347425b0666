import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { closePage, launchBrowser, newPage } from '../support/browser'
import { logInAndLeaveLogin, openApp } from '../support/page'
import { createAccountThroughApi, newcomer } from './registration-support'

let browser: Browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const PASSWORD = 'Bienvenue-2026'

describe('the personal details step survives a reload', () => {
  it('gives back what was typed and not sent, and forgets it once the details are saved', async () => {
    const person = newcomer('details-draft')
    await createAccountThroughApi(person.email, PASSWORD)
    const page = await newPage(browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', 'login')
      await logInAndLeaveLogin(page, person.email, PASSWORD)
      await openApp(page, 'demo', 'signup')
      await page.getByRole('heading', { level: 2, name: 'Informations personnelles' }).waitFor()
      await page.getByRole('textbox', { name: /^Prénom/ }).fill('Inès')
      await page.getByRole('textbox', { name: /^Nom/ }).fill('Roy')
      await page.getByRole('textbox', { name: /^Date de naissance/ }).fill('18041992')

      await page.reload()
      await page.getByRole('heading', { level: 2, name: 'Informations personnelles' }).waitFor()
      assert.equal(await page.getByRole('textbox', { name: /^Prénom/ }).inputValue(), 'Inès')
      assert.equal(await page.getByRole('textbox', { name: /^Nom/ }).inputValue(), 'Roy')
      assert.equal(await page.getByRole('textbox', { name: /^Date de naissance/ }).inputValue(), '18-04-1992')

      await page
        .getByRole('textbox', { name: /^Adresse/ })
        .first()
        .fill('55 rue Rachel Est')
      await page.getByRole('textbox', { name: /^Code postal/ }).fill('H2W 1C8')
      await page.getByRole('textbox', { name: /^Ville/ }).fill('Montréal')
      await page.getByRole('textbox', { name: /^Pays/ }).fill('Canada')
      await page.getByRole('button', { name: 'Suivant' }).click()
      await page.getByRole('heading', { level: 2, name: 'Numéro de téléphone' }).waitFor()
      const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('frontoffice.form-draft.')))
      assert.deepEqual(drafts, [])
    } finally {
      await closePage(page)
    }
  })
})
