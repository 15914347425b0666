import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { logInWithToken } from '../support/token-login'
import { chatOf, memberApiGet, memberPage, openScreen } from './account-support'

// Its own server: the test changes driver@demo.test's reminder preference, from the operator's default.
const suite = useBrowser(() => startOwnServer('reminders-chat'))
let page: Page

const checkedRadio = (page: Page, group: string) =>
  page.waitForFunction((name) => {
    const legend = [...document.querySelectorAll('legend')].find((l) => l.textContent === name)
    return (legend?.parentElement?.querySelector('input[type=radio]:checked')?.parentElement?.textContent ?? null) as string | null
  }, group)

describe('reminders set in the chat, then read on the account screen (driver@demo.test)', () => {
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test', logInWithToken)
  })

  it('"ne m\'envoie plus de SMS": the card asks, saves on its button, and the account shows e-mail only', async () => {
    const chat = chatOf(page)
    await chat.ready()
    await chat.say("ne m'envoie plus de SMS", 'Voici vos rappels de réservation : confirmez le changement ci-dessous.')
    const card = chat.card('Rappels de réservation')
    await card.getByText("Vos rappels aujourd'hui : comme l'opérateur les envoie.").waitFor()
    await expectNoAxeViolations(page, 'the reminders card')
    await card.getByRole('button', { name: 'Confirmer : par e-mail seulement' }).click()
    await card.getByRole('status').getByText("C'est enregistré. Rappels : par e-mail seulement.").waitFor()
    const { user } = await memberApiGet<{ user: { reminder_channel: string | null } }>(page, '/user')
    assert.equal(user.reminder_channel, 'email')

    await openScreen(page, 'account/details', 'Mon compte')
    const section = page.getByRole('region', { name: 'Rappels de réservation' })
    await section.getByRole('radio', { name: 'par e-mail seulement' }).waitFor()
    assert.equal(await (await checkedRadio(page, 'Vos rappels de réservation vous parviennent :')).jsonValue(), 'par e-mail seulement')
    assert.equal(await section.getByRole('radio', { name: 'par SMS seulement' }).isChecked(), false)
  })

  it('"ne me rappelle pas la fin": only the reminder before the start is left, on the account too, axe-clean', async () => {
    const chat = chatOf(page)
    await chat.ready()
    await chat.say('ne me rappelle pas la fin', 'Voici vos rappels de réservation : confirmez le changement ci-dessous.')
    const card = chat.card('Rappels de réservation')
    await card.getByRole('button', { name: 'Confirmer : par e-mail seulement, avant le début seulement' }).click()
    await card.getByRole('status').getByText("C'est enregistré. Rappels : par e-mail seulement, avant le début seulement.").waitFor()

    await openScreen(page, 'account/details', 'Mon compte')
    await page.getByRole('region', { name: 'Rappels de réservation' }).getByRole('radio', { name: 'avant le début seulement' }).waitFor()
    assert.equal(await (await checkedRadio(page, 'Quels rappels voulez-vous ?')).jsonValue(), 'avant le début seulement')
    await expectNoAxeViolations(page, 'account/details with the reminder moments')
    const { user } = await memberApiGet<{ user: { reminder_timing: string | null } }>(page, '/user')
    assert.equal(user.reminder_timing, 'start')
  })
})
