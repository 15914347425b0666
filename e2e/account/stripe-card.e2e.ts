import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page, Request } from 'playwright-core'
import { tenantCommand } from '../../server/admin/tenants'
import { connectDatabase } from '../../server/db/connect'
import { startStripeDouble } from '../../server/domain/payments/testing/stripe-double'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, keepRequestsLocal, newPage, type Language } from '../support/browser'
import { fakeStripeRecord, serveFakeStripeJs } from '../support/fake-stripe-js'
import { startOwnServer } from '../support/own-server'
import { logIn } from '../support/page'
import { useBrowser } from '../support/suite'
import { appUrl } from '../support/tenants'
import { openScreen, skipFirstVisitNotices, waitForToast } from './account-support'

/**
 * A card saved on a Stripe tenant, from the app to the server's Stripe calls. Neither Stripe nor
 * js.stripe.com can be reached here: the page gets a FAKE Stripe.js (e2e/support/fake-stripe-js.ts)
 * at Stripe.js's own address, and the server talks to its Stripe double (a local HTTP server in
 * Stripe's shapes). What is real: the app, its CSP, the server and its checks of the setup intent.
 */
const suite = useBrowser(async () => {
  const stripe = await startStripeDouble()
  // A tenant cache of 0 ms: the tenant's Stripe keys written below are read at once.
  const server = await startOwnServer('stripe-card', { config: { tenantCacheMs: 0 }, adapters: { stripeApi: stripe.api } })
  return {
    ...server,
    stripe,
    close: async () => {
      await server.close()
      await stripe.close()
    },
  }
})

const CARD_NUMBER = '4242 4242 4242 4242'

