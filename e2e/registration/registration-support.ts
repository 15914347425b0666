import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import type { Locator, Page, Route } from 'playwright-core'
import { tenantOrigin } from '../support/tenants'

let counter = 0
/** An address and a Montréal mobile number nobody else in the run has. */
export function newcomer(prefix: string): { email: string; phone: string; otherPhone: string } {
  counter += 1
  const n = (Date.now() % 1_000_000) * 10 + counter
  // North American exchanges start with 2 to 9: 5xx keeps the number valid.
  const digits = String(n).padStart(6, '0').slice(-6)
  return {
    email: `${prefix}-${Date.now()}-${counter}@newcomer.test`,
    phone: `514 5${digits.slice(0, 2)} ${digits.slice(2)}`,
    otherPhone: `438 5${digits.slice(0, 2)} ${digits.slice(2)}`,
  }
}

/** E.164 of a CA national number typed with spaces. */
export function e164(phone: string): string {
  return `+1${phone.replace(/\D/g, '')}`
}

/** A CA national number typed with spaces as the demo tenant (CA) shows it: (514) 555-0199. */
export function shownPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/**
 * Chooses a file for a document slot the way a person does: its visible button opens the browser's
 * file chooser. The native input is hidden from assistive technology, so it has no name to find it by.
 */
export async function chooseFile(scope: Page | Locator, slot: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope
  const button = scope.getByRole('button', { name: new RegExp(`^(Choisir un fichier|Remplacer le fichier) : ${slot}$`) })
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()])
  await chooser.setFiles(file)
}

/** The latest SMS code sent to a number, read from the server's outbox (GET /api/dev/outbox). */
export async function readSmsCode(serverUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${serverUrl}/api/dev/outbox?channel=sms&recipient=${encodeURIComponent(e164(phone))}&limit=1`)
    const { outbox } = (await response.json()) as { outbox: Array<{ body: string }> }
    const code = outbox[0] ? /\b(\d{6})\b/.exec(outbox[0].body)?.[1] : undefined
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No SMS code in the outbox for ${phone}`)
}

/** A code that is surely wrong: the right one with its first digit changed. */
export function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`
}

/** `npm run admin -- drivers validate <email> --tenant demo` against the server's database. */
export function validateDriver(databaseUrl: string, email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', 'drivers', 'validate', email, '--tenant', 'demo'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`admin exited ${code}: ${output}`))))
  })
}

/** Pastes text into an input the way a browser does (a paste event carrying clipboard data). */
export async function pasteInto(input: Locator, text: string): Promise<void> {
  await input.focus()
  await input.evaluate((element, value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

/**
 * Holds each of the page's uploads (multipart requests) `ms` before it leaves, so its progressbar can
 * be watched, then lets them go at once again. A throttled network did not do it: Chromium sent a
 * 400 KB file to this machine in about 150 ms whatever upload rate it was told, too short a time for
 * a loaded host to see the bar.
 */
export async function withSlowUploads<T>(page: Page, ms: number, run: () => Promise<T>): Promise<T> {
  const hold = async (route: Route) => {
    const type = route.request().headers()['content-type'] ?? ''
    if (type.startsWith('multipart/')) await new Promise((resolve) => setTimeout(resolve, ms))
    await route.fallback()
  }
  await page.route('**/api/**', hold)
  try {
    return await run()
  } finally {
    await page.unroute('**/api/**', hold)
  }
}

const API_HEADERS = { 'content-type': 'application/json', accept: 'application/vnd.frontoffice+json; version=0.4', 'x-requested-with': 'XMLHttpRequest' }

/** Calls the demo tenant's API as the front office does; fails the test on an error answer. */
export async function callDemoApi(path: string, method: string, body: unknown, token?: string): Promise<{ status: number; answer: Record<string, unknown> }> {
  const response = await fetch(`${tenantOrigin('demo')}/api${path}`, {
    method,
    headers: token ? { ...API_HEADERS, authorization: `Bearer ${token}` } : API_HEADERS,
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as Record<string, unknown>
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(answer)}`)
  return { status: response.status, answer }
}

/** An account created on an earlier visit (POST /user, 201), in French; answers the token response. */
export async function createAccountThroughApi(email: string, password: string): Promise<Record<string, unknown>> {
  const { status, answer } = await callDemoApi('/user', 'POST', { user: { email, password, password_confirmation: password, tos_accepted: true, language: 'fr' } })
  assert.equal(status, 201, JSON.stringify(answer))
  return answer
}
