import assert from 'node:assert/strict'
import type { Locator, Page, Response } from 'playwright-core'

/** The demo tenant's zone: the pickers and the chat read dates there. */
export const TENANT_ZONE = 'America/Montreal'

/** A calendar day in the tenant's zone, `offset` days from today, as yyyy-MM-dd. */
export function tenantDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TENANT_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000))
}

export { logIn } from '../support/page'

/** Picks an option of one of the form's selects (the shell's Select: a combobox and a listbox). */
export async function choose(page: Page, field: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}

export interface SearchInput {
  station: string
  day: string
  start: string
  end: string
  endDay?: string
  label?: string
  destination?: { query: string; pick: string | RegExp; label: string }
  discountCode?: string
}

/** The search form's accessible names in each language (the form keys of search.json in src/i18n/locales). */
const FORM_NAMES = {
  fr: {
    form: 'Votre recherche',
    startStation: 'Station de départ',
    endStation: 'Station de retour',
    destination: 'Destination',
    destinationLabel: 'Libellé de la destination',
    departure: 'Départ',
    ret: 'Retour',
    day: 'Date',
    time: 'Heure',
    purpose: 'Motif de la location',
    code: 'Code promo',
    submit: 'Rechercher',
  },
  en: {
    form: 'Your search',
    startStation: 'Pick-up station',
    endStation: 'Return station',
    destination: 'Destination',
    destinationLabel: 'Destination label',
    departure: 'Departure',
    ret: 'Return',
    day: 'Date',
    time: 'Time',
    purpose: 'Rental purpose',
    code: 'Discount code',
    submit: 'Search',
  },
} as const
export type FormLanguage = keyof typeof FORM_NAMES

/** Fills the demo tenant's search form (stations, destination, dates, purpose, code), in the page's language. */
export async function fillSearchForm(page: Page, input: SearchInput, lang: FormLanguage = 'fr'): Promise<void> {
  const names = FORM_NAMES[lang]
  const form = page.getByRole('form', { name: names.form })
  await choose(page, names.startStation, input.station)
  await choose(page, names.endStation, input.station)
  if (input.destination) {
    await form.getByRole('combobox', { name: names.destination }).fill(input.destination.query)
    await page.getByRole('option', { name: input.destination.pick }).first().click()
    await form.getByLabel(names.destinationLabel).fill(input.destination.label)
  }
  const departure = form.getByRole('group', { name: names.departure })
  await departure.getByLabel(names.day).fill(input.day)
  await departure.getByLabel(names.time).selectOption(input.start)
  const ret = form.getByRole('group', { name: names.ret })
  if (input.endDay) await ret.getByLabel(names.day).fill(input.endDay)
  await ret.getByLabel(names.time).selectOption(input.end)
  if (input.label) await choose(page, names.purpose, input.label)
  if (input.discountCode !== undefined) await form.getByLabel(names.code).fill(input.discountCode)
}

export function submitSearch(page: Page, lang: FormLanguage = 'fr'): Promise<void> {
  const names = FORM_NAMES[lang]
  return page.getByRole('form', { name: names.form }).getByRole('button', { name: names.submit }).click()
}

/** The carpool offer's words along the join, in each language (search.json and booking.json). */
const CARPOOL_WORDS = {
  fr: {
    destinationLabel: 'Week-end',
    criteria: 'Critères de la recherche',
    lookForCarpool: 'Chercher un covoiturage à ces dates',
    offers: 'Covoiturages proposés',
    join: /^Rejoindre : Alex vers Québec – Vieux-Québec$/,
    review: 'Rejoindre ce covoiturage',
    destination: 'Destination du covoiturage : Québec – Vieux-Québec',
    confirm: 'Rejoindre le covoiturage',
    joined: 'Vous avez rejoint le covoiturage',
  },
  en: {
    destinationLabel: 'Weekend',
    criteria: 'Search criteria',
    lookForCarpool: 'Look for a carpool at these times',
    offers: 'Carpool offers',
    join: /^Join: Alex to Québec – Vieux-Québec$/,
    review: 'Join this carpool',
    destination: 'Carpool destination: Québec – Vieux-Québec',
    confirm: 'Join the carpool',
    joined: 'You joined the carpool',
  },
} as const

/**
 * From the search form to the confirmation: searches at the time of driver2's seeded carpool to
 * Québec, joins it and checks each screen with `audit` (the offers, the review, the confirmation).
 */
