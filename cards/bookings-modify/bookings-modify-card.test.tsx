import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
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
import { pressTypedAnswer } from '../shared/typed-answers'
import { bookingsModifyCard } from './index'

// Wednesday 25 November 2026, 14:03 in Montreal; the booking is on Friday 27, 09:00 to 12:00.
const NOW = '2026-11-25T19:03:00.000Z'
const member = { isLatest: true, state: {}, authenticated: true }
const host = { host: { state: { rentalId: 1 } } }
const target = { rentalId: null, which: null, date: null }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(NOW))
  registerCard(bookingsModifyCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  resetBookings()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  const user = userFixture()
  useSessionStore.getState().setMember(toClientUser(user))
  fakeApi({ 'GET /user/rentals/1': { rental: rentalFixture({ driver_id: user.id }) } })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The card as the chat makes it for a sentence: the engine's first reading (today, per the contract's clock rule) and the sentence. */
const cardFor = (text: string, startDate: string | null, endDate: string | null = null) => ({ ...target, startDate, endDate, sentence: { text, now: NOW } })

describe('modify card: the sentence applied to the booking', () => {
  it.each([
    ['fr', 'décale ma réservation à 15h', 'Nouveaux horaires : du vendredi 27 novembre à 15:00 au vendredi 27 novembre à 18:00.'],
    ['en', 'move my booking to 3pm', 'New times: from Friday, November 27 at 15:00 to Friday, November 27 at 18:00.'],
  ] as const)('%s: "%s", a time without a day, is on the booking\'s day, keeping its length', async (language, text, said) => {
    await renderCard(<CardView kind="bookings-modify" props={cardFor(text, '2026-11-25T15:00:00-05:00')} stale={member} />, { ...host, language })
    expect((await screen.findAllByText(said))[0]).toBeInTheDocument()
  })

  it.each([
    ['fr', 'décale ma réservation à demain 15h', '2026-11-26T15:00:00-05:00', 'Nouveaux horaires : du jeudi 26 novembre à 15:00 au jeudi 26 novembre à 18:00.'],
    ['en', 'move my booking to saturday 10am', '2026-11-28T10:00:00-05:00', 'New times: from Saturday, November 28 at 10:00 to Saturday, November 28 at 13:00.'],
  ] as const)('%s: "%s", a time with its day, keeps that day', async (language, text, startDate, said) => {
    await renderCard(<CardView kind="bookings-modify" props={cardFor(text, startDate)} stale={member} />, { ...host, language })
    expect((await screen.findAllByText(said))[0]).toBeInTheDocument()
  })

  it.each([
    ['fr', 'modifie ma réservation pour finir à 14h', 'Nouveaux horaires : du vendredi 27 novembre à 09:00 au vendredi 27 novembre à 14:00.'],
    ['en', 'change my booking to end at 2pm', 'New times: from Friday, November 27 at 09:00 to Friday, November 27 at 14:00.'],
  ] as const)('%s: "%s", an end alone, moves only the end, on the booking\'s day', async (language, text, said) => {
    await renderCard(<CardView kind="bookings-modify" props={cardFor(text, null, '2026-11-25T14:00:00-05:00')} stale={member} />, { ...host, language })
    expect((await screen.findAllByText(said))[0]).toBeInTheDocument()
  })

  // Running late (dialogues rule 9): "je serai en retard de 30 minutes" moves the end by as much.
  it.each([
    ['fr', 'Nouveaux horaires : du vendredi 27 novembre à 09:00 au vendredi 27 novembre à 12:30.'],
    ['en', 'New times: from Friday, November 27 at 09:00 to Friday, November 27 at 12:30.'],
  ] as const)('%s: extended by the minutes of a late driver', async (language, said) => {
    await renderCard(<CardView kind="bookings-modify" props={{ ...target, startDate: null, endDate: null, extendBy: 30, sentence: null }} stale={member} />, { ...host, language })
    expect((await screen.findAllByText(said))[0]).toBeInTheDocument()
  })

  it('without a sentence (opened from a booking card), it keeps the times it was given', async () => {
    await renderCard(<CardView kind="bookings-modify" props={{ ...target, startDate: null, endDate: null, sentence: null }} stale={member} />, host)
    expect(await screen.findByText('Choisissez les nouveaux horaires ci-dessous.')).toBeInTheDocument()
  })
})

