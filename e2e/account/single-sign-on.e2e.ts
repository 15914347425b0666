import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page, Request } from 'playwright-core'
import { tenantCommand } from '../../server/admin/tenants'
import { connectDatabase } from '../../server/db/connect'
import { startTestIssuer, type TestIssuer } from '../../server/domain/sso/testing/oidc-issuer'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, keepRequestsLocal, newPage, type Language } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { openApp, waitForAppPath, waitForHeading } from '../support/page'
import { useBrowser } from '../support/suite'
import { APP_BASE, tenantOrigin } from '../support/tenants'
import { chatOf } from './account-support'

/**
 * Single sign-on from end to end: a real OpenID Connect provider (oidc-provider) on 127.0.0.1, its
 * own login and consent pages, the id_token it signs sent back to the app, which signs the member
 * in through POST /sso/openid; the server checks the token against the provider's published keys.
 */
const suite = useBrowser(async () => {
  // A tenant cache of 0 ms: the tenant's SSO settings written below are read at once.
  const server = await startOwnServer('sso', { config: { tenantCacheMs: 0 } })
  const app = `${tenantOrigin('entreprise')}${APP_BASE}`
  const issuer = await startTestIssuer('frontoffice-entreprise', {
    redirectUris: [`${app}sso/callback`],
    postLogoutRedirectUris: [`${app}sso/logout`],
    browserSignIn: true,
  })
  await pointTenantAt(server.databaseUrl, issuer)
  return {
    ...server,
    close: async () => {
      await issuer.close()
      await server.close()
    },
  }
})

/** The entreprise tenant's single sign-on, set the way an operator sets it (`tenant set entreprise sso ...`). */
async function pointTenantAt(databaseUrl: string, issuer: TestIssuer): Promise<void> {
  const { db, close } = await connectDatabase(databaseUrl)
  try {
    const sso = {
      issuer: issuer.issuer,
      client_id: issuer.clientId,
      jwks_uri: null,
      authorization_endpoint: `${issuer.issuer}/auth`,
      end_session_endpoint: `${issuer.issuer}/session/end`,
      scope: 'openid email profile',
    }
    const problems: string[] = []
    await tenantCommand(db, ['set', 'entreprise', 'sso', JSON.stringify(sso)], { out: () => undefined, err: (line) => problems.push(line) }, Date.now())
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
}

/** A page whose requests stay on this machine: the provider's own pages ask for a web font that is not. */
async function localPage(language: Language): Promise<Page> {
  const page = await newPage(suite.browser, { language })
  await keepRequestsLocal(page)
  return page
}

/** Signs in on the provider's own pages: its login form, then its consent. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin.startsWith('http://127.0.0.1'))
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The app's calls to the API that sign a member in, as "METHOD /path". */
function signInCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname
    if (path.endsWith('/sso/openid') || path.endsWith('/oauth2/token')) calls.push(`${request.method()} ${path} ${request.postData() ?? ''}`)
  })
  return calls
}

async function waitForMember(page: Page, logOut: RegExp): Promise<void> {
  await page.getByRole('contentinfo').getByRole('button', { name: logOut }).waitFor()
}

