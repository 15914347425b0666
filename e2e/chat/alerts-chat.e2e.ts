import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { ACCEPT_V04, DEMO_WEB_CLIENT_ID } from '../../contracts/http'
import { connectDatabase } from '../../server/db/connect'
import { chatOf, memberApiGet, memberPage, tenantClock } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage } from '../support/browser'
import { startOwnServer } from '../support/own-server'
import { useBrowser, usePage } from '../support/suite'
import { DEMO_DRIVER, tenantOrigin } from '../support/tenants'
import { logInWithToken } from '../support/token-login'

// Its own server: the test empties a station in the database, and the server's own alert watch
// (the one every API process on SQLite runs) makes the offer the greeting shows.
const suite = useBrowser(() => startOwnServer('alerts-chat'))
const HOUR = 3_600_000
const EMPTIED = 'Plateau Mont-Royal'

interface WireRental {
  vehicle_id: number
  status: string
  reservation_start_time: string
}
interface WireVehicle {
  id: number
  make: string
  model: string
  station_id: number
  category_id: number | null
}
interface WireAlert {
  id: number
  start_station_id: number | null
  offer: { vehicle_id: number; expires_at: string } | null
}

/** A call to the API as another demo member, from outside the browser (the member who cancels). */
async function asMember(email: string) {
  const origin = tenantOrigin('demo')
  const headers = { Accept: ACCEPT_V04, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
  const grant = await fetch(`${origin}/api/oauth2/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ grant_type: 'password', username: email, password: DEMO_DRIVER.password, client_id: DEMO_WEB_CLIENT_ID }),
  })
  const { access_token } = (await grant.json()) as { access_token: string }
  return async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const res = await fetch(`${origin}/api${path}`, {
      method,
      headers: { ...headers, Authorization: `Bearer ${access_token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, json: (await res.json()) as T }
  }
}

/** A POST or DELETE on the API as the page's member (the token the app stored). */
function memberApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const raw = localStorage.getItem('frontoffice.token')
      const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : ''
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/vnd.frontoffice+json; version=0.4',
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      const text = await response.text()
      return { status: response.status, json: (text === '' ? null : JSON.parse(text)) as T }
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; json: T }>
}

/** Takes every vehicle of a station out of service, so that any search there finds none. */
async function emptyStation(databaseUrl: string, name: string): Promise<void> {
  const handle = await connectDatabase(databaseUrl)
  try {
    const station = await handle.db.selectFrom('stations').select('id').where('name', '=', name).executeTakeFirstOrThrow()
    await handle.db.updateTable('vehicles').set({ active: 0 }).where('station_id', '=', station.id).execute()
  } finally {
    await handle.close()
  }
}

