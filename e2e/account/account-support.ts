import type { Browser, Locator, Page } from 'playwright-core'
import { closePage, newPage } from '../support/browser'
import { logIn, openApp } from '../support/page'
import { tenantOrigin } from '../support/tenants'
import { chatReady } from '../chat/chat-page'

export const PASSWORD = 'Demo-2026!'

/** Marks the welcome and the cookie consent as already answered, for tests that are about something else. */
export async function skipFirstVisitNotices(page: Page): Promise<void> {
  await page.context().addInitScript(() => localStorage.setItem('frontoffice.welcome-seen', '1'))
  const url = new URL(tenantOrigin('demo'))
  await page.context().addCookies([{ name: 'frontoffice_cookie_consent', value: 'accepted', domain: url.hostname, path: '/' }])
}

export { logIn }

/**
 * A page in French with the first-visit notices answered and the member logged in, through the
 * login screen unless `logInWith` says otherwise (logInWithToken, for tests about something else).
 * The page is closed again if the log-in fails.
 */
export async function memberPage(browser: Browser, email: string, logInWith: (page: Page, email: string) => Promise<void> = logIn): Promise<Page> {
  const page = await newPage(browser, { language: 'fr' })
  try {
    await skipFirstVisitNotices(page)
    await logInWith(page, email)
    return page
  } catch (error) {
    await closePage(page)
    throw error
  }
}

/** Opens an app route and waits for its level-one heading. */
export async function openScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await openApp(page, 'demo', path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

/** The toast region's latest message. */
export async function waitForToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor()
}

/** The last SMS the outbox holds for a number (GET /api/dev/outbox), and the 6-digit code in it. */
export async function smsCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`${tenantOrigin('demo')}/api/dev/outbox?channel=sms&recipient=${encodeURIComponent(phone)}&limit=1`)
  const body = (await response.json()) as { outbox?: Array<{ text?: string; body?: string }>; messages?: Array<{ text?: string; body?: string }> }
  const rows = body.outbox ?? body.messages ?? []
  const text = rows[0]?.text ?? rows[0]?.body ?? ''
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`No SMS code for ${phone} in the outbox: ${JSON.stringify(body).slice(0, 300)}`)
  return code
}

/** The chat as a person finds it. */
export function chatOf(page: Page) {
  const log = page.getByRole('log')
  const box = () => page.getByRole('textbox', { name: /^(Votre message|Your message)$/ })
  return {
    log,
    card: (name: string | RegExp): Locator => log.getByRole('article', { name }).last(),
    ready: () => chatReady(page, box()),
    /** Types a sentence (again when the first paint's box gave way to the chat's and dropped keys) and sends it; waits for the answer. */
    say: async (text: string, answer: string | RegExp) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        await box().focus()
        await page.keyboard.press('ControlOrMeta+A')
        await page.keyboard.press('Backspace')
        await page.keyboard.type(text)
        if ((await box().inputValue()) === text) break
      }
      await page.keyboard.press('Enter')
      await log.getByText(answer).last().waitFor()
    },
  }
}

/** A calendar day in the demo tenant's zone, `offset` days from today, as yyyy-MM-dd. */
export function tenantDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000))
}

/** A GET on the API as the logged-in member of the page (the token the app stored). */
export async function memberApiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const raw = localStorage.getItem('frontoffice.token')
    const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : ''
    const response = await fetch(`/api${p}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.frontoffice+json; version=0.4', 'X-Requested-With': 'XMLHttpRequest' },
    })
    return (await response.json()) as T
  }, path) as Promise<T>
}

/** Hour and French weekday of an instant in the demo tenant's zone. */
export function tenantClock(iso: string): { hour: number; weekday: string } {
  const date = new Date(iso)
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Montreal', hour: 'numeric', hourCycle: 'h23' }).format(date))
  const weekday = new Intl.DateTimeFormat('fr-CA', { timeZone: 'America/Montreal', weekday: 'long' }).format(date)
  return { hour, weekday }
}
