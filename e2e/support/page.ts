import type { Page } from 'playwright-core'
import { appPath, appUrl, type TenantSlug } from './tenants'

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
 * Logs in through the login screen and waits until the app has left it. When it stays, the error
 * says what the screen shows (an alert, a field error, the values typed), so a failure tells a
 * refused login from a lost click or a slow machine.
 */
export async function logInAndLeaveLogin(page: Page, email: string, password: string): Promise<void> {
  await logInThroughForm(page, email, password)
  try {
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000, waitUntil: 'commit' })
  } catch (error) {
    const shown = await page.evaluate(() => ({
      alerts: [...document.querySelectorAll('[role="alert"], [aria-invalid="true"]')].map((el) => el.textContent?.trim() || el.getAttribute('aria-label')),
      email: (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value ?? null,
      passwordTyped: ((document.querySelector('input[type="password"]') as HTMLInputElement | null)?.value ?? '').length > 0,
      busy: document.querySelector('button[type="submit"]')?.hasAttribute('disabled') ?? null,
    }))
    throw new Error(`the login of ${email} did not leave /login: ${JSON.stringify(shown)}`, { cause: error })
  }
}
