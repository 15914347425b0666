import type { Page } from 'playwright-core'
import { ACCEPT_V04, DEMO_WEB_CLIENT_ID } from '../../contracts/http'
import { APP_BASE, DEMO_DRIVER, tenantOrigin } from './tenants'
import { logIn, openApp } from './page'

const API_HEADERS = { Accept: ACCEPT_V04, 'X-Requested-With': 'XMLHttpRequest' }

/**
 * Logs a demo member in without the login screen, for tests about something else: the token the
 * login form gets (grant password, the tenant's web client) is stored where the app keeps it, then
 * the app opens on its home screen as for a member coming back. It spares such a test the login
 * screen's load and the form; tests about logging in use logIn (e2e/support/page.ts).
 *
 * A login through the form also saves the language chosen on the device on the account: where the
 * two differ (an earlier test logged this member in in the other language), this helper logs in
 * through the form, so the account ends as it always did.
 */
export async function logInWithToken(page: Page, email: string, password: string = DEMO_DRIVER.password): Promise<void> {
  const origin = tenantOrigin('demo')
  const answer = await page.request.post(`${origin}/api/oauth2/token`, {
    headers: API_HEADERS,
    data: { grant_type: 'password', username: email, password, client_id: DEMO_WEB_CLIENT_ID },
  })
  if (!answer.ok()) throw new Error(`the token of ${email} was refused: ${answer.status()} ${await answer.text()}`)
  const token = (await answer.json()) as { access_token: string; expires_in: number; refresh_token?: string }
  const user = (await (await page.request.get(`${origin}/api/user`, { headers: { ...API_HEADERS, Authorization: `Bearer ${token.access_token}` } })).json()) as {
    user: { language?: string }
  }
  // A file of the app's origin, to reach its storage without starting the app.
  await page.goto(`${origin}${APP_BASE}favicon.svg`)
  const chosen = await page.evaluate(() => localStorage.getItem('frontoffice.language'))
  if (chosen !== user.user.language) {
    await logIn(page, email, password)
    return
  }
  await page.evaluate((token) => {
    const stored = { accessToken: token.access_token, type: 'member', expiresAt: Date.now() + token.expires_in * 1000, refreshToken: token.refresh_token }
    localStorage.setItem('frontoffice.token', JSON.stringify(stored))
  }, token)
  await openApp(page, 'demo')
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /se déconnecter|log out/i })
    .waitFor()
}
