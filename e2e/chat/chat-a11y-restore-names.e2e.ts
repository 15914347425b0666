import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { logIn, openApp, waitForHeading } from '../support/page'
import { useBrowser } from '../support/suite'
import { say } from '../search/chat-keyboard'
import { answerTripDetails } from '../search/search-support'
import { chat } from './chat-page'

const suite = useBrowser()

describe('a restored conversation and the names of card actions', () => {
  it('names each action by its vehicle, and after a reload keeps the cards and names the station', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 1280, height: 900 } })
    try {
      await logIn(page, 'driver2@demo.test')
      const c = chat(page)
      await c.ready()
      await say(page, c.box(), 'voiture demain 9h à la Gare Centrale pour 3h')
      const list = c.card('Véhicules disponibles').last().getByRole('list', { name: 'Véhicules disponibles' })
      await list.waitFor()
      const first = list.getByRole('button').first()
      const vehicle = (await first.locator('span.font-semibold').first().innerText()).trim()
      await first.click()
      // Several vehicle cards can be in the conversation: the button says which vehicle it books.
      await c.log.getByRole('button', { name: `Réserver la ${vehicle}`, exact: true }).click()
      const review = c.card('Vérifiez votre réservation').last()
      // The demo tenant requires the trip's label and destination: the card asks them first.
      await answerTripDetails(review)
      await review.getByRole('button', { name: `Confirmer la réservation de la ${vehicle}`, exact: true }).waitFor()

      // Whether the fallback for an unknown card ever shows while the conversation comes back.
      await page.addInitScript(() => {
        const w = window as unknown as { fallbackSeen: boolean }
        w.fallbackSeen = false
        new MutationObserver(() => {
          if (/Carte (indisponible|expirée)/.test(document.body?.textContent ?? '')) w.fallbackSeen = true
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })
      await page.reload()
      await c.ready()
      // Cards come back as they were, not as the fallback for an unknown kind; the chips name the station.
      await c
        .card('Vérifiez votre réservation')
        .last()
        .getByRole('button', { name: `Confirmer la réservation de la ${vehicle}` })
        .waitFor()
      await c.log.getByRole('article', { name: new RegExp(`^${vehicle} \\d{4}$`) }).waitFor()
      assert.equal(await c.card('Véhicules disponibles').count(), 1)
      assert.equal(await page.evaluate(() => (window as unknown as { fallbackSeen: boolean }).fallbackSeen), false, 'no card shown as unavailable')
      const chips = page.getByText('Station de départ :').first().locator('..')
      assert.match(await chips.innerText(), /Gare Centrale/)
      assert.doesNotMatch(await page.getByRole('log').innerText(), /Station de départ :\s*\d+\b/)
      await expectNoAxeViolations(page, 'the restored conversation')
    } finally {
      await closePage(page)
    }
  })
})

describe('the bookings card names each action by its booking', () => {
  it('gives no two of its buttons or links the same name, with two bookings listed', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      await logIn(page, 'driver@demo.test')
      const c = chat(page)
      await c.ready()
      await say(page, c.box(), 'mes réservations')
      const card = c.card('Mes réservations').last()
      const details = card.getByRole('button', { name: /^Voir le détail/ })
      // The seed gives this member a booking under way and one to come.
      await details.nth(1).waitFor()
      const names = await card.locator('button, a[href]').evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()))
      const twice = names.filter((name, i) => names.indexOf(name) !== i)
      assert.deepEqual(twice, [], `names said twice in the card: ${JSON.stringify(names)}`)
      for (const name of await details.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
        assert.match(name, /^Voir le détail \(.+ du \p{L}+ \d{1,2} \p{L}+ à \d{1,2} h\)$/u)
      }
    } finally {
      await closePage(page)
    }
  })
})

