import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { chatOf, memberApiGet, memberPage } from '../account/account-support'
import { answerTripDetails, bookResult, fillSearchForm, TENANT_ZONE } from '../search/search-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage } from '../support/browser'
import { openApp } from '../support/page'
import { useBrowser } from '../support/suite'

// Warnings before mistakes: a booking over the driver's own. Read-only on the shared
// seed (nothing is confirmed): driver@demo.test has a prepared booking about 26 hours after the seed.
const suite = useBrowser()

interface Rental {
  id: number
  reservation_start_time: string
}

const inZone = (iso: string, options: Intl.DateTimeFormatOptions, locale = 'en-CA') => new Intl.DateTimeFormat(locale, { timeZone: TENANT_ZONE, ...options }).format(new Date(iso))

describe('a booking over the driver’s own (driver@demo.test, 1280 x 800, French)', () => {
  let page: Page
  let own: Rental
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test')
    await page.setViewportSize({ width: 1280, height: 800 })
    const { rentals } = await memberApiGet<{ rentals: Rental[] }>(page, '/rentals?statuses[]=prepared&limit=1')
    assert.ok(rentals[0], 'the seed gives driver@demo.test a prepared booking')
    own = rentals[0]
  })
  after(async () => closePage(page))

  it('warns on the review screen, with a link to the booking it overlaps; axe-clean', async () => {
    // The hour the booking starts in, to the next: past midnight when it starts at 23:xx.
    const from = new Date(own.reservation_start_time)
    from.setUTCMinutes(0, 0, 0)
    const to = new Date(from.getTime() + 3_600_000)
    const day = (at: Date) => inZone(at.toISOString(), { year: 'numeric', month: '2-digit', day: '2-digit' })
    const clock = (at: Date) => `${inZone(at.toISOString(), { hour: '2-digit', hourCycle: 'h23' }).padStart(2, '0')}:00`
    await openApp(page, 'demo')
    await fillSearchForm(page, {
      station: 'Gare Centrale',
      day: day(from),
      start: clock(from),
      end: clock(to),
      endDay: day(to),
      label: 'Personnel',
      destination: { query: 'Laval', pick: /^Laval Laval, QC/, label: 'Visite client' },
    })
    await bookResult(page)
    await page.getByRole('heading', { name: 'Vérifiez votre réservation' }).waitFor()
    const warning = page.getByRole('status').filter({ hasText: 'Attention : vous avez déjà une réservation sur ce créneau' })
    await warning.waitFor()
    await warning.getByRole('link', { name: `Voir la réservation n° ${own.id}` }).waitFor()
    await expectNoAxeViolations(page, 'the review warning of an overlap')
  })

  it('warns on the chat’s review card too', async () => {
    await openApp(page, 'demo')
    const chat = chatOf(page)
    await chat.ready()
    const date = inZone(own.reservation_start_time, { day: 'numeric', month: 'long' }, 'fr-CA')
    const hour = Number(inZone(own.reservation_start_time, { hour: 'numeric', hourCycle: 'h23' }))
    await chat.say(`voiture le ${date} à ${hour}h à la Gare Centrale pour 1h`, /Je cherche un véhicule/)
    const list = chat.log.getByRole('article', { name: 'Véhicules disponibles' }).last().getByRole('list', { name: 'Véhicules disponibles' })
    await list.getByRole('button').first().click()
    await chat.log
      .getByRole('button', { name: /^Réserver la / })
      .last()
      .click()
    const review = chat.card('Vérifiez votre réservation')
    await review.waitFor()
    await answerTripDetails(review)
    const warning = review.getByRole('status').filter({ hasText: 'Attention : vous avez déjà une réservation sur ce créneau' })
    await warning.waitFor()
    await warning.getByRole('link', { name: `Voir la réservation n° ${own.id}` }).waitFor()
    await expectNoAxeViolations(page, 'the review card warning of an overlap')
  })
})
