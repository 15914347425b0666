import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { TZDate } from '@date-fns/tz'
import type { Rental } from '@contracts/rental'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import { queryClient } from '@/core/query/query-client'
import { listQuery } from '@/features/bookings/queries'
import { fakeApi, json } from '@cards/testing/fake-api'
import { signInMember } from '@/test-support/fake-api'
import { featuresOn, rentalFixture } from '@/test-support/fixtures'
import { tenantFixture, userFixture } from '@cards/testing/fixtures'
import { GARE, resultFixture, vehicleFixture } from '@cards/search-results/test-fixtures'
import ChatPanel from './chat-panel'
import { INITIAL_CONVERSATION, useConversationStore } from './conversation/conversation-store'

// The live chat feeds the conversation after the search (dialogues contract, rules 10 to 12) what
// the replay gives it: the member's rentals from the home's cache, the newest card, its results.

const ZONE = 'America/Montreal'
const user = userFixture()

const DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']

/** The day of the booking: three days from now, named by its weekday ("mardi" on a Saturday). */
function bookingDayAt(hour: number): Date {
  const d = new TZDate(Date.now(), ZONE)
  d.setDate(d.getDate() + 3)
  d.setHours(hour, 0, 0, 0)
  return new Date(d.getTime())
}
const bookingDay = () => DAYS[new TZDate(bookingDayAt(9).getTime(), ZONE).getDay()]

const reference = {
  'GET /stations': { stations: [GARE] },
  'GET /categories': { categories: [] },
  'GET /rental_labels': { rental_labels: [] },
  'GET /custom_contents': { custom_contents: [] },
}

const box = () => screen.getByRole('textbox', { name: /^(Votre message|Your message)$/ })
const log = () => screen.getByRole('log')

function renderPanel() {
  return render(
    <MemoryRouter>
      <ChatPanel layout="panel" />
    </MemoryRouter>,
  )
}

beforeEach(async () => {
  localStorage.clear()
  queryClient.clear()
  resetReferenceData()
  useConversationStore.setState({ owner: null, position: null, ...INITIAL_CONVERSATION })
  useTenantStore.getState().setTenant(tenantFixture())
  signInMember(user)
  await i18n.changeLanguage('fr')
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSessionStore.getState().setAnonymous()
})

