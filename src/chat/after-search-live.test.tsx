import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { TZDate } from '@date-fns/tz'
import type { Rental } from '@contracts/rental'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import { queryClient } from '@/lib/query-client'
import { listQuery } from '@/features/bookings/queries'
import { fakeApi, json } from '@cards/testing/fake-api'
import { signInMember } from '@/test-support/fake-api'
import { rentalFixture } from '@/test-support/fixtures'
import { tenantFixture, userFixture } from '@cards/testing/fixtures'
import { GARE, resultFixture, vehicleFixture } from '@cards/search-results/test-fixtures'
import ChatPanel from './chat-panel'
import { INITIAL_CONVERSATION, useConversationStore } from './conversation/conversation-store'

// The live chat feeds the conversation after the search (dialogues contract, rules 10 to 12) what
// the replay gives it: the member's rentals from the home's cache, the newest card, its results.

const ZONE = 'America/Montreal'
const user = userFixture()

/** Next week's Tuesday at a time, in the tenant's zone. */
function tuesdayAt(hour: number): Date {
  const d = new TZDate(Date.now(), ZONE)
  d.setDate(d.getDate() + 7 + ((2 - d.getDay() + 7) % 7))
  d.setHours(hour, 0, 0, 0)
  return new Date(d.getTime())
}

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
  })

  it('shows the modify card of the Tuesday booking on "finalement je finis à 20h mardi", and changes nothing', async () => {
    const rental: Rental = rentalFixture({
      id: 7,
      driver_id: user.id,
      vehicle_id: 11,
      start_station_id: 1,
      end_station_id: 1,
      reservation_start_time: tuesdayAt(9).toISOString(),
      reservation_end_time: tuesdayAt(18).toISOString(),
    })
    const { calls } = fakeApi({
      ...reference,
      // The upcoming list holds the booking; the list in progress is empty.
      'GET /rentals': (request: Request) =>
        json(
          new URL(request.url).searchParams.getAll('statuses[]').includes('prepared')
            ? { rentals: [rental], meta: { total: 1, limit: 20, page: 1 } }
            : { rentals: [], meta: { total: 0, limit: 20, page: 1 } },
        ),
      'GET /vehicles/11': { vehicle: vehicleFixture() },
      'GET /user/rentals/7': { rental },
    })
    renderPanel()
    // The thread reads the member's rentals (the home's lists) once it shows.
    await vi.waitFor(() => expect(queryClient.getQueryData(listQuery('bookings.upcoming', 1).queryKey)).toBeDefined(), { timeout: 15_000 })
    await userEvent.type(box(), 'finalement je finis à 20h mardi{Enter}')
    expect(await within(log()).findByText(/Rien n'est changé avant votre confirmation/, {}, { timeout: 15_000 })).toBeInTheDocument()
    const cards = useConversationStore.getState().messages.flatMap((m) => m.cards)
    const modify = cards[cards.length - 1]
    expect(modify.kind).toBe('bookings-modify')
    expect(String(modify.props.endDate)).toMatch(/T20:00:00/)
    expect(modify.props.date).toBe(new TZDate(tuesdayAt(9).getTime(), ZONE).toISOString().slice(0, 10))
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })
})
