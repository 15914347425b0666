import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ConditionReport, KnownDamage, TripState, VehicleSide } from '@contracts/trip'
import { REQUIRED_PHOTO_SIDES, VEHICLE_SIDES } from '@contracts/trip'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetBookings } from '@/features/bookings'
import { rentalFixture } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { tripCard } from './index'
import type { TripCardProps } from './schema'

const DRIVER = 7
const HOUR = 3_600_000
const CODE = 'Boîte à clés 4821'
const PHONE = '+15145550199'
const live = { isLatest: true, state: {}, authenticated: true }
const money = (cents: number) => ({ value_cents: cents, iso_code: 'CAD' })
const breakdown = (cents: number) => ({
  lines: [{ kind: 'hours' as const, quantity: cents / 1000, unit_price: money(1000), amount: money(cents) }],
  prediscount_price: money(cents),
  discount: null,
  price: money(cents),
  taxes: [],
  total: money(cents),
  distance_unit: 'km' as const,
})

/**
 * A fake of the trip's server side for the card, at the network boundary: it keeps the reports
 * posted and the rental's status, and says what a start still needs as the real server does
 * (the four sides' reports when the tenant asks for photos).
 */
function fakeTripServer(options: { status: 'prepared' | 'in_progress'; mode?: 'photos' | 'none'; known?: Partial<Record<VehicleSide, KnownDamage[]>> }) {
  let status: string = options.status
  const reports: ConditionReport[] = []
  const mode = options.mode ?? 'none'
  const start = Date.now() + (status === 'prepared' ? 0.25 * HOUR : -1 * HOUR)
  // The trip under way was started through the app 5 minutes before the card shows.
  const startedAt = new Date(Date.now() - 5 * 60_000).toISOString()
  const missing = (moment: 'start' | 'end') => (mode === 'photos' ? REQUIRED_PHOTO_SIDES.filter((s) => !reports.some((r) => r.moment === moment && r.side === s)) : [])
  const rental = () =>
    rentalFixture({
      status: status as TripState['rental']['status'],
      driver_id: DRIVER,
      reservation_start_time: new Date(start).toISOString(),
      reservation_end_time: new Date(start + 3 * HOUR).toISOString(),
    })
  const trip = (): TripState => ({
    rental: rental(),
    start_window: { opens_at: new Date(start - HOUR).toISOString(), closes_at: new Date(start + 0.5 * HOUR).toISOString() },
    damage_report_mode: mode,
    required: { start: { missing_sides: missing('start') }, end: { missing_sides: missing('end') } },
    actual_start: status === 'in_progress' ? startedAt : null,
    vehicle_status: { locked: true, energy_percent: 80, odometer_km: 1200, position: null },
    access_instructions: CODE,
    operator_phone: PHONE,
    return_station: { id: 1, name: 'Gare Centrale', address: '1 rue de la Gare', latitude: null, longitude: null },
    late: false,
    summary: null,
  })
  const command = (name: 'unlock' | 'lock') => ({ id: 'c1', command: name, outcome: 'succeeded', duration_ms: 300, created_at: new Date().toISOString() })
  const vehicleStatus = { locked: false, energy_percent: 80, odometer_km: 1200, position: null }
  const api = fakeApi({
    // The member's lists: this rental is the one under way, or the one ahead, as its status says.
    'GET /rentals': (request: Request) =>
      json({ rentals: new URL(request.url).searchParams.getAll('statuses[]').includes(status) ? [rental()] : [], meta: { total: 1, limit: 20, page: 1 } }),
    'GET /stations': { stations: [] },
    'GET /categories': { categories: [] },
    'GET /rental_labels': { rental_labels: [] },
    'GET /user/rentals/1/trip': () => json({ trip: trip() }),
    'GET /user/rentals/1/condition_reports': () =>
      json({
        condition_reports: reports,
        known_damages: Object.fromEntries(VEHICLE_SIDES.map((s) => [s, options.known?.[s] ?? []])),
        damage_report_mode: mode,
        required: { start: { missing_sides: missing('start') }, end: { missing_sides: missing('end') } },
      }),
    'POST /user/rentals/1/condition_reports': async (request: Request) => {
      const form = await request.formData()
      const report: ConditionReport = {
        id: reports.length + 1,
        rental_id: 1,
        moment: form.get('moment') as ConditionReport['moment'],
        side: form.get('side') as VehicleSide,
        note: (form.get('note') as string | null) ?? null,
        photo_url: form.get('photo') ? `/api/user/rentals/1/condition_reports/${reports.length + 1}/photo` : null,
        created_at: new Date().toISOString(),
      }
      reports.push(report)
      return json({ condition_report: report }, 201)
    },
    'POST /user/rentals/1/start': () => {
      if (missing('start').length > 0)
        return json(
          { errors: [{ code: 'CONDITION_REPORT_MISSING', detail: 'missing', trip: { reason: 'report_missing', moment: 'start', missing_sides: missing('start') } }] },
          409,
        )
      status = 'in_progress'
      return json({ rental: rental(), command: command('unlock'), vehicle_status: vehicleStatus, access_instructions: CODE })
    },
    'POST /user/rentals/1/unlock': () => json({ command: command('unlock'), vehicle_status: vehicleStatus }),
    'POST /user/rentals/1/lock': () => json({ command: command('lock'), vehicle_status: { ...vehicleStatus, locked: true } }),
    'POST /user/rentals/1/end': () => {
      status = 'closed'
      return json({
        rental: rental(),
        command: command('lock'),
        summary: {
          rental_id: 1,
          actual_start: new Date(start).toISOString(),
          actual_end: new Date().toISOString(),
          distance: 42,
          distance_unit: 'km',
          energy_percent_start: 80,
          energy_percent_end: 55,
          breakdown: breakdown(3000),
          ended_by: 'driver',
          note: null,
        },
      })
    },
  })
  return { api, reports, setStatus: (s: string) => (status = s), start }
}