describe('a restored card an older version stored', () => {
  it('says plainly that it expired, with a link to its classic screen, and keeps the other cards', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 1280, height: 900 } })
    try {
      const c = chat(page)
      await openApp(page, 'demo')
      await c.ready()
      await say(page, c.box(), 'voiture demain 9h à la Gare Centrale pour 3h')
      await c.card('Véhicules disponibles').last().getByRole('list', { name: 'Véhicules disponibles' }).waitFor()
      // What an earlier version of the results card would have stored: props its schema no longer reads.
      const changed = await page.evaluate(() => {
        for (const key of Object.keys(localStorage).filter((k) => k.startsWith('frontoffice.chat.'))) {
          const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { messages?: Array<{ cards: Array<{ kind: string; props: unknown }> }> } | null
          const card = stored?.messages?.flatMap((m) => m.cards).find((k) => k.kind === 'search-results')
          if (!card) continue
          card.props = { station_id: '9', when: 'demain' }
          localStorage.setItem(key, JSON.stringify(stored))
          return true
        }
        return false
      })
      assert.equal(changed, true, 'the conversation keeps a results card in local storage')
      await page.reload()
      await c.ready()
      const expired = c.card('Carte expirée')
      await expired.getByText(/ne peut plus s'afficher/).waitFor()
      // The results' classic screen is the search on the home page.
      await expired.getByRole('link', { name: "Ouvrir l'écran classique" }).waitFor()
      // The driver's words and the assistant's reply come back as they were.
      await c.log.getByText(/Je cherche un véhicule à la station Gare Centrale/).waitFor()
      assert.equal(await c.card('Carte indisponible').count(), 0)
      await expectNoAxeViolations(page, 'an expired card')
    } finally {
      await closePage(page)
    }
  })
})

describe('help and contact for a guest', () => {
  for (const [language, help, contact] of [
    ['fr', 'Aide', 'Contact'],
    ['en', 'Help', 'Contact'],
  ] as const) {
    it(`are in the footer of every page, in ${language === 'fr' ? 'French' : 'English'}`, async () => {
      const page = await newPage(suite.browser, { language, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      try {
        for (const path of ['', 'login', 'politique-de-confidentialite']) {
          await openApp(page, 'demo', path)
          const footer = page.getByRole('contentinfo')
          await footer.getByRole('link', { name: help, exact: true }).waitFor()
          await footer.getByRole('link', { name: contact, exact: true }).waitFor()
        }
        await page.getByRole('contentinfo').getByRole('link', { name: contact, exact: true }).click()
        // The tenant's contact content, open to guests.
        await waitForHeading(page, 'Contact')
        assert.ok((await page.getByRole('main').innerText()).length > 40, 'the contact content is shown')
        await expectNoAxeViolations(page, 'the contact page of a guest')
      } finally {
        await closePage(page)
      }
    })
  }
})

describe('toasts and the focus', () => {
  it('never cover the message box a phone user typed in, even two at once', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true })
    try {
      await logIn(page, 'driver2@demo.test')
      const c = chat(page)
      await c.ready()
      // Two requests in a row: each says it is sent in a toast, and the two stack up.
      for (let i = 0; i < 2; i++) {
        await say(page, c.box(), 'je veux recevoir mes données personnelles')
        await c.card('Mes données personnelles').last().getByRole('button', { name: 'Demander mes données' }).click()
      }
      await c.box().focus()
      const toasts = page.getByRole('region', { name: /Notifications/ }).locator('li')
      await toasts.nth(1).waitFor()
      await page.waitForTimeout(300)
      const box = await c.box().boundingBox()
      assert.ok(box)
      for (const shown of [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()]) {
        assert.ok(shown)
        const overlaps: boolean = shown.x < box.x + box.width && box.x < shown.x + shown.width && shown.y < box.y + box.height && box.y < shown.y + shown.height
        assert.equal(overlaps, false, `toast ${JSON.stringify(shown)} over the message box ${JSON.stringify(box)}`)
      }
    } finally {
      await closePage(page)
    }
  })
})