describe('modify card: a booking made before times had to be on a quarter hour', () => {
  it('carries its length onto quarter hours, shows them and sends them (the server refuses 17:53)', async () => {
    const user = userFixture()
    // Friday 27 November, 09:07 to 12:00 in Montreal (2 h 53).
    const booked = rentalFixture({ driver_id: user.id, reservation_start_time: '2026-11-27T14:07:00.000Z', reservation_end_time: '2026-11-27T17:00:00.000Z' })
    const api = fakeApi({
      'GET /user/rentals/1': { rental: booked },
      'PUT /user/rentals/1': async (request: Request) => {
        const { rental } = (await request.json()) as { rental: { reservation_start_time: string; reservation_end_time: string } }
        return json({ rental: { ...booked, ...rental } })
      },
    })
    const rendered = await renderCard(<CardView kind="bookings-modify" props={cardFor('décale ma réservation à 15h', '2026-11-25T15:00:00-05:00')} stale={member} />, host)
    expect((await screen.findAllByText('Nouveaux horaires : du vendredi 27 novembre à 15:00 au vendredi 27 novembre à 18:00.'))[0]).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /^Confirmer la modification \(/ }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rental: { reservation_start_time: '2026-11-27T20:00:00.000Z', reservation_end_time: '2026-11-27T23:00:00.000Z' },
    })
    // The conversation is told which booking changed: a later "finalement 19h" acts on it.
    await waitFor(() => expect(rendered.host.report).toHaveBeenCalledWith({ kind: 'changed', bookingId: '1' }))
  })
})

describe('modify card: a change that costs more', () => {
  /**
   * POST /vehicles/10/price as the server would answer: 10.00 an hour, before taxes. Priced as a
   * new booking (no rental_id), the fixture's start, near or past, is refused as the server does.
   */
  const perHour = async (request: Request) => {
    const { price } = (await request.json()) as { price: { start_time: string; end_time: string; rental_id?: number } }
    if (price.rental_id !== 1) return json({ errors: [{ code: 'SEARCH_START_TIME_TOO_SOON', detail: 'too soon' }] }, 400)
    const cents = ((Date.parse(price.end_time) - Date.parse(price.start_time)) / 3_600_000) * 1000
    const money = { value_cents: cents, iso_code: 'CAD' }
    return json({
      price_quote: { lines: [], prediscount_price: money, discount: null, price: money, taxes: [], total: money, distance_unit: 'km', card: null, free_cancellation_until: null },
    })
  }

  it('fr: a longer booking says the new price and the difference', async () => {
    const user = userFixture()
    fakeApi({ 'GET /user/rentals/1': { rental: rentalFixture({ driver_id: user.id }) }, 'POST /vehicles/10/price': perHour })
    await renderCard(<CardView kind="bookings-modify" props={cardFor('modifie ma réservation pour finir à 14h', null, '2026-11-25T14:00:00-05:00')} stale={member} />, host)
    const warning = await screen.findByText(/^Ce changement coûte plus cher : /, {}, { timeout: 3000 })
    expect(warning).toHaveAttribute('role', 'status')
    expect(warning.textContent).toMatch(/^Ce changement coûte plus cher : 50,00\s\$ au lieu de 30,00\s\$, soit 20,00\s\$ de plus \(avant taxes\)\.$/)
  })

  it('en: a shorter booking says nothing of the price', async () => {
    const user = userFixture()
    const api = fakeApi({ 'GET /user/rentals/1': { rental: rentalFixture({ driver_id: user.id }) }, 'POST /vehicles/10/price': perHour })
    await renderCard(<CardView kind="bookings-modify" props={cardFor('change my booking to end at 10am', null, '2026-11-25T10:00:00-05:00')} stale={member} />, {
      ...host,
      language: 'en',
    })
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/vehicles/10/price')).toHaveLength(2), { timeout: 3000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/costs more/)).toBeNull()
  })
})