async function show(props: Partial<TripCardProps>, language: 'fr' | 'en' = 'fr') {
  useSessionStore.getState().setMember(toClientUser(userFixture({ id: DRIVER })))
  await renderCard(<CardView kind="trip" props={{ rentalId: 1, action: 'show', end: null, side: null, ...props }} stale={live} />, { language })
  return screen.findByRole('article', { name: language === 'fr' ? 'Votre trajet' : 'Your trip' })
}

const header = (api: ReturnType<typeof fakeApi>, path: string) => {
  const call = api.fetchMock.mock.calls.find(([input]) => (input instanceof Request ? input.url : String(input)).endsWith(path))
  const request = call?.[0]
  return request instanceof Request ? request.headers.get('idempotency-key') : null
}

beforeEach(() => {
  registerCard(tripCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  resetBookings()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + HOUR })
})
afterEach(() => vi.unstubAllGlobals())

describe('trip card: a trip in progress', () => {
  it('unlocks on its button (never by itself), with a command id, and says it is done', async () => {
    const { api } = fakeTripServer({ status: 'in_progress' })
    const card = await show({ action: 'unlock' })
    const unlock = await within(card).findByRole('button', { name: 'Déverrouiller' })
    expect(api.calls.some((c) => c.path.endsWith('/unlock'))).toBe(false)
    await userEvent.click(unlock)
    expect(await within(card).findByText('Voiture déverrouillée.')).toHaveAttribute('role', 'status')
    expect(header(api, '/user/rentals/1/unlock')).toMatch(/.{8,}/)
    expect(within(card).getByRole('button', { name: 'Verrouiller' })).toBeEnabled()
  })

  it('says plainly a vehicle that does not answer, with the access text and the number to call', async () => {
    const { api } = fakeTripServer({ status: 'in_progress' })
    const card = await show({ action: 'lock' }, 'en')
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init)
        if (request.url.endsWith('/lock'))
          return json(
            { errors: [{ code: 'VEHICLE_UNREACHABLE', detail: 'unreachable', trip: { reason: 'vehicle_unreachable', access_instructions: CODE, operator_phone: PHONE } }] },
            409,
          )
        return api.fetchMock(input, init)
      }),
    )
    await userEvent.click(await within(card).findByRole('button', { name: 'Lock' }))
    expect(await within(card).findByText('The car does not answer.')).toHaveAttribute('role', 'alert')
    const help = within(card).getByRole('region', { name: "If the car won't open" })
    expect(help).toHaveTextContent(CODE)
    expect(within(help).getByRole('link', { name: /Call the operator on/ })).toHaveAttribute('href', `tel:${PHONE}`)
  })

  it('reports a damage on the side a sentence named: that side, its known damages, a photo asked with the camera first', async () => {
    const known: KnownDamage = { id: 3, side: 'front', note: 'Rayure sur le pare-chocs', photo_url: null, reported_at: new Date(Date.now() - 48 * HOUR).toISOString() }
    const { reports } = fakeTripServer({ status: 'in_progress', known: { front: [known] } })
    const card = await show({ action: 'report', side: 'front' })
    expect(await within(card).findByRole('heading', { name: 'Côté : Avant' })).toHaveFocus()
    expect(within(card).getByText('Rayure sur le pare-chocs')).toBeInTheDocument()
    const photo = within(card).getByLabelText('Photo : Avant')
    expect(photo).toHaveAttribute('capture', 'environment')
    expect(photo).toHaveAttribute('accept', 'image/*')
    // Neither a photo nor a note: said, nothing sent.
    await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer ce côté' }))
    expect(within(card).getByRole('alert')).toHaveTextContent('Ajoutez une photo ou écrivez une note.')
    await userEvent.upload(photo, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'porte.jpg', { type: 'image/jpeg' }))
    await userEvent.type(within(card).getByLabelText(/^Note/), 'Nouvelle rayure sur la portière')
    await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer ce côté' }))
    expect(await within(card).findByText(/Avant : enregistré\./)).toBeInTheDocument()
    expect(reports).toEqual([expect.objectContaining({ moment: 'during', side: 'front', note: 'Nouvelle rayure sur la portière', photo_url: expect.any(String) })])
  })

  it('offers "remind me in 15 minutes" during the first quarter hour', async () => {
    fakeTripServer({ status: 'in_progress' })
    const card = await show({ action: 'show' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Me le rappeler dans 15 minutes' }))
    expect(within(card).getByText(/^Rappel prévu à/)).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Me le rappeler dans 15 minutes' })).toBeNull()
  })

  it('comes back after 15 minutes with the damage report, and is not offered past the first quarter hour', async () => {
    const { reports } = fakeTripServer({ status: 'in_progress' })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const card = await show({ action: 'show' })
      await userEvent.click(await within(card).findByRole('button', { name: 'Me le rappeler dans 15 minutes' }))
      expect(within(card).queryByText(/remarqué un dommage/)).toBeNull()
      await vi.advanceTimersByTimeAsync(15 * 60_000)
      const due = await within(card).findByRole('alert')
      expect(due).toHaveTextContent('Avez-vous remarqué un dommage depuis le départ ?')
      await userEvent.click(within(due).getByRole('button', { name: 'Signaler un dommage' }))
      // The report of a damage found on the way: which side first, then that side's photo or note.
      await userEvent.click(await within(card).findByRole('button', { name: 'Arrière' }))
      expect(await within(card).findByRole('heading', { name: 'Côté : Arrière' })).toHaveFocus()
      await userEvent.type(within(card).getByLabelText(/^Note/), 'Bosse sur le hayon')
      await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer ce côté' }))
      expect(await within(card).findByText(/Arrière : enregistré\./)).toBeInTheDocument()
      expect(reports).toEqual([expect.objectContaining({ moment: 'during', side: 'back', note: 'Bosse sur le hayon' })])
      // Past the first quarter hour (the trip started 5 minutes before the card showed), no new offer.
      expect(within(card).queryByRole('button', { name: 'Me le rappeler dans 15 minutes' })).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('ends with a confirmation, then the summary and the receipt link', async () => {
    fakeTripServer({ status: 'in_progress' })
    const card = await show({ action: 'end' }, 'en')
    expect(await within(card).findByText(/Check that the car is at the return station/)).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'End the rental' }))
    const summary = await within(card).findByRole('region', { name: 'Trip summary' })
    expect(summary).toHaveTextContent('42.0 km')
    expect(summary).toHaveTextContent('80% at the start, 55% at the return')
    expect(summary).toHaveTextContent('$30.00')
    expect(within(summary).getByRole('link', { name: 'See the receipt' })).toHaveAttribute('href', '/account/bookings-history/1/receipt')
  })
})