describe('alerts and rebooking in the chat (driver@demo.test)', () => {
  before(async () => {
    await emptyStation(suite.server.databaseUrl, EMPTIED)
  })
  const member = usePage(async () => {
    const page = await memberPage(suite.browser, DEMO_DRIVER.email, logInWithToken)
    const chat = chatOf(page)
    await chat.ready()
    return { page, chat }
  })

  it('"la même que <jour> dernier", the weekday of the latest finished booking, opens that vehicle\'s review', async () => {
    const { rentals } = await memberApiGet<{ rentals: WireRental[] }>(member.page, '/rentals?statuses[]=closed&limit=100')
    const latest = [...rentals].sort((a, b) => Date.parse(b.reservation_start_time) - Date.parse(a.reservation_start_time))[0]
    const { vehicle } = await memberApiGet<{ vehicle: WireVehicle }>(member.page, `/vehicles/${latest.vehicle_id}`)
    const { weekday } = tenantClock(latest.reservation_start_time)

    await member.chat.say(`la même que ${weekday} dernier`, `Je reprends votre réservation de ${weekday} dernier.`)
    await member.chat
      .card('La même réservation')
      .getByText(new RegExp(`^La ${vehicle.make} ${vehicle.model} est libre .* : voici son récapitulatif\\.$`))
      .waitFor()
    const review = member.chat.card('Vérifiez votre réservation')
    await review.getByText(`${vehicle.make} ${vehicle.model}`).first().waitFor()
    await expectNoAxeViolations(member.page, 'the rebooked vehicle review')
  })

  it('an empty search offers "Prévenez-moi si une voiture se libère", which keeps the search as an alert listed by "mes alertes"', async () => {
    await member.chat.say(`une voiture demain de 10h à 13h au ${EMPTIED}`, /Aucun véhicule|aucun véhicule/)
    const notify = member.chat.log.getByRole('button', { name: 'Prévenez-moi si une voiture se libère' }).last()
    await notify.click()
    await member.chat
      .card('Alerte')
      .getByText(/^C'est noté : dès qu'un véhicule se libère/)
      .waitFor()
    const { stations } = await memberApiGet<{ stations: { id: number; name: string }[] }>(member.page, '/stations')
    const plateau = stations.find((s) => s.name === EMPTIED)!
    const { alerts } = await memberApiGet<{ alerts: WireAlert[] }>(member.page, '/user/alerts')
    assert.deepEqual(
      alerts.map((a) => a.start_station_id),
      [plateau.id],
    )

    await member.chat.say('mes alertes', 'Voici vos alertes.')
    await member.chat
      .card('Mes alertes')
      .getByRole('button', { name: new RegExp(`^Supprimer l'alerte ${EMPTIED}`) })
      .waitFor()
    await expectNoAxeViolations(member.page, 'the alerts card')
    assert.equal((await memberApi(member.page, 'DELETE', `/user/alerts/${alerts[0].id}`)).status, 204)
  })

  it("a vehicle another member cancels is offered within 90 s; the greeting's Réserver opens its review", async () => {
    const { page } = member
    const other = await asMember('driver2@demo.test')
    // A vehicle of the demo tenant with nothing booked after now, and its station.
    const { stations } = await memberApiGet<{ stations: { id: number; name: string }[] }>(page, '/stations')
    const handle = await connectDatabase(suite.server.databaseUrl)
    let vehicle: WireVehicle
    try {
      const now = Date.now()
      const row = await handle.db
        .selectFrom('vehicles as v')
        .innerJoin('tenants as t', 't.id', 'v.tenant_id')
        .select('v.id')
        .where('t.slug', '=', 'demo')
        .where('v.active', '=', 1)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('rentals as r').select('r.id').whereRef('r.vehicle_id', '=', 'v.id').where('r.reservation_end_time', '>', now))))
        .orderBy('v.id', 'desc')
        .executeTakeFirstOrThrow()
      vehicle = (await memberApiGet<{ vehicle: WireVehicle }>(page, `/vehicles/${row.id}`)).vehicle
    } finally {
      await handle.close()
    }
    const station = stations.find((s) => s.id === vehicle.station_id)!
    const start = Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR
    const times = { start: new Date(start).toISOString(), end: new Date(start + 3 * HOUR).toISOString() }

    const { json: labels } = await other<{ rental_labels: { id: number }[] }>('GET', '/rental_labels')
    const booked = await other<{ rental: { id: number } }>('POST', '/user/rentals', {
      rental: {
        vehicle_id: vehicle.id,
        reservation_start_time: times.start,
        reservation_end_time: times.end,
        rental_label_id: labels.rental_labels[0].id,
        destination: { label: 'Travail', formatted_address: 'Laval, QC' },
      },
    })
    assert.equal(booked.status, 201)
    const made = await memberApi<{ alert: WireAlert }>(page, 'POST', '/user/alerts', {
      alert: { start_station_id: station.id, start_time: times.start, end_time: times.end, category_ids: vehicle.category_id === null ? [] : [vehicle.category_id] },
    })
    assert.equal(made.status, 201)

    assert.equal((await other('DELETE', `/user/rentals/${booked.json.rental.id}`)).status, 200)
    const cancelledAt = Date.now()
    let offer: WireAlert['offer'] = null
    while (offer === null && Date.now() - cancelledAt < 90_000) {
      await new Promise((r) => setTimeout(r, 500))
      offer = (await memberApiGet<{ alerts: WireAlert[] }>(page, '/user/alerts')).alerts.find((a) => a.id === made.json.alert.id)?.offer ?? null
    }
    assert.equal(offer?.vehicle_id, vehicle.id, 'offered within 90 s')

    // A new page, its chat empty: the greeting, under the usual sentence, tells of the offer.
    const fresh = await memberPage(suite.browser, DEMO_DRIVER.email, logInWithToken)
    try {
      const chat = chatOf(fresh)
      await chat.ready()
      const greeting = fresh.getByRole('region', { name: "Un véhicule s'est libéré pour vous" })
      await greeting.waitFor()
      await expectNoAxeViolations(fresh, 'the greeting with an offer')
      await greeting.getByRole('button', { name: new RegExp(`^Réserver le véhicule libéré à ${station.name}, `) }).click()
      const review = chat.card('Vérifiez votre réservation')
      await review.getByText(`${vehicle.make} ${vehicle.model}`).first().waitFor()
    } finally {
      await closePage(fresh)
    }
  })
})