describe("modify card: the tenant's opening hours", () => {
  const hours = { tenant: { opening_hours: { opens: '08:00', closes: '17:00' } } }

  it('says the hours, offers no time outside them, and says why a new end after closing cannot be sent', async () => {
    await renderCard(<CardView kind="bookings-modify" props={cardFor('décale ma réservation à 15h', '2026-11-25T15:00:00-05:00')} stale={member} />, { ...host, ...hours })
    // 15:00 keeps the 3-hour length: the end, 18:00, is after closing.
    expect(await screen.findByText('Les départs et retours se font entre 08:00 et 17:00 (heure locale) : choisissez des heures dans cette plage.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Confirmer la modification \(/ })).toBeDisabled()
    expect(screen.getByText('Départs et retours entre 08:00 et 17:00 (heure locale).')).toBeInTheDocument()
    const [startTime] = screen.getAllByRole('combobox', { name: 'Heure' }) as HTMLSelectElement[]
    expect(startTime).toHaveAccessibleDescription('Départs et retours entre 08:00 et 17:00 (heure locale).')
    const offered = Array.from(startTime.options).map((o) => o.value)
    expect(offered[0]).toBe('08:00')
    expect(offered.at(-1)).toBe('17:00')
  })

  it('in English too, and lets new times within them be confirmed', async () => {
    await renderCard(<CardView kind="bookings-modify" props={cardFor('move my booking to 2pm', '2026-11-25T14:00:00-05:00')} stale={member} />, {
      ...host,
      ...hours,
      language: 'en',
    })
    expect((await screen.findAllByText('New times: from Friday, November 27 at 14:00 to Friday, November 27 at 17:00.'))[0]).toBeInTheDocument()
    expect(screen.getByText('Rentals start and end between 08:00 and 17:00 (local time).')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Confirm the change \(/ })).toBeEnabled()
  })
})

describe('modify card: ending a trip in progress later', () => {
  // In progress since 13:00 in Montreal, booked until 16:00; "prolonge de 30 min" asks 16:30.
  const START = '2026-11-25T18:00:00.000Z'
  const END = '2026-11-25T21:00:00.000Z'
  const ASKED = '2026-11-25T21:30:00.000Z'
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
  const modifyEnd = { allowed: true, until: '2026-11-25T20:45:00.000Z' }
  const inProgress = (end = END) =>
    rentalFixture({
      driver_id: userFixture().id,
      status: 'in_progress',
      reservation_start_time: START,
      reservation_end_time: end,
      actions: { modify_start: { allowed: false, until: null }, modify_end: modifyEnd, cancel: { allowed: false, until: null }, geotracking: { allowed: true } },
    })

  /**
   * A fake of the server's extension quote and modification at the network boundary: the car is
   * free until `latest`; an end past it is not allowed and priced at `latest`, and refused by the PUT
   * as the real server does.
   */
  function fakeTripServer(latest: string) {
    const priced = (end: string) => Math.round(((Date.parse(end) - Date.parse(START)) / 3_600_000) * 1000)
    return fakeApi({
      'GET /user/rentals/1': { rental: inProgress() },
      'GET /user/rentals/1/extension': (request: Request) => {
        const asked = new URL(request.url).searchParams.get('end_time') as string
        const allowed = Date.parse(asked) <= Date.parse(latest)
        const applied = allowed ? asked : latest
        return json({
          extension: {
            current_end: END,
            end_time: asked,
            latest_end: latest,
            latest_end_reason: 'next_booking',
            allowed,
            current: breakdown(priced(END)),
            extended: breakdown(priced(applied)),
            added_total: money(priced(applied) - priced(END)),
          },
        })
      },
      'PUT /user/rentals/1': async (request: Request) => {
        const { rental } = (await request.json()) as { rental: { reservation_end_time: string } }
        if (Date.parse(rental.reservation_end_time) > Date.parse(latest)) return json({ errors: [{ code: 'EXTENSION_PAST_LATEST_END', detail: 'past latest end' }] }, 409)
        return json({ rental: inProgress(rental.reservation_end_time) })
      },
    })
  }
  const late = { ...target, startDate: null, endDate: null, extendBy: 30, sentence: null }
  const precedes = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

  it.each([
    ['fr', /^Fin possible au plus tard : mercredi 25 novembre à 17:00/, /^En plus : 5,00/, /^Confirmer la modification \(/],
    ['en', /^Latest possible end: Wednesday, November 25 at 17:00/, /^Added: \$5\.00|^Added: 5\.00/, /^Confirm the change \(/],
  ] as const)('%s: a free end shows its price and the latest end before the confirm button', async (language, latestText, added, confirmName) => {
    const api = fakeTripServer('2026-11-25T22:00:00.000Z')
    await renderCard(<CardView kind="bookings-modify" props={late} stale={member} />, { ...host, language })
    const latest = await screen.findByText(latestText)
    expect(latest).toHaveTextContent(language === 'fr' ? 'la voiture est réservée ensuite' : 'the car is booked next')
    expect(screen.getByText(added)).toBeInTheDocument()
    const confirm = screen.getByRole('button', { name: confirmName })
    expect(precedes(latest, confirm)).toBe(true)
    expect(api.calls.find((c) => c.path.startsWith('/user/rentals/1/extension'))?.path).toBe(`/user/rentals/1/extension?end_time=${encodeURIComponent(ASKED)}`)
    await waitFor(() => expect(confirm).toBeEnabled())
    fireEvent.click(confirm)
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ rental: { reservation_end_time: ASKED } }))
  })

  it.each([
    [
      'fr',
      /^Cette fin n'est pas possible : la voiture est libre jusqu'à mercredi 25 novembre à 16:15/,
      /^Prolonger jusqu'à mercredi 25 novembre à 16:15 \(/,
      /^Confirmer la modification/,
      /^Réservation modifiée : du mercredi 25 novembre à 13:00 au mercredi 25 novembre à 16:15\.$/,
    ],
    [
      'en',
      /^That end is not possible: the car is free until Wednesday, November 25 at 16:15/,
      /^Extend until Wednesday, November 25 at 16:15 \(/,
      /^Confirm the change/,
      /^Booking changed: from Wednesday, November 25 at 13:00 to Wednesday, November 25 at 16:15\.$/,
    ],
  ] as const)(
    '%s: an end past the latest is refused and the latest end offered instead, never a confirm of the refused end',
    async (language, taken, offerName, confirmName, done) => {
      const api = fakeTripServer('2026-11-25T21:15:00.000Z')
      await renderCard(<CardView kind="bookings-modify" props={late} stale={member} />, { ...host, language })
      const said = await screen.findByText(taken)
      const offer = screen.getByRole('button', { name: offerName })
      expect(precedes(said, offer)).toBe(true)
      expect(screen.queryByRole('button', { name: confirmName })).toBeNull()
      expect(api.calls.some((c) => c.method === 'PUT')).toBe(false)
      fireEvent.click(offer)
      expect(await screen.findByText(done)).toHaveAttribute('role', 'status')
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ rental: { reservation_end_time: '2026-11-25T21:15:00.000Z' } }])
    },
  )

  it('a typed "oui" under a refused end extends to the latest end, never to the end asked', async () => {
    const api = fakeTripServer('2026-11-25T21:15:00.000Z')
    await renderCard(<CardView kind="bookings-modify" props={late} stale={member} />, host)
    await screen.findByRole('button', { name: /^Prolonger jusqu'à mercredi 25 novembre à 16:15 \(/ })
    expect(pressTypedAnswer('card-1', true)).toBe(true)
    expect(await screen.findByText(/^Réservation modifiée : .* à 16:15\.$/)).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ rental: { reservation_end_time: '2026-11-25T21:15:00.000Z' } }])
  })
})