describe('the live chat after the search', () => {
  it('shows the review of the second vehicle of a results card on "la 2ème"', async () => {
    const yaris = vehicleFixture()
    const kia = vehicleFixture({ id: 12, make: 'Kia', model: 'Niro' })
    fakeApi({
      ...reference,
      'GET /rentals': { rentals: [], meta: { total: 0, limit: 20, page: 1 } },
      'POST /vehicles/search': { total: 2, results: [resultFixture(yaris), resultFixture(kia, 3100)] },
    })
    renderPanel()
    await userEvent.type(box(), 'une voiture à Gare Centrale demain de 9h à 12h{Enter}')
    expect(await within(log()).findByText('Niro', { exact: false }, { timeout: 15_000 })).toBeInTheDocument()
    await userEvent.type(box(), 'la 2ème{Enter}')
    expect(await within(log()).findByText(/Voici Kia Niro/, {}, { timeout: 10_000 })).toBeInTheDocument()
    const cards = useConversationStore.getState().messages.flatMap((m) => m.cards)
    const review = cards[cards.length - 1]
    expect(review.kind).toBe('booking-review')
    expect((review.props.vehicle as { id: number }).id).toBe(12)
    // The review books what the card searched: its station and times.
    expect(review.props.criteria).toMatchObject({ startStation: 1 })
  })

  it('shows the modify card of the booking of the day named on "finalement je finis à 20h <jour>", and changes nothing', async () => {
    const { calls } = dayBooking()
    renderPanel()
    // The thread reads the member's rentals (the home's lists) once it shows.
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toBeDefined(), { timeout: 15_000 })
    await userEvent.type(box(), `finalement je finis à 20h ${bookingDay()}{Enter}`)
    expect(await within(log()).findByText(/Rien n'est changé avant votre confirmation/, {}, { timeout: 15_000 })).toBeInTheDocument()
    const cards = useConversationStore.getState().messages.flatMap((m) => m.cards)
    const modify = cards[cards.length - 1]
    expect(modify.kind).toBe('bookings-modify')
    expect(String(modify.props.endDate)).toMatch(/T20:00:00/)
    expect(modify.props.date).toBe(new TZDate(bookingDayAt(9).getTime(), ZONE).toISOString().slice(0, 10))
    // The card shows its form and waits for its button.
    expect(await screen.findByRole('button', { name: /^Confirmer la modification \(/ }, { timeout: 15_000 })).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })

  it("says a change of the end by more than 4 hours in hours and money, at the booking's rate, before the button", async () => {
    // 9:00 to 18:00 for 81,00 $: 9,00 $ an hour as charged.
    const { calls } = dayBooking({ price: { value_cents: 8100, iso_code: 'CAD' } })
    renderPanel()
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toBeDefined(), { timeout: 15_000 })
    await userEvent.type(box(), `finalement je finis à 23h ${bookingDay()}{Enter}`)
    expect(await within(log()).findByText(/5 h de plus, 45,00\s\$ de plus\. Rien n'est changé avant votre confirmation/, {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })

  it.each([
    ['oui', 1],
    ['non', 0],
  ])('after the cancel card asks, a typed "%s" answers through the card (%i DELETE)', async (answer, deletes) => {
    const { calls } = dayBooking()
    renderPanel()
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toBeDefined(), { timeout: 15_000 })
    await userEvent.type(box(), `annule ma réservation de ${bookingDay()}{Enter}`)
    await userEvent.click(await screen.findByRole('button', { name: /^Annuler la réservation \(/ }, { timeout: 15_000 }))
    expect(screen.getByText(/Voulez-vous vraiment annuler cette réservation/)).toBeInTheDocument()
    await userEvent.type(box(), `${answer}{Enter}`)
    if (deletes === 1) {
      expect(await screen.findByText('Cette réservation est annulée.', {}, { timeout: 10_000 })).toBeInTheDocument()
    } else {
      // "non" is the card's "keep it": its question goes, the first button comes back.
      expect(await screen.findByRole('button', { name: /^Annuler la réservation \(/ }, { timeout: 10_000 })).toBeInTheDocument()
      expect(screen.queryByText(/Voulez-vous vraiment annuler cette réservation/)).not.toBeInTheDocument()
    }
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(deletes)
  })
})

describe('a typed yes that finds no button', () => {
  it('says so, not that it confirmed, once the card is done (1 DELETE)', async () => {
    const { calls } = dayBooking()
    renderPanel()
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toBeDefined(), { timeout: 15_000 })
    await userEvent.type(box(), `annule ma réservation de ${bookingDay()}{Enter}`)
    await userEvent.click(await screen.findByRole('button', { name: /^Annuler la réservation \(/ }, { timeout: 15_000 }))
    await userEvent.type(box(), 'oui{Enter}')
    expect(await screen.findByText('Cette réservation est annulée.', {}, { timeout: 10_000 })).toBeInTheDocument()
    await userEvent.type(box(), 'oui{Enter}')
    expect(await within(log()).findByText(/Je n'ai trouvé aucun bouton à presser sur la dernière carte/, {}, { timeout: 10_000 })).toBeInTheDocument()
    // The first "oui" pressed the card's button and said so; the second one, nothing.
    expect(within(log()).getAllByText(/je confirme pour vous/)).toHaveLength(1)
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
  })
})

describe('the review in words: its price, the trip details the tenant requires', () => {
  const searchTwo = () => {
    const yaris = vehicleFixture()
    const kia = vehicleFixture({ id: 12, make: 'Kia', model: 'Niro' })
    return {
      'POST /vehicles/search': { total: 2, results: [resultFixture(yaris), resultFixture(kia, 3100)] },
      'GET /rentals': { rentals: [], meta: { total: 0, limit: 20, page: 1 } },
    }
  }

  it('"combien ?" beside the review answers the price the search gave that vehicle, not the rates', async () => {
    const { calls } = fakeApi({ ...reference, ...searchTwo() })
    renderPanel()
    await userEvent.type(box(), 'une voiture à Gare Centrale demain de 9h à 12h{Enter}')
    expect(await within(log()).findByText('Niro', { exact: false }, { timeout: 30_000 })).toBeInTheDocument()
    await userEvent.type(box(), 'la 2ème{Enter}')
    await within(log()).findByText(/Voici Kia Niro/, {}, { timeout: 30_000 })
    await userEvent.type(box(), 'combien ?{Enter}')
    expect(await within(log()).findByText(/Kia Niro, demain.* : 31,00\s\$/, {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(calls.some((c) => c.path.includes('/rates'))).toBe(false)
  }, 120_000)

  it('asks the rental label in words before the review, and a typed label is taken', async () => {
    useTenantStore.getState().setTenant(tenantFixture({ features: featuresOn({ labels: true }) }))
    const { calls } = fakeApi({
      ...reference,
      'GET /rental_labels': {
        rental_labels: [
          { id: 3, name: 'Travail', aliases: [] },
          { id: 4, name: 'Personnel', aliases: [] },
        ],
      },
      ...searchTwo(),
    })
    renderPanel()
    await userEvent.type(box(), 'une voiture à Gare Centrale demain de 9h à 12h{Enter}')
    expect(await within(log()).findByText('Niro', { exact: false }, { timeout: 30_000 })).toBeInTheDocument()
    await userEvent.type(box(), 'la 2ème{Enter}')
    expect(await within(log()).findByText(/Quel est le motif de la location : Travail ou Personnel \?/, {}, { timeout: 30_000 })).toBeInTheDocument()
    // The card asks the same question, its labels as quick replies.
    const quickReply = await within(log()).findByRole('button', { name: 'Travail' }, { timeout: 30_000 })
    // The card needs input and takes the focus; the driver types in the box instead.
    await vi.waitFor(() => expect(quickReply.closest('article')?.contains(document.activeElement)).toBe(true), { timeout: 30_000 })
    await userEvent.type(box(), 'travail{Enter}')
    expect(await within(log()).findByText(/Motif noté : Travail\. Voici Kia Niro/, {}, { timeout: 30_000 })).toBeInTheDocument()
    const cards = useConversationStore.getState().messages.flatMap((m) => m.cards)
    const review = cards[cards.length - 1]
    expect(review.kind).toBe('booking-review')
    expect(review.props.criteria).toMatchObject({ rentalLabel: 3 })
    // The same vehicle and search, the label added: no new search.
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/vehicles/search'))).toHaveLength(1)
  }, 120_000)
})

describe('carpools in the live chat (rule 14)', () => {
  it('"je prends la première" while carpool offers show presses that offer\'s join: its review follows, nothing joined yet', async () => {
    const start = bookingDayAt(8)
    const offer = {
      id: 41,
      vehicle_id: 11,
      reservation_start_time: start.toISOString(),
      reservation_end_time: new Date(start.getTime() + 10 * 3_600_000).toISOString(),
      carpooling_destination: 'Québec',
      start_station_id: 1,
      end_station_id: 1,
      available_seats: 2,
      driver: { first_name: 'Alex' },
    }
    const { calls } = fakeApi({
      ...reference,
      'GET /rentals': { rentals: [], meta: { total: 0, limit: 20, page: 1 } },
      'POST /carpooling_rentals/search': { total: 1, results: [offer] },
      'GET /vehicles/11': { vehicle: vehicleFixture() },
    })
    renderPanel()
    await userEvent.type(box(), `covoiturage pour Québec ${bookingDay()} à la Gare Centrale{Enter}`)
    await within(log()).findByRole('button', { name: /Rejoindre/ }, { timeout: 15_000 })
    await userEvent.type(box(), 'je prends la première{Enter}')
    expect(await within(log()).findByText(/Voici le covoiturage de Alex vers Québec/, {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(await within(log()).findByRole('article', { name: 'Rejoindre ce covoiturage' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(calls.some((c) => c.path.includes('/passengers'))).toBe(false)
  })
})

describe('a typed answer never skips a card step', () => {
  it('"oui" before the cancel card asks opens its question and cancels nothing', async () => {
    const { calls } = dayBooking()
    renderPanel()
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toBeDefined(), { timeout: 15_000 })
    await userEvent.type(box(), `annule ma réservation de ${bookingDay()}{Enter}`)
    await screen.findByRole('button', { name: /^Annuler la réservation \(/ }, { timeout: 15_000 })
    await userEvent.type(box(), 'oui{Enter}')
    expect(await screen.findByText(/Voulez-vous vraiment annuler cette réservation/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
  })

  it.each([
    ['oui', 1],
    ['non', 0],
  ])('on the modify card, a typed "%s" goes through its form (%i PUT)', async (answer, puts) => {
    const { calls } = dayBooking()
    renderPanel()
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toBeDefined(), { timeout: 15_000 })
    await userEvent.type(box(), `finalement je finis à 20h ${bookingDay()}{Enter}`)
    const confirm = await screen.findByRole('button', { name: /^Confirmer la modification \(/ }, { timeout: 15_000 })
    await vi.waitFor(() => expect(confirm).toBeEnabled(), { timeout: 10_000 })
    await userEvent.type(box(), `${answer}{Enter}`)
    await within(log()).findByText(answer === 'oui' ? /je confirme pour vous/ : /je ne change rien/, {}, { timeout: 10_000 })
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(puts), { timeout: 10_000 })
    if (puts === 1) expect(JSON.stringify(calls.find((c) => c.method === 'PUT')?.body)).toContain(bookingDayAt(20).toISOString().slice(0, 16))
  })
})

describe('what a card did, the next sentence knows (rule 18)', () => {
  it('after the review\'s own button booked, "finalement jusqu\'à 13h" changes that booking, not the trip in progress', async () => {
    const allowed = { allowed: true, until: null }
    const actions = { modify_start: allowed, modify_end: allowed, cancel: allowed, geotracking: { allowed: false } }
    const now = Date.now()
    const current = rentalFixture({
      id: 8,
      status: 'in_progress',
      driver_id: user.id,
      vehicle_id: 11,
      reservation_start_time: new Date(now - 3_600_000).toISOString(),
      reservation_end_time: new Date(now + 3 * 3_600_000).toISOString(),
      actions,
    })
    // No trip detail asked before the review's button (labels, distance, destination off).
    useTenantStore.getState().setTenant(tenantFixture({ features: featuresOn() }))
    let booked: Rental | null = null
    const page = (rentals: Rental[]) => ({ rentals, meta: { total: rentals.length, limit: 20, page: 1 } })
    const yaris = vehicleFixture()
    const kia = vehicleFixture({ id: 12, make: 'Kia', model: 'Niro' })
    fakeApi({
      ...reference,
      'GET /rentals': (request: Request) => {
        const statuses = new URL(request.url).searchParams.getAll('statuses[]')
        if (statuses.includes('in_progress')) return json(page([current]))
        return json(page(statuses.includes('prepared') && booked ? [booked] : []))
      },
      'POST /vehicles/search': { total: 2, results: [resultFixture(yaris), resultFixture(kia, 3100)] },
      'GET /vehicles/11': { vehicle: yaris },
      'GET /vehicles/12': { vehicle: kia },
      'POST /user/rentals': async (request: Request) => {
        const body = (await request.json()) as { rental: { reservation_start_time: string; reservation_end_time: string } }
        const times = { reservation_start_time: body.rental.reservation_start_time, reservation_end_time: body.rental.reservation_end_time }
        booked = rentalFixture({ id: 90, status: 'prepared', driver_id: user.id, vehicle_id: 12, ...times, actions })
        return json({ rental: booked }, 201)
      },
    })
    renderPanel()
    await userEvent.type(box(), 'une voiture à Gare Centrale demain de 9h à 12h{Enter}')
    expect(await within(log()).findByText('Niro', { exact: false }, { timeout: 30_000 })).toBeInTheDocument()
    await userEvent.type(box(), 'la 2ème{Enter}')
    await userEvent.click(await within(log()).findByRole('button', { name: /^Confirmer la réservation de la / }, { timeout: 30_000 }))
    await vi.waitFor(
      () =>
        expect(
          useConversationStore
            .getState()
            .messages.flatMap((m) => m.cards)
            .some((c) => c.kind === 'booking-confirmation'),
        ).toBe(true),
      {
        timeout: 30_000,
      },
    )
    // The new booking reaches the member's lists before the next sentence.
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toMatchObject({ rentals: [{ id: 90 }] }), { timeout: 30_000 })
    await userEvent.type(box(), "finalement jusqu'à 13h{Enter}")
    expect(await within(log()).findByText(/Rien n'est changé avant votre confirmation/, {}, { timeout: 30_000 })).toBeInTheDocument()
    const cards = useConversationStore.getState().messages.flatMap((m) => m.cards)
    const modify = cards[cards.length - 1]
    expect(modify.kind).toBe('bookings-modify')
    const tomorrow = new TZDate(now + 86_400_000, ZONE).toISOString().slice(0, 10)
    expect(modify.props).toMatchObject({ which: null, date: tomorrow })
    expect(String(modify.props.endDate)).toMatch(/T13:00:00/)
  }, 120_000)
})

/** A member with one booking in three days, 9h to 18h, that may be changed and cancelled. */
function dayBooking(over: Partial<Rental> = {}) {
  const allowed = { allowed: true, until: bookingDayAt(8).toISOString() }
  let rental: Rental = rentalFixture({
    ...over,
    id: 7,
    driver_id: user.id,
    vehicle_id: 11,
    start_station_id: 1,
    end_station_id: 1,
    reservation_start_time: bookingDayAt(9).toISOString(),
    reservation_end_time: bookingDayAt(18).toISOString(),
    actions: { modify_start: allowed, modify_end: allowed, cancel: allowed, geotracking: { allowed: false } },
  })
  const page = (rentals: Rental[]) => ({ rentals, meta: { total: rentals.length, limit: 20, page: 1 } })
  return fakeApi({
    ...reference,
    // The upcoming list holds the booking; the list in progress is empty.
    'GET /rentals': (request: Request) => json(page(new URL(request.url).searchParams.getAll('statuses[]').includes('prepared') && rental.status !== 'cancelled' ? [rental] : [])),
    'GET /vehicles/11': { vehicle: vehicleFixture() },
    'GET /user/rentals/7': () => json({ rental }),
    'PUT /user/rentals/7': async (request: Request) => {
      const body = (await request.json()) as { rental?: { reservation_end_time?: string } }
      rental = { ...rental, reservation_end_time: body.rental?.reservation_end_time ?? rental.reservation_end_time }
      return json({ rental })
    },
    'DELETE /user/rentals/7': () => {
      rental = { ...rental, status: 'cancelled' }
      return json({ rental })
    },
  })
}
