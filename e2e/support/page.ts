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
