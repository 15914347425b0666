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

/**
 * The page's requests: those still on their way, with their age, and those answered, with their
 * status. What a screen that does not move waits for, or what it was told.
 */
function trackRequests(page: Page): { pending: () => string[]; answered: () => string[]; stop: () => void } {
  const started = new Map<Request, number>()
  const answered: string[] = []
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`
  const onRequest = (request: Request) => started.set(request, Date.now())
  const onFinished = (request: Request) => {
    const at = started.get(request)
    started.delete(request)
    void request.response().then((response) => answered.push(`${name(request)} ${response?.status() ?? '?'} (${at ? Date.now() - at : '?'} ms)`))
  }
  const onFailed = (request: Request) => {
    started.delete(request)
    answered.push(`${name(request)} failed: ${request.failure()?.errorText ?? '?'}`)
  }
  page.on('request', onRequest)
  page.on('requestfinished', onFinished)
  page.on('requestfailed', onFailed)
  return {
    pending: () => [...started].map(([request, at]) => `${name(request)} (${Date.now() - at} ms)`),
    answered: () => answered.filter((line) => !line.includes('/assets/')),
    stop: () => {
      page.off('request', onRequest)
      page.off('requestfinished', onFinished)
      page.off('requestfailed', onFailed)
    },
  }
}

/**
 * Logs in through the login screen and waits until the app has left it. A loaded machine (the whole
 * suite on two shared cores) has taken over 10 s for it, hence 30 s. When it stays, the error says
 * what the screen shows (an alert, a field error, the values typed), which requests are still on
 * their way and how the others were answered, so a failure tells a refused login from a lost click or a slow server.
 */
export async function logInAndLeaveLogin(page: Page, email: string, password: string): Promise<void> {
  const requests = trackRequests(page)
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
    throw new Error(`the login of ${email} did not leave /login: ${JSON.stringify({ ...shown, pending: requests.pending(), answered: requests.answered(), url: page.url() })}`, {
      cause: error,
    })
  } finally {
    requests.stop()
  }
}

/** Opens the demo tenant's login, logs a member in and waits for the home screen with its log-out button. */
export async function logIn(page: Page, email: string, password: string = DEMO_DRIVER.password): Promise<void> {
  await openApp(page, 'demo', 'login')
  await logInAndLeaveLogin(page, email, password)
  await waitForAppPath(page, '')
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /se déconnecter|log out/i })
    .waitFor()
}
