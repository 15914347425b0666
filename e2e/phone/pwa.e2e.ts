import assert from 'node:assert/strict'
import { cpSync, mkdtempSync, readFileSync, appendFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage, type ContextOptions } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { appUrl } from '../support/tenants'
import { chat, focusMessageBox } from '../chat/chat-page'

// Its own server on a copy of the build: the update test changes the service worker's file.
const appDir = mkdtempSync(join(tmpdir(), 'frontoffice-pwa-app-'))
cpSync('dist/app', appDir, { recursive: true })
const suite = useBrowser(async () => {
  process.env.E2E_APP_DIR = appDir
  const server = await startOwnServer('pwa')
  delete process.env.E2E_APP_DIR
  return { ...server, close: async () => (await server.close(), rmSync(appDir, { recursive: true, force: true })) }
})

const PHONE: ContextOptions = { language: 'fr', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const WITH_WORKER: ContextOptions = { ...PHONE, serviceWorkers: 'allow' }

/** Waits until the app's service worker is active and controls the page. */
async function workerInControl(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
    await page.getByRole('main').waitFor()
  }
  return scope
}

/** GET a path of a tenant's origin from inside the page: Chromium resolves *.localhost, Node does not. */
async function fetchIn(page: Page, path: string): Promise<{ status: number; type: string; text: string; bytes: number[] }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url)
    const buffer = new Uint8Array(await response.clone().arrayBuffer())
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text(), bytes: [...buffer.slice(0, 24)] }
  }, path)
}

async function tenantOf(page: Page) {
  return JSON.parse((await fetchIn(page, '/api/tenant')).text).tenant as { human_name: string; theme: { primary_color: string; background_color: string } }
}

describe('the installable app', () => {
  for (const slug of ['demo', 'entreprise'] as const) {
    it(`serves ${slug}'s manifest, its icons and its first paint`, async () => {
      const page = await newPage(suite.browser, PHONE)
      try {
        await openApp(page, slug)
        const tenant = await tenantOf(page)
        const response = await fetchIn(page, '/api/tenant/manifest.webmanifest')
        assert.equal(response.status, 200)
        assert.match(response.type, /^application\/manifest\+json/)
        const manifest = JSON.parse(response.text)
        assert.equal(manifest.name, tenant.human_name)
        assert.ok(manifest.short_name.length > 0 && manifest.short_name.length <= 12)
        assert.equal(manifest.start_url, '/frontofficev2/')
        assert.equal(manifest.scope, '/frontofficev2/')
        assert.equal(manifest.display, 'standalone')
        assert.equal(manifest.theme_color, tenant.theme.primary_color)
        assert.equal(manifest.background_color, tenant.theme.background_color)
        const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>
        assert.deepEqual(icons.map((i) => `${i.sizes} ${i.purpose}`).sort(), ['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'])
        for (const icon of icons) {
          const png = await fetchIn(page, icon.src)
          assert.equal(png.status, 200, icon.src)
          assert.equal(png.type, 'image/png')
          const bytes = Buffer.from(png.bytes)
          assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG')
          assert.equal(bytes.readUInt32BE(16), Number(icon.sizes.split('x')[0]), `${icon.src} is not ${icon.sizes}`)
        }
        // index.html links it and paints the tenant's name, colours and message box before any script.
        const html = (await fetchIn(page, appUrl(slug))).text
        assert.match(html, /<link rel="manifest" href="\/api\/tenant\/manifest.webmanifest"/)
        assert.ok(html.includes(`<title>${tenant.human_name}</title>`), 'the title is the tenant name')
        assert.ok(html.includes(`--tenant-primary:${tenant.theme.primary_color}`), 'the first paint has the tenant colour')
      } finally {
        await closePage(page)
      }
    })
  }

  it('paints the shell, the name and the message box with JavaScript off', async () => {
    const page = await newPage(suite.browser, { ...PHONE, javaScriptEnabled: false })
    try {
      await page.goto(appUrl('demo'))
      const tenant = { human_name: await page.title() }
      await page.getByText(tenant.human_name, { exact: true }).waitFor()
      await page.getByRole('textbox', { name: 'Votre message' }).waitFor()
    } finally {
      await closePage(page)
    }
  })
})