export async function joinDemoCarpool(page: Page, lang: FormLanguage, audit: (label: string) => Promise<void>): Promise<void> {
  const words = CARPOOL_WORDS[lang]
  // The seed's offer leaves Berri-UQAM about 50 hours after the server started.
  await fillSearchForm(
    page,
    {
      station: 'Berri-UQAM',
      day: tenantDay(1),
      start: '09:00',
      endDay: tenantDay(3),
      end: '23:00',
      label: 'Personnel',
      destination: { query: 'Québec', pick: /^Québec Québec, QC/, label: words.destinationLabel },
    },
    lang,
  )
  await submitSearch(page, lang)
  await page.getByRole('list', { name: words.criteria }).waitFor()

  await page.getByRole('button', { name: words.lookForCarpool }).click()
  const offers = page.getByRole('list', { name: words.offers })
  await offers.waitFor()
  await audit('the carpool offers')
  await offers.getByRole('button', { name: words.join }).click()

  await page.getByRole('heading', { name: words.review }).waitFor()
  await page.getByText(words.destination).waitFor()
  await audit('the carpool review')
  const joined = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/user\/rentals\/\d+\/passengers$/.test(new URL(r.url()).pathname))
  await page.getByRole('button', { name: words.confirm }).click()
  assert.equal((await joined).status() < 300, true)
  await page.getByRole('heading', { name: words.joined }).waitFor()
  await audit('the carpool confirmation')
}

/** Sends the search, opens the first vehicle found (or the one named) and asks to book it. */
export async function bookResult(page: Page, vehicle?: RegExp): Promise<void> {
  await submitSearch(page)
  await page.getByRole('list', { name: 'Véhicules disponibles' }).getByRole('button', { name: vehicle }).first().click()
  await page.getByRole('button', { name: 'Réserver', exact: true }).click()
}

/**
 * Confirms the booking under review, accepting the privacy-usage question when the vehicle asks
 * it, and gives the API's answer to the creation.
 */
export async function confirmBooking(page: Page): Promise<Response> {
  const created = waitForRentalCreated(page)
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click()
  const consent = page.getByRole('dialog')
  if (await consent.isVisible().catch(() => false)) await consent.getByRole('button', { name: "J'accepte et je réserve" }).click()
  return created
}

/** The rental a booking created, read from the API's answer. */
export function waitForRentalCreated(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/user\/rentals$/.test(new URL(r.url()).pathname))
}

/** Cancels a rental the test created, so the driver's limit of active rentals holds for the next tests. */
export async function cancelRental(page: Page, id: number): Promise<void> {
  await page.evaluate(async (rentalId) => {
    const raw = localStorage.getItem('frontoffice.token')
    const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : ''
    await fetch(`/api/user/rentals/${rentalId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.frontoffice+json; version=0.4', 'X-Requested-With': 'XMLHttpRequest' },
    })
  }, id)
}

/**
 * The day driver2's seeded carpool to Québec leaves, in French words the chat reads ("le 29 novembre"):
 * the chat's carpool search covers the one day it is told (dialogue rule 8), and the seed places the
 * ride about 50 hours after the server started, so the test asks the server, as a guest, when it leaves.
 */
export async function seededCarpoolDayInFrench(page: Page): Promise<string> {
  const start = await page.evaluate(async () => {
    const headers = { Accept: 'application/vnd.frontoffice+json; version=0.4', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
    const answer = (await (await fetch('/api/tenant', { headers })).json()) as { web_client_id?: string; tenant?: { web_client_id: string } }
    const tenant = { web_client_id: answer.web_client_id ?? answer.tenant?.web_client_id }
    const token = (await (
      await fetch('/api/oauth2/token', { method: 'POST', headers, body: JSON.stringify({ grant_type: 'client_credentials', client_id: tenant.web_client_id }) })
    ).json()) as { access_token: string }
    const found = (await (
      await fetch('/api/carpooling_rentals/search', {
        method: 'POST',
        headers: { ...headers, Authorization: `Bearer ${token.access_token}` },
        body: JSON.stringify({ search: { start_time: new Date().toISOString() } }),
      })
    ).json()) as { results?: { reservation_start_time: string; carpooling_destination: string | null }[] }
    return found.results?.find((r) => r.carpooling_destination === 'Québec – Vieux-Québec')?.reservation_start_time ?? JSON.stringify({ token, found })
  })
  assert.ok(!start.startsWith('{'), `the seed offers a carpool to Québec: ${start}`)
  return `le ${new Intl.DateTimeFormat('fr-CA', { timeZone: TENANT_ZONE, day: 'numeric', month: 'long' }).format(new Date(start))}`
}

const TRIP_WORDS = {
  fr: {
    purpose: 'Quel est le motif de la location ?',
    place: 'Adresse ou ville de destination',
    placeLabel: 'Libellé de la destination',
    next: 'Continuer',
    confirm: 'Confirmer la réservation',
  },
  en: { purpose: "What is the rental's purpose?", place: 'Destination address or town', placeLabel: 'Destination label', next: 'Continue', confirm: 'Confirm the booking' },
} as const

/**
 * Answers the trip details the demo tenant requires (its labels and destination field are on), which
 * the chat's review card asks before the review: the label "Personnel", then Laval labelled "Visite".
 */
export async function answerTripDetails(review: Locator, lang: 'fr' | 'en' = 'fr'): Promise<void> {
  const w = TRIP_WORDS[lang]
  await review.getByRole('group', { name: w.purpose }).getByRole('button', { name: 'Personnel' }).click()
  await review.getByLabel(w.place).fill('Laval')
  await review.getByLabel(w.placeLabel).fill('Visite')
  await review.getByRole('button', { name: w.next }).click()
  await review.getByRole('button', { name: w.confirm }).waitFor()
}