describe('trip card: the start', () => {
  it('walks around the car one side at a time before starting when the tenant asks for photos', async () => {
    const { reports, api } = fakeTripServer({ status: 'prepared', mode: 'photos' })
    const card = await show({ action: 'start' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Commencer la location' }))
    for (const [n, side] of [
      [1, 'Avant'],
      [2, 'Côté droit'],
      [3, 'Arrière'],
      [4, 'Côté gauche'],
    ] as const) {
      const heading = await within(card).findByRole('heading', { name: `Côté ${n} sur 5 : ${side}` })
      expect(heading).toHaveFocus()
      // A required side cannot be skipped; a note stands in for a photo.
      expect(within(card).queryByRole('button', { name: 'Passer ce côté' })).toBeNull()
      await userEvent.type(within(card).getByLabelText(/^Note/), `RAS ${side}`)
      await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer ce côté' }))
    }
    // The interior is never required: it may be skipped.
    await within(card).findByRole('heading', { name: 'Côté 5 sur 5 : Intérieur' })
    await userEvent.click(within(card).getByRole('button', { name: 'Passer ce côté' }))
    expect(await within(card).findByText(/Le tour de la voiture est fait\./)).toBeInTheDocument()
    expect(reports.map((r) => r.side)).toEqual(['front', 'right', 'back', 'left'])
    expect(api.calls.some((c) => c.path.endsWith('/start'))).toBe(false)
    await userEvent.click(await within(card).findByRole('button', { name: 'Commencer la location maintenant' }))
    expect(await within(card).findByText('Location commencée : la voiture est ouverte.')).toBeInTheDocument()
  })

  it('says when it opens, and offers no start, before the prepare delay', async () => {
    fakeTripServer({ status: 'prepared' })
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.now() - 3 * HOUR })
    try {
      const card = await show({ action: 'start' })
      expect(await within(card).findByText(/^Vous pourrez commencer votre location à partir de/)).toBeInTheDocument()
      expect(within(card).queryByRole('button', { name: 'Commencer la location' })).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('trip card: the extension', () => {
  it('shows the price lines and the latest possible end before any button, and offers that end when the one asked is taken', async () => {
    const { api } = fakeTripServer({ status: 'in_progress' })
    const current = Date.now() + 2 * HOUR
    const asked = new Date(current + 2 * HOUR).toISOString()
    const latest = new Date(current + HOUR).toISOString()
    let put: unknown = null
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init)
        if (request.url.includes('/user/rentals/1/extension'))
          return json({
            extension: {
              current_end: new Date(current).toISOString(),
              end_time: new URL(request.url).searchParams.get('end_time'),
              latest_end: latest,
              latest_end_reason: 'next_booking',
              allowed: false,
              current: breakdown(3000),
              extended: breakdown(4000),
              added_total: money(1000),
            },
          })
        if (request.method === 'PUT' && request.url.endsWith('/user/rentals/1')) {
          put = await request.clone().json()
          return json({ rental: rentalFixture({ status: 'in_progress', driver_id: DRIVER, reservation_end_time: latest }) })
        }
        return api.fetchMock(input, init)
      }),
    )
    const card = await show({ action: 'extend', end: asked })
    const latestText = await within(card).findByText(/^Fin possible au plus tard :/)
    expect(latestText).toHaveTextContent('la voiture est réservée ensuite')
    expect(within(card).getByText(/^Cette fin n'est pas possible/)).toBeInTheDocument()
    expect(within(card).getByText(/^En plus :/)).toHaveTextContent('10,00')
    const offer = within(card).getByRole('button', { name: /^Prolonger jusqu'à/ })
    // The lines come before the button in the reading order.
    expect(latestText.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(put).toBeNull()
    await userEvent.click(offer)
    expect(await within(card).findByText(/^Location prolongée jusqu'à/)).toBeInTheDocument()
    expect(put).toEqual({ rental: { reservation_end_time: latest } })
  })
})

describe('trip card: no rental named', () => {
  it("shows the trip of the member's home, the car out now", async () => {
    fakeTripServer({ status: 'in_progress' })
    const card = await show({ rentalId: null, action: 'unlock' })
    expect(await within(card).findByRole('button', { name: 'Déverrouiller' })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /Ouvrir la page du trajet/ })).toHaveAttribute('href', expect.stringMatching(/\/1\b/))
  })

  it('says there is none for a member with no rental under way or ahead', async () => {
    fakeApi({
      'GET /rentals': { rentals: [], meta: { total: 0, limit: 20, page: 1 } },
      'GET /stations': { stations: [] },
      'GET /categories': { categories: [] },
      'GET /rental_labels': { rental_labels: [] },
    })
    const card = await show({ rentalId: null, action: 'show' })
    expect(await within(card).findByText("Vous n'avez pas de location en cours ni à venir.")).toBeInTheDocument()
  })
})
