import { before, describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { memberPage, openScreen } from './account-support'
import { walkDialog as walkWith, type DialogCheck } from './dialog-walk'

/*
 * The driver's dialogs with the keyboard, as a screen reader meets them (WAI-ARIA dialog pattern):
 * named by their title, the focus inside on a control that does no harm, Tab kept inside, Escape
 * closing them and the focus back on the control that opened them. Nothing is confirmed: every
 * dialog is left with Escape, so the driver's data stay as they were.
 */
const suite = useBrowser(() => startOwnServer('dialogs'))
let page: Page

/** Opens the dialog from `opener` with Enter, walks it and leaves it with Escape (dialog-walk.ts). */
const walkDialog = (opener: Locator, check: DialogCheck, label: string) => walkWith(page, opener, check, label)

describe('dialogs with the keyboard (driver@demo.test)', () => {
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
  })

  it("walks the upcoming booking's modify and cancel dialogs", async () => {
    await openScreen(page, 'account/bookings', 'Mes réservations')
    await page
      .getByRole('region', { name: /^À venir/ })
      .getByRole('link')
      .first()
      .click()
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
    await walkDialog(
      page.getByRole('contentinfo').getByRole('button', { name: 'Conditions générales' }),
      { role: 'dialog', name: /Conditions générales/, described: true },
      'terms dialog',
    )
  })
})