describe('on a phone', () => {
  it('shows the assistant first at the root, the map one tap away, axe clean', async () => {
    const page = await newPage(suite.browser, PHONE)
    try {
      await openApp(page, 'demo')
      await chat(page).ready()
      assert.equal(await page.getByRole('button', { name: 'Assistant', exact: true }).count(), 0, 'no button to open what is on screen')
      await expectNoAxeViolations(page, 'the phone home with the assistant')
      await page.getByRole('button', { name: 'Voir la carte' }).click()
      await page.getByRole('log').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Assistant', exact: true }).waitFor()
    } finally {
      await closePage(page)
    }
  })
})

describe('the first screen before the app', () => {
  it('takes typing before the app has arrived, and the real message box takes it over with the focus', async () => {
    const page = await newPage(suite.browser, PHONE)
    try {
      // The app behind the entry is held back until the driver has typed in the first paint's box.
      let release = () => {}
      const typed = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/run-app-[^/]*\.js$/, async (route) => {
        await typed
        await route.continue()
      })
      await page.goto(appUrl('demo'))
      const early = page.locator('#boot').getByRole('textbox', { name: 'Votre message' })
      await early.click()
      await page.keyboard.type('voiture demain')
      release()
      await chat(page).ready()
      await page.locator('#boot').waitFor({ state: 'detached' })
      const box = chat(page).box()
      assert.equal(await box.inputValue(), 'voiture demain', 'what was typed before the app is in the real message box')
      assert.ok(await box.evaluate((el) => el === document.activeElement), 'the real message box has the focus')
    } finally {
      await closePage(page)
    }
  })
})

describe('the service worker', () => {
  it('installs, scoped to the app, and a reload offline shows the shell, the offline message and the conversation', async () => {
    const page = await newPage(suite.browser, WITH_WORKER)
    try {
      await openApp(page, 'demo')
      const scope = await workerInControl(page)
      assert.equal(new URL(scope).pathname, '/frontofficev2/')
      const c = chat(page)
      await c.ready()
      await focusMessageBox(page)
      await c.say('bonjour', /Bonjour ! Je suis l'assistant/)

      await page.context().setOffline(true)
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Pas de connexion Internet' }).waitFor()
      await page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: /bonjour$/ })
        .first()
        .waitFor()
      await expectNoAxeViolations(page, 'the offline screen')

      // Another screen, never opened online, still opens into the app rather than the browser's error.
      await page.goto(appUrl('demo', 'account/bookings'))
      await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor()
    } finally {
      await page.context().setOffline(false)
      await closePage(page)
    }
  })

  it('offers a new version in a status region with a button, which reloads into it', async () => {
    const page = await newPage(suite.browser, WITH_WORKER)
    try {
      await openApp(page, 'demo')
      await workerInControl(page)
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
      // A new build: the worker's file changes, as its precache list does on a deploy.
      appendFileSync(join(appDir, 'sw.js'), `\n// build ${Date.now()}\n`)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      const prompt = page.getByRole('status').filter({ hasText: 'Une nouvelle version est disponible.' })
      await prompt.waitFor()
      await expectNoAxeViolations(page, 'the update prompt')
      const reloaded = page.waitForEvent('framenavigated')
      await prompt.getByRole('button', { name: 'Mettre à jour' }).click()
      await reloaded
      await page.getByRole('main').waitFor()
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), before)
      const active = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null)
      assert.equal(active, true, 'the new version took over')
      assert.ok(readFileSync(join(appDir, 'sw.js'), 'utf8').includes('// build'))
    } finally {
      await closePage(page)
    }
  })
})
