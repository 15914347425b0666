// `npx tsx scripts/probe-phone-first-answer.ts` (after `npx vite build`): what a first search on
// the phone landing waits for on the network, a figure the machine's load does not change. The same
// phone as `npm run bench:phone` (390 x 844, CPU 4 times slower, 150 ms round trips, 1.6 Mbit/s
// down), cold; once the landing is quiet (no new request for 1.5 s), the message box gets the focus
// and a search sentence at once, and Enter follows PROBE_TYPING_MS later (0 by default: a driver
// quicker than the warm-up). Prints, per run, the page's requests from the focus to the search
// request (their count and bytes over the network) and the times, which the load does change.
// PROBE_RUNS (3), PROBE_NAMES=1 lists the files.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { startServer } from '../server/start'

const RUNS = Number(process.env.PROBE_RUNS ?? 3)
const TYPING_MS = Number(process.env.PROBE_TYPING_MS ?? 0)
const SENTENCE = 'voiture demain 9h à la Gare Centrale pour 3h'
const RESULTS = '[role="log"] ul[aria-label="Véhicules disponibles"]'

/** Waits until the page has made no new request for 1.5 s. */
async function quiet(page: Page): Promise<void> {
  for (let last = -1, since = Date.now(); Date.now() - since < 1500;) {
    await page.waitForTimeout(250)
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (count !== last) [last, since] = [count, Date.now()]
  }
}

interface Probe {
  answeredMs: number
  searchSentMs: number
  requests: number
  kb: number
  names: string[]
}

async function probe(page: Page): Promise<Probe> {
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => {
      const box = document.querySelector<HTMLTextAreaElement>('#root [data-layout] textarea')
      return !!box && !box.disabled && !document.getElementById('boot')
    },
    null,
    { timeout: 60_000 },
  )
  await page.waitForLoadState('networkidle')
  await quiet(page)
  if (await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/intents-/.test(e.name)))) console.log('  (the idle warm-up had started before the focus)')
  const focusAt = await page.evaluate(() => performance.now())
  await page.locator('#root [data-layout] textarea').focus()
  await page.keyboard.insertText(SENTENCE)
  if (TYPING_MS) await page.waitForTimeout(TYPING_MS)
  await page.evaluate(() => {
    document.addEventListener('keydown', (e) => e.key === 'Enter' && ((window as unknown as { __enterAt: number }).__enterAt = performance.now()), { capture: true, once: true })
  })
  await page.keyboard.press('Enter')
  const answered = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() - (window as unknown as { __enterAt: number }).__enterAt : false),
    RESULTS,
    { polling: 20, timeout: 60_000 },
  )
  const answeredMs = Number(await answered.jsonValue())
  const network = await page.evaluate((focus) => {
    const enter = (window as unknown as { __enterAt: number }).__enterAt
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const search = entries.find((e) => e.name.includes('/api/vehicles/search'))
    const before = entries.filter((e) => e.startTime >= focus && search !== undefined && e.startTime < search.startTime)
    return {
      searchSentMs: search ? search.startTime - enter : NaN,
      requests: before.length,
      kb: before.reduce((sum, e) => sum + e.transferSize, 0) / 1024,
      names: before.map((e) => new URL(e.name).pathname.split('/').pop() ?? ''),
    }
  }, focusAt)
  return { answeredMs, ...network }
}

const dir = mkdtempSync(join(tmpdir(), 'frontoffice-probe-phone-'))
const server = await startServer({ port: 0, databaseUrl: `sqlite:${join(dir, 'probe.sqlite')}`, seed: true, quiet: true, config: { rateLimit: false, dataDir: dir } })
const browser = await launchBrowser()
const url = `${server.url.replace('127.0.0.1', 'localhost')}/frontofficev2/`
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-CA',
      serviceWorkers: 'allow',
    })
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const p = await probe(page)
      console.log(
        `run ${run}: ${p.requests} requests, ${p.kb.toFixed(1)} KB over the network from the focus to the search request; search sent ${p.searchSentMs.toFixed(0)} ms and answered ${p.answeredMs.toFixed(0)} ms after Enter`,
      )
      if (process.env.PROBE_NAMES) console.log(`  ${p.names.sort().join(' ')}`)
    } finally {
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.close()
  rmSync(dir, { recursive: true, force: true })
}