describe('single sign-on through the tenant’s OpenID provider', () => {
  it('signs an existing member in from the login screen, the provider’s token going to POST /sso/openid', async () => {
    const page = await localPage('fr')
    try {
      const calls = signInCalls(page)
      await openApp(page, 'entreprise', 'login')
      await waitForHeading(page, 'Connexion')
      await page.getByRole('button', { name: /authentification unique/i }).click()
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/sso/openid'))
      await signInAtProvider(page, 'driver@entreprise.test')
      assert.equal((await answered).status(), 200)
      await waitForAppPath(page, '')
      await waitForMember(page, /se déconnecter/i)
      const exchange = calls.filter((c) => c.startsWith('POST') && c.includes('/sso/openid'))
      assert.equal(exchange.length, 1)
      const body = JSON.parse(exchange[0].slice(exchange[0].indexOf('{'))) as { openid: { id_token: string; nonce: string } }
      assert.equal(body.openid.id_token.split('.').length, 3, 'a signed JWT from the provider')
      assert.ok(body.openid.nonce)
      assert.ok(!calls.some((c) => c.includes('openid_token')), 'no second exchange through the token endpoint')
      const user = await page.evaluate(async () => {
        const token = (JSON.parse(localStorage.getItem('frontoffice.token') ?? 'null') as { accessToken?: string } | null)?.accessToken
        const res = await fetch('/api/user', { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } })
        return ((await res.json()) as { user: { email: string } }).user
      })
      assert.equal(user.email, 'driver@entreprise.test')
      await expectNoAxeViolations(page, 'the member home after single sign-on')
    } finally {
      await closePage(page)
    }
  })

  it('signs up a person the tenant does not know yet, who goes on with the registration', async () => {
    const page = await localPage('fr')
    try {
      await openApp(page, 'entreprise', 'login')
      await waitForHeading(page, 'Connexion')
      await page.getByRole('button', { name: /authentification unique/i }).click()
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/sso/openid'))
      await signInAtProvider(page, 'nouvelle.recrue@entreprise.test')
      const answer = (await (await answered).json()) as { user: { email: string; workflow_next_step: string } }
      assert.equal(answer.user.email, 'nouvelle.recrue@entreprise.test')
      assert.equal(answer.user.workflow_next_step, 'driver_on_personal_informations_form')
      // Signed in, the new member is sent on to the registration's next step and asked for the terms first.
      await waitForAppPath(page, 'signup')
      const terms = page.getByRole('dialog', { name: 'Conditions générales' })
      await terms.getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions générales" }).check()
      await terms.getByRole('button', { name: 'Accepter' }).click()
      await terms.waitFor({ state: 'detached' })
      await page.getByRole('heading', { name: 'Informations personnelles' }).waitFor()
      await expectNoAxeViolations(page, 'the registration after a first single sign-on')
    } finally {
      await closePage(page)
    }
  })

  it('signs a member in from the chat’s login card, in English', async () => {
    const page = await localPage('en')
    try {
      await openApp(page, 'entreprise', 'account/help/faq')
      await waitForHeading(page, 'Frequently asked questions')
      const chat = chatOf(page)
      await chat.ready()
      await chat.say('log me in', /./)
      const card = chat.card(/^Log in/)
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/sso/openid'))
      await card.getByRole('button', { name: /single sign-on/i }).click()
      await signInAtProvider(page, 'manager@entreprise.test')
      assert.equal((await answered).status(), 200)
      await waitForMember(page, /log out/i)
    } finally {
      await closePage(page)
    }
  })

  it('tells a visitor whose token the server refuses, with a way back to the login', async () => {
    const page = await localPage('fr')
    try {
      await openApp(page, 'entreprise', 'login')
      await waitForHeading(page, 'Connexion')
      await page.getByRole('button', { name: /authentification unique/i }).click()
      // The provider's answer reaches the app altered on its way: its signature no longer holds.
      await page.route('**/api/sso/openid', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as { openid: { id_token: string; nonce?: string } }
        const [header, payload] = body.openid.id_token.split('.')
        await route.continue({ postData: JSON.stringify({ openid: { ...body.openid, id_token: `${header}.${payload}.c2lnbmF0dXJl` } }) })
      })
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/sso/openid'))
      await signInAtProvider(page, 'driver@entreprise.test')
      assert.equal((await answered).status(), 401)
      await page.getByRole('alert').getByText('La connexion unique a échoué, veuillez réessayer').waitFor()
      await page.getByRole('link', { name: 'Retour à la connexion' }).waitFor()
      await expectNoAxeViolations(page, 'a refused single sign-on')
    } finally {
      await closePage(page)
    }
  })
})
