import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { connectDatabase } from '../../server/db/connect'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { newcomer } from './registration-support'

// Its own server: the test gives the demo tenant a second registration flow and signs someone up.
const suite = useBrowser(() => startOwnServer('registration-flow'))

/** A second flow for the demo tenant (it is seeded with one, where nothing is asked); its id. */
async function addFlow(databaseUrl: string, name: string): Promise<number> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const tenant = await db.selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow()
    await db.insertInto('registration_flows').values({ tenant_id: tenant.id, name }).execute()
    return (await db.selectFrom('registration_flows').select('id').where('tenant_id', '=', tenant.id).where('name', '=', name).executeTakeFirstOrThrow()).id
  } finally {
    await close()
  }
}

async function flowOf(databaseUrl: string, email: string): Promise<number | null> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    return (await db.selectFrom('users').select('registration_flow_id').where('email', '=', email).executeTakeFirstOrThrow()).registration_flow_id
  } finally {
    await close()
  }
}

describe('the registration flow chosen at sign-up (GET /registration_flows)', () => {
  it('asks for one of the flows the server lists, refuses none, and the account keeps the one picked', async () => {
    const students = await addFlow(suite.server.databaseUrl, 'Étudiants')
    const person = newcomer('flow')
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      const flows = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/registration_flows' && r.status() === 200)
      await openApp(page, 'demo', 'signup')
      await page.getByRole('heading', { level: 1, name: 'Inscription' }).waitFor()
      const listed = (await (await flows).json()) as { registration_flows: Array<{ name: string }> }
      assert.deepEqual(
        listed.registration_flows.map((f) => f.name),
        ['Inscription standard', 'Étudiants'],
      )
      const group = page.getByRole('radiogroup', { name: "Parcours d'inscription" })
      await group.getByRole('radio', { name: 'Inscription standard' }).waitFor()
      await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email)
      await page.getByLabel('Mot de passe', { exact: true }).fill('Bienvenue-2026')
      await page.getByLabel('Confirmation du mot de passe').fill('Bienvenue-2026')
      await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check()
      await page.getByRole('button', { name: 'Créer mon compte' }).click()
      await group.getByText("Choisissez un parcours d'inscription.").waitFor()
      assert.equal(await group.getByRole('radio', { name: 'Inscription standard' }).evaluate((el) => el === document.activeElement), true)
      await expectNoAxeViolations(page, 'the account step with its flows, none picked')

      await group.getByRole('radio', { name: 'Étudiants' }).check()
      await page.getByRole('button', { name: 'Créer mon compte' }).click()
      await page.getByRole('heading', { level: 2, name: 'Informations personnelles' }).waitFor()
      assert.equal(await flowOf(suite.server.databaseUrl, person.email), students)
    } finally {
      await closePage(page)
    }
  })
})
