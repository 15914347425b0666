import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { closePage, newPage } from '../support/browser'
import { recordAnnouncements, takeAnnouncements, type Announcement } from '../support/live-regions'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { headingFocused, say } from '../search/chat-keyboard'
import { hiddenFocus } from '../phone/phone-support'
import { chat } from './chat-page'

const suite = useBrowser()

/** A turn's announcements: at most three, none said twice, never the driver's own sentence. */
function assertOneAnnouncementPerOutcome(said: Announcement[], sentence: string): void {
  const texts = said.map((a) => a.text)
  assert.ok(texts.length <= 3, `at most three announcements: ${JSON.stringify(texts)}`)
  assert.equal(new Set(texts).size, texts.length, `no text twice: ${JSON.stringify(texts)}`)
  assert.ok(!texts.some((t) => t.includes(sentence)), `the driver's own sentence is not read back: ${JSON.stringify(texts)}`)
}

/**
 * Tabs through the answer's card from its focused heading to its last stop: every stop is visible
 * (not under the sticky bars, the header or the message box). Gives the number of stops.
 */
async function tabStopsVisible(page: Page, card: Locator): Promise<number> {
  const inCard = () => card.evaluate((el) => el.contains(document.activeElement))
  let stops = 0
  while (await inCard()) {
    assert.equal(await hiddenFocus(page), null, `stop ${stops} of the card`)
    assert.ok(++stops <= 60, 'the card ends within 60 Tab stops')
    await page.keyboard.press('Tab')
  }
  return stops
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
  ['small phone', { width: 320, height: 640 }],
  ['200% zoom', { width: 640, height: 400 }],
] as const) {
  describe(`the chat's answers for keyboard and screen-reader users (${device})`, () => {
    it('keeps the focus in the message box after "bonjour", shows every Tab stop of a search, and says each answer once', async () => {
      const phone = device !== 'desktop'
      const page = await newPage(suite.browser, { language: 'fr', viewport, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce' })
      try {
        await recordAnnouncements(page)
        const c = chat(page)
        await openApp(page, 'demo')
        await c.ready()
        await takeAnnouncements(page)

        await say(page, c.box(), 'bonjour')
        await c.log.getByText(/Bonjour ! Je suis l'assistant/).waitFor()
        assert.equal(await c.box().evaluate((el) => el === document.activeElement), true, 'the message box keeps the focus')
        assertOneAnnouncementPerOutcome(await takeAnnouncements(page), 'bonjour')

        const sentence = 'voiture demain 9h à la Gare Centrale pour 3h'
        await say(page, c.box(), sentence)
        const results = c.card('Véhicules disponibles').last()
        await results.getByRole('list', { name: 'Véhicules disponibles' }).waitFor()
        await headingFocused(page, 'Véhicules disponibles')
        // The map's tiles and the list settle under the focused heading.
        await page.waitForTimeout(1000)
        // The heading, the vehicles and whatever follows them in the card.
        assert.ok((await tabStopsVisible(page, results)) >= 3, 'the card has its vehicles as Tab stops')
        assertOneAnnouncementPerOutcome(await takeAnnouncements(page), sentence)

        // A vehicle chosen with the keyboard: its card takes the focus on its heading, every stop in view.
        await results.getByRole('list', { name: 'Véhicules disponibles' }).getByRole('button').first().focus()
        await page.keyboard.press('Enter')
        const vehicle = c.log
          .getByRole('article')
          .filter({ has: page.getByRole('button', { name: /^Réserver la / }) })
          .last()
        await vehicle.waitFor()
        await headingFocused(page, ((await vehicle.getByRole('heading').first().textContent()) ?? '').trim())
        assert.ok((await tabStopsVisible(page, vehicle)) >= 2, 'the vehicle card has its book button as a Tab stop')
      } finally {
        await closePage(page)
      }
    })
  })
}

describe('room for the conversation on a first visit', () => {
  it('keeps at least 40% of the screen for the log at 320 x 640 and at 640 x 400 (200% zoom), under an H1 first', async () => {
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 640, height: 400 },
    ]) {
      const page = await newPage(suite.browser, { language: 'fr', viewport, isMobile: true, hasTouch: true })
      try {
        const c = chat(page)
        await openApp(page, 'demo')
        await c.ready()
        // A first visit: the welcome and cookie notices are there.
        await page.getByRole('region', { name: /Bienvenue/ }).waitFor()
        const height = await c.log.evaluate((el) => el.getBoundingClientRect().height)
        assert.ok(height >= 0.4 * viewport.height, `log ${Math.round(height)} px tall at ${viewport.width} x ${viewport.height}`)
        // The notices come first on the page, their titles no headings: the page's H1 opens its outline.
        assert.equal(
          await page
            .getByRole('heading')
            .first()
            .evaluate((el) => el.tagName),
          'H1',
        )
      } finally {
        await closePage(page)
      }
    }
  })
})

describe('room for the conversation during a search', () => {
  it('folds the search into one line, "Votre recherche (n)", that opens on demand, at 200% zoom (640 x 400)', async () => {
    const viewport = { width: 640, height: 400 }
    const page = await newPage(suite.browser, { language: 'fr', viewport, isMobile: true, hasTouch: true })
    try {
      const c = chat(page)
      await openApp(page, 'demo')
      await c.ready()
      await say(page, c.box(), 'voiture demain 9h à la Gare Centrale pour 3h')
      await c.card('Véhicules disponibles').last().getByRole('list', { name: 'Véhicules disponibles' }).waitFor()
      const bar = page.getByRole('region', { name: 'Votre recherche', exact: true })
      const toggle = bar.getByRole('button', { name: /^Votre recherche \(\d+\)$/ })
      await toggle.waitFor()
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
      const folded = await bar.evaluate((el) => el.getBoundingClientRect().height)
      assert.ok(folded <= 48, `the search takes one line: ${Math.round(folded)} px`)
      const height = await c.log.evaluate((el) => el.getBoundingClientRect().height)
      assert.ok(height >= 0.4 * viewport.height, `log ${Math.round(height)} px tall at ${viewport.width} x ${viewport.height} with a search`)
      await toggle.focus()
      await page.keyboard.press('Enter')
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
      await bar.getByRole('button', { name: /^Modifier : Station de départ/ }).waitFor()
    } finally {
      await closePage(page)
    }
  })
})
