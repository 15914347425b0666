import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { memberApiGet, memberPage, skipFirstVisitNotices, chatOf } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { logIn, openApp } from '../support/page'
import { useBrowser } from '../support/suite'
import { showMapOnPhone } from '../phone/phone-support'

// Home knows the driver. Read-only on the shared seed: driver@demo.test has a rental in
// progress (started an hour before the seed, four hours long); admin@demo.test only a booking in 3 days.
const suite = useBrowser()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

interface Rental {
  id: number
  vehicle_id: number
  end_station_id: number | null
  start_station_id: number | null
  reservation_start_time: string
  reservation_end_time: string
}

/** The first rental of those statuses, with its vehicle's name and its station's, as the API says. */
async function rentalFacts(page: Page, status: string) {
  const { rentals } = await memberApiGet<{ rentals: Rental[] }>(page, `/rentals?statuses[]=${status}&limit=1`)
  const rental = rentals[0]
  assert.ok(rental, `the seed gives this member a ${status} rental`)
  const { vehicle } = await memberApiGet<{ vehicle: { make: string; model: string } }>(page, `/vehicles/${rental.vehicle_id}`)
  const { stations } = await memberApiGet<{ stations: { id: number; name: string }[] }>(page, '/stations')
  const stationId = status === 'in_progress' ? (rental.end_station_id ?? rental.start_station_id) : rental.start_station_id
  return { rental, vehicle: `${vehicle.make} ${vehicle.model}`, station: stations.find((s) => s.id === stationId)?.name ?? '' }
}

/** "19 h" / "19 h 30" in the demo tenant's zone: the chat's French clock. */
function frenchHour(iso: string): string {
  const [h, m] = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Montreal', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .split(':')
    .map(Number)
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`
}
const sameTenantDay = (a: Date, b: Date) => {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal' }).format(d)
  return day(a) === day(b)
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('a driver with a car out now, on a 1280 x 800 desktop, in French', () => {
  let page: Page
  before(async () => {
    page = await memberPage(suite.browser, 'driver@demo.test')
    await page.setViewportSize({ width: 1280, height: 800 })
  })
  after(async () => closePage(page))

  it('puts the rental in progress before the search: the car, when and where it goes back, extend, access, report a problem; axe-clean', async () => {
    const facts = await rentalFacts(page, 'in_progress')
    await openApp(page, 'demo')
    const panel = page.getByRole('region', { name: 'Votre location en cours' })
    await panel.getByText(facts.vehicle, { exact: true }).waitFor()
    await panel.getByText(/^À rendre /).waitFor()
    await panel.getByText(`Lieu de retour : ${facts.station}`).waitFor()
    await panel.getByRole('link', { name: 'Prolonger' }).waitFor()
    await panel.getByRole('link', { name: 'Signaler un problème' }).waitFor()
    // The trip's actions open its screen with the one chosen first (never sent by the link itself).
    for (const [name, action] of [
      ['Déverrouiller la voiture', 'unlock'],
      ['Verrouiller la voiture', 'lock'],
      ['Rendre la voiture', 'end'],
    ]) {
      assert.match((await panel.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '', new RegExp(`/account/bookings/\\d+/trip\\?action=${action}$`))
    }
    // First in the page: before the search form.
    const form = page.getByRole('form', { name: 'Votre recherche' })
    await form.waitFor()
    const before = await panel.evaluate((el, f) => Boolean(el.compareDocumentPosition(f as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await form.elementHandle())
    assert.ok(before, 'the rental in progress comes before the search form')

    const access = panel.getByRole('button', { name: 'Accès au véhicule' })
    assert.equal(await access.getAttribute('aria-expanded'), 'false')
    await access.click()
    assert.equal(await access.getAttribute('aria-expanded'), 'true')
    // The seed's vehicle has no access text, or this driver reads it (validated, within the window).
    await panel
      .getByText(/Aucune instruction d'accès|\S/)
      .last()
      .waitFor()
    await expectNoAxeViolations(page, 'the home with a rental in progress')
  })

  it('greets in the chat with the same car, its return hour and station, and chips that act on it', async () => {
    const facts = await rentalFacts(page, 'in_progress')
    const end = new Date(facts.rental.reservation_end_time)
    const chat = chatOf(page)
    const when = sameTenantDay(end, new Date()) ? `à ${frenchHour(facts.rental.reservation_end_time)}` : `.+ à ${frenchHour(facts.rental.reservation_end_time)}`
    await chat.log
      .getByText(new RegExp(`^Bonjour Camille ! Votre ${escape(facts.vehicle)} est à rendre ${when} à ${escape(facts.station)}\\. Que souhaitez-vous faire \\?$`))
      .waitFor()
    const chips = page.getByRole('group', { name: 'Suggestions' })
    await chips.getByRole('button', { name: 'Accès au véhicule' }).waitFor()
    await chips.getByRole('button', { name: 'Signaler un problème' }).waitFor()
    await chips.getByRole('button', { name: 'Prolonger' }).waitFor()
  })

  it('extends from the home: the booking opens with its modify dialog', async () => {
    await openApp(page, 'demo')
    await page.getByRole('region', { name: 'Votre location en cours' }).getByRole('link', { name: 'Prolonger' }).click()
    // The modal dialog hides the page behind it from the accessibility tree: the dialog is what shows.
    await page.getByRole('dialog').waitFor()
    assert.match(new URL(page.url()).pathname, /\/account\/bookings\/\d+$/)
  })
})

describe('a driver whose next booking is in three days, on a 390 x 844 phone, in English', () => {
  let page: Page
  before(async () => {
    page = await newPage(suite.browser, { language: 'en', ...PHONE })
    await skipFirstVisitNotices(page)
    await logIn(page, 'admin@demo.test')
  })
  after(async () => closePage(page))

  it('the chat, first screen on a phone, names the next booking and offers its access', async () => {
    const facts = await rentalFacts(page, 'pending')
    await openApp(page, 'demo')
    const chat = chatOf(page)
    await chat.log.getByText(new RegExp(`^Hello Dominique! Your next booking: ${escape(facts.vehicle)}, .+ at ${escape(facts.station)}\\. What would you like to do\\?$`)).waitFor()
    await page.getByRole('button', { name: 'Vehicle access' }).waitFor()
    await expectNoAxeViolations(page, 'the phone chat greeting a driver with a next booking')
  })

  it('the map view puts the next booking before the search, without extend', async () => {
    const facts = await rentalFacts(page, 'pending')
    await showMapOnPhone(page)
    const panel = page.getByRole('region', { name: 'Your next booking' })
    await panel.getByText(facts.vehicle, { exact: true }).waitFor()
    await panel.getByText(`Pick up at: ${facts.station}`).waitFor()
    await panel.getByRole('link', { name: 'View the booking' }).waitFor()
    assert.equal(await panel.getByRole('link', { name: 'Extend' }).count(), 0)
    await expectNoAxeViolations(page, 'the phone map with a next booking')
  })
})

describe('a visitor', () => {
  it('lands on the search with no booking block', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await skipFirstVisitNotices(page)
      await openApp(page, 'demo')
      await page.getByRole('form', { name: 'Votre recherche' }).waitFor()
      assert.equal(await page.getByRole('region', { name: /Votre (location en cours|prochaine réservation)/ }).count(), 0)
    } finally {
      await closePage(page)
    }
  })
})
