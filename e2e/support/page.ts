import type { Page, Request } from 'playwright-core'
import { DEMO_DRIVER, appPath, appUrl, type TenantSlug } from './tenants'

/** Opens an app route and waits until the app shows its main landmark (the tenant is loaded). */
export async function openApp(page: Page, tenant: TenantSlug = 'demo', path = ''): Promise<void> {
  await page.goto(appUrl(tenant, path))
  await page.getByRole('main').waitFor()
}

/** Waits until the browser is on an app route (path without the base), whatever the query. */
export async function waitForAppPath(page: Page, path: string): Promise<void> {
  const expected = appPath(path)
  await page.waitForURL((url) => url.pathname === expected || url.pathname === expected.replace(/\/$/, ''))
}

/** Waits until the page's level-one heading has this name, the way a screen reader finds it. */
export async function waitForHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

/** Logs in through the login screen, by the fields' accessible names, in French or English. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: /adresse e-mail|email address/i }).fill(email)
  await page.getByLabel(/^(mot de passe|password)$/i).fill(password)
  await page.getByRole('button', { name: /^(se connecter|log in)$/i }).click()
}

/** The page's requests still on their way, with their age: what a screen that does not move waits for. */
function trackPendingRequests(page: Page): { pending: () => string[]; stop: () => void } {
  const started = new Map<Request, number>()
  const onRequest = (request: Request) => started.set(request, Date.now())
  const onDone = (request: Request) => started.delete(request)
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  return {
    pending: () => [...started].map(([request, at]) => `${request.method()} ${new URL(request.url()).pathname} (${Date.now() - at} ms)`),
    stop: () => {
      page.off('request', onRequest)
      page.off('requestfinished', onDone)
      page.off('requestfailed', onDone)
    },
  }
}

/**
 * Logs in through the login screen and waits until the app has left it. A loaded machine (the whole
 * suite on two shared cores) has taken over 10 s for it, hence 30 s. When it stays, the error says
 * what the screen shows (an alert, a field error, the values typed) and which requests are still on
 * their way, so a failure tells a refused login from a lost click or a slow server.
 */
export async function logInAndLeaveLogin(page: Page, email: string, password: string): Promise<void> {
  const requests = trackPendingRequests(page)
  try {
    await logInThroughForm(page, email, password)
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000, waitUntil: 'commit' })
  } catch (error) {
    const shown = await page.evaluate(() => ({
      alerts: [...document.querySelectorAll('[role="alert"], [aria-invalid="true"]')].map((el) => el.textContent?.trim() || el.getAttribute('aria-label')),
      email: (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value ?? null,
      passwordTyped: ((document.querySelector('input[type="password"]') as HTMLInputElement | null)?.value ?? '').length > 0,
      busy: document.querySelector('button[type="submit"]')?.hasAttribute('disabled') ?? null,
    }))
    throw new Error(`the login of ${email} did not leave /login: ${JSON.stringify({ ...shown, pending: requests.pending() })}`, { cause: error })
  } finally {
    requests.stop()
  }
}

/** Opens the demo tenant's login, logs a member in and waits for the home screen with its log-out button. */
export async function logIn(page: Page, email: string, password: string = DEMO_DRIVER.password): Promise<void> {
  await openApp(page, 'demo', 'login')
  await logInAndLeaveLogin(page, email, password)
  await waitForAppPath(page, '')
  await page.getByRole('contentinfo').getByRole('button', { name: /se déconnecter|log out/i }).waitFor()
}