/** The demo tenant's own Stripe keys, set the way an operator sets them (`tenant set demo stripe ...`). */
async function giveDemoStripeKeys(): Promise<void> {
  const { db, close } = await connectDatabase(suite.server.databaseUrl)
  try {
    const problems: string[] = []
    const keys = JSON.stringify({ publishable_key: 'pk_test_double', secret_key: 'sk_test_double' })
    await tenantCommand(db, ['set', 'demo', 'stripe', keys], { out: () => undefined, err: (line) => problems.push(line) }, Date.now())
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
}

async function memberOnCards(email: string, language: Language): Promise<{ page: Page; stripeJs: string[] }> {
  const page = await newPage(suite.browser, { language })
  await keepRequestsLocal(page)
  const stripeJs = await serveFakeStripeJs(page)
  await skipFirstVisitNotices(page)
  await logIn(page, email)
  await openScreen(page, 'account/payment-method', language === 'fr' ? 'Moyens de paiement' : 'Payment methods')
  return { page, stripeJs }
}

/** The page's calls to the API with a body, as "METHOD /path body". */
function apiCallsOf(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && request.method() !== 'GET') calls.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`)
  })
  return calls
}

async function pagePolicy(): Promise<string> {
  const response = await fetch(appUrl('demo', 'account/payment-method'))
  return response.headers.get('content-security-policy') ?? ''
}

/**
 * The page policy once it carries Stripe's addresses: a page's headers read the tenants as last
 * loaded (a synchronous hook), so the first page served after a settings change may still have the
 * previous policy.
 */
async function stripePolicy(): Promise<string> {
  let policy = ''
  for (let attempt = 0; attempt < 5 && !policy.includes('js.stripe.com'); attempt++) policy = await pagePolicy()
  return policy
}

describe('the card form by the tenant’s payment provider', () => {
  it('keeps the offline form where the tenant has no Stripe keys, and never loads Stripe.js', async () => {
    const { page, stripeJs } = await memberOnCards('driver@demo.test', 'fr')
    try {
      await page.getByRole('button', { name: 'Ajouter une carte' }).click()
      await page.getByRole('textbox', { name: 'Numéro de carte' }).waitFor()
      assert.deepEqual(stripeJs, [])
      assert.doesNotMatch(await pagePolicy(), /stripe/)
    } finally {
      await closePage(page)
    }
  })

  it('on a Stripe tenant, takes the card in Stripe’s field and sends the server only the setup intent and payment method', async () => {
    await giveDemoStripeKeys()
    const policy = await stripePolicy()
    assert.match(policy, /script-src[^;]*https:\/\/js\.stripe\.com/)
    assert.match(policy, /frame-src[^;]*https:\/\/js\.stripe\.com/)
    const { page, stripeJs } = await memberOnCards('driver@demo.test', 'fr')
    try {
      const calls = apiCallsOf(page)
      const rows = page.getByRole('table').getByRole('row')
      const before = await rows.count()
      await page.getByRole('button', { name: 'Ajouter une carte' }).click()
      const form = page.getByRole('form', { name: 'Ajouter une carte' })
      const stripeField = form.getByRole('group', { name: 'Carte bancaire' }).getByLabel('Card number (fake Stripe.js)')
      await stripeField.fill(CARD_NUMBER)
      await form.getByRole('textbox', { name: 'Nom du titulaire' }).fill('Camille Tremblay')
      await expectNoAxeViolations(page, 'the Stripe card form')
      await form.getByRole('button', { name: 'Enregistrer la carte' }).click()
      await waitForToast(page, 'Votre carte a été ajoutée.')
      await page.waitForFunction((n) => document.querySelectorAll('table tr').length > n, before)

      assert.deepEqual(stripeJs, ['https://js.stripe.com/clover/stripe.js'])
      const record = await fakeStripeRecord(page)
      assert.equal(record.publishableKey, 'pk_test_double')
      assert.equal(record.locale, 'fr')
      assert.deepEqual(record.confirmed, [{ clientSecret: 'seti_double_secret_abc', name: 'Camille Tremblay', typed: CARD_NUMBER }])

      const cardCalls = calls.filter((c) => c.includes('/user/'))
      assert.deepEqual(
        cardCalls.map((c) => c.split(' ').slice(0, 2).join(' ')),
        ['POST /api/user/stripe_setup_intents', 'POST /api/user/stripe_cards'],
      )
      const saved = JSON.parse(cardCalls[1].slice(cardCalls[1].indexOf('{'))) as unknown
      assert.deepEqual(saved, { stripe_card: { stripe_setup_intent_id: 'seti_double', stripe_payment_method_id: 'pm_double' } })
      for (const call of calls) assert.ok(!call.replace(/\D/g, '').includes('4242424242424242'), `the card number stays in Stripe's field: ${call}`)

      // The server checked that intent with Stripe (its double) before saving the card.
      const stripeCalls = suite.server.stripe.requests.map((r) => r.line)
      assert.deepEqual(stripeCalls, ['POST /v1/customers', 'POST /v1/setup_intents', 'GET /v1/setup_intents/seti_double', 'GET /v1/payment_methods/pm_double'])
      assert.ok(suite.server.stripe.requests.every((r) => r.auth === 'Bearer sk_test_double'))
    } finally {
      await closePage(page)
    }
  })

  it('speaks the page’s language in the Stripe form, English then French after a switch', async () => {
    const { page, stripeJs } = await memberOnCards('driver2@demo.test', 'en')
    try {
      await page.getByRole('button', { name: 'Add a card' }).click()
      const form = page.getByRole('form', { name: 'Add a card' })
      await form.getByRole('group', { name: 'Bank card' }).getByLabel('Card number (fake Stripe.js)').waitFor()
      await form.getByRole('textbox', { name: 'Cardholder name' }).waitFor()
      await form.getByRole('button', { name: 'Save the card' }).waitFor()
      assert.equal(stripeJs.length, 1)
      assert.deepEqual((await fakeStripeRecord(page)).elementsLocales, ['en'])
      await expectNoAxeViolations(page, 'the Stripe card form in English')

      // Switched to French with the form open, Stripe's field starts anew in French.
      await page.getByRole('banner').getByRole('button', { name: 'Français' }).click()
      const french = page.getByRole('form', { name: 'Ajouter une carte' })
      await french.getByRole('group', { name: 'Carte bancaire' }).getByLabel('Card number (fake Stripe.js)').waitFor()
      await french.getByRole('textbox', { name: 'Nom du titulaire' }).waitFor()
      assert.deepEqual((await fakeStripeRecord(page)).elementsLocales, ['en', 'fr'])
    } finally {
      await closePage(page)
    }
  })
})
