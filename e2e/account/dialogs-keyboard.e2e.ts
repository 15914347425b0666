import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { memberPage, openScreen } from './account-support'

/*
 * The driver's dialogs with the keyboard, as a screen reader meets them (WAI-ARIA dialog pattern):
 * named by their title, the focus inside on a control that does no harm, Tab kept inside, Escape
 * closing them and the focus back on the control that opened them. Nothing is confirmed: every
 * dialog is left with Escape, so the driver's data stay as they were.
 */
const suite = useBrowser(() => startOwnServer('dialogs'))
let page: Page

/** What the focused element is: its tag, its accessible text and whether it sits in the dialog. */
function focusIn(dialog: Locator) {
  return dialog.evaluate((el) => {
    const active = document.activeElement as HTMLElement | null
    return { inside: !!active && el.contains(active), text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(), tag: active?.tagName ?? '' }
  })
}

interface DialogCheck {
  role: 'dialog' | 'alertdialog'
  name: string | RegExp
  /** A description is announced with the name: the question an alert dialog asks. */
  described: boolean
  /** The control the focus may not land on first (a destructive action). */
  notFirst?: string
}

/** Opens the dialog from `opener` with Enter and walks it with the keyboard. */
async function walkDialog(opener: Locator, check: DialogCheck, label: string): Promise<void> {
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole(check.role, { name: check.name })
  await dialog.waitFor()
  await page.waitForFunction((el) => !!el && el.contains(document.activeElement), await dialog.elementHandle())

  const first = await focusIn(dialog)
  if (check.notFirst) assert.notEqual(first.text, check.notFirst, `${label}: the focus does not open on the destructive button`)
  if (check.described) assert.ok(await dialog.getAttribute('aria-describedby'), `${label}: the dialog has a description`)
  await expectNoAxeViolations(page, label)

  // Around the dialog both ways: the focus never leaves it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    const now = await focusIn(dialog)
    assert.equal(now.inside, true, `${label}: after ${key} the focus is still inside (on ${now.tag} "${now.text}")`)
  }

  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await page.waitForFunction((el) => el === document.activeElement, await opener.elementHandle())
}

describe('dialogs with the keyboard (driver@demo.test)', () => {
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test')
  })

  it("walks the upcoming booking's modify and cancel dialogs", async () => {
    await openScreen(page, 'account/bookings', 'Mes réservations')
    await page.getByRole('region', { name: /^À venir/ }).getByRole('link').first().click()
    await page.getByRole('heading', { level: 1, name: 'Votre réservation' }).waitFor()

    await walkDialog(page.getByRole('button', { name: 'Modifier la réservation' }), { role: 'dialog', name: 'Modifier la réservation', described: true }, 'modify dialog')
    await walkDialog(
      page.getByRole('button', { name: 'Annuler la réservation' }),
      { role: 'alertdialog', name: 'Annuler la réservation ?', described: true, notFirst: 'Annuler la réservation' },
      'cancel dialog',
    )
  })

  it('walks the account deletion question', async () => {
    await openScreen(page, 'account/details', 'Mon compte')
    await walkDialog(
      page.getByRole('button', { name: 'Supprimer mon compte' }),
      { role: 'alertdialog', name: 'Supprimer votre compte ?', described: true, notFirst: 'Supprimer mon compte' },
      'account deletion dialog',
    )
  })

  it('walks the question before a payment card is deleted', async () => {
    await openScreen(page, 'account/payment-method', 'Moyens de paiement')
    await walkDialog(
      page.getByRole('button', { name: /^Supprimer / }).first(),
      { role: 'alertdialog', name: 'Supprimer cette carte ?', described: true, notFirst: 'Oui, supprimer la carte' },
      'card deletion dialog',
    )
  })

  it("walks the footer's terms", async () => {
    await openScreen(page, 'account/details', 'Mon compte')
    await walkDialog(page.getByRole('contentinfo').getByRole('button', { name: 'Conditions générales' }), { role: 'dialog', name: /Conditions générales/, described: true }, 'terms dialog')
  })
})
