import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { registerChatCards } from '@cards/index'
import { fakeApi, json } from '@cards/testing/fake-api'
import { tenantFixture, userFixture } from '@cards/testing/fixtures'
import { rentalFixture, vehicleFixture } from '@/test-support/fixtures'
import { invalidateBookings } from '@/core/query/query-client'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import { requestAssistantFocus } from '@/lib/assistant-focus'
import '../i18n'
import { INITIAL_CONVERSATION, useConversationStore } from '../conversation/conversation-store'
import { ChatThread } from './chat-thread'

const STATIONS = {
  stations: [
    { id: 1, name: 'Gare Centrale', address: '895 Rue De la Gauchetière O', description: null, latitude: 45.4999, longitude: -73.5664, aliases: [] },
    { id: 2, name: 'Vieux-Port', address: '333 Rue de la Commune O', description: null, latitude: 45.5075, longitude: -73.5524, aliases: [] },
  ],
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T14:03:00-05:00'))
  localStorage.clear()
  resetReferenceData()
  registerChatCards()
  useTenantStore.getState().setTenant(tenantFixture())
  useSessionStore.getState().setAnonymous()
  useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' }, position: null, ...INITIAL_CONVERSATION })
  fakeApi({ 'GET /stations': STATIONS, 'GET /categories': { categories: [] }, 'GET /rental_labels': { rental_labels: [] } })
  await i18n.changeLanguage('fr')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderThread() {
  return render(
    <MemoryRouter>
      <ChatThread onNavigate={() => undefined} />
    </MemoryRouter>,
  )
}

const box = () => screen.getByRole('textbox', { name: 'Votre message' })

describe('chat thread', () => {
  it('opens on an example search, but on the account being blocked for a blocked member (spec section 6)', async () => {
    const { unmount } = renderThread()
    expect(await screen.findByText(/par exemple « Une voiture demain 9 h/)).toBeInTheDocument()
    unmount()
    useSessionStore.getState().setMember(toClientUser(userFixture({ workflow_next_step: 'driver_blocked' })))
    renderThread()
    expect(screen.getByText(/^Bonjour ! Votre compte a été bloqué/)).toBeInTheDocument()
    expect(screen.queryByText(/par exemple/)).not.toBeInTheDocument()
  })

  it('tells a member whose card refused a charge what to do, under the greeting, in both languages', async () => {
    const refused = {
      id: 31,
      amount: { value_cents: 4250, iso_code: 'CAD' },
      status: 'pending',
      charge_refused: true,
      created_at: '2026-11-24T15:00:00Z',
      paid_at: null,
      rental: { id: 12, status: 'closed', start_date: '2026-11-23T14:00:00Z', end_date: '2026-11-23T17:00:00Z', vehicle_name: 'Honda Fit', station_name: 'Gare Centrale' },
    }
    fakeApi({
      'GET /stations': STATIONS,
      'GET /categories': { categories: [] },
      'GET /rental_labels': { rental_labels: [] },
      'GET /user/invoices': { invoices: [refused], meta: { total: 1, limit: 10, page: 1 } },
    })
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    const { unmount } = renderThread()
    const fr = await screen.findByText(/Le paiement de 42,50 \$ pour votre location n° 12 a été refusé par votre carte/)
    expect(within(fr).getByRole('link', { name: 'Mes moyens de paiement' })).toHaveAttribute('href', '/account/payment-method')
    unmount()
    await act(() => i18n.changeLanguage('en'))
    renderThread()
    const en = await screen.findByText(/The payment of \$42\.50 for your rental #12 was declined by your card/)
    expect(within(en).getByRole('link', { name: 'My payment methods' })).toHaveAttribute('href', '/account/payment-method')
  })

  it('warns a member whose licence expires within 30 days, with the way to My documents, in both languages; not earlier', async () => {
    // Today is 2026-11-25 in Montréal: the 30-day window reaches 2026-12-25.
    useSessionStore.getState().setMember(toClientUser(userFixture({ driving_licence_expiration_time: '2026-12-25' })))
    const { unmount } = renderThread()
    const fr = await screen.findByText(/^Votre permis de conduire expire le 25 décembre 2026\./)
    expect(within(fr).getByRole('link', { name: 'Remplacer mon permis dans Mes documents' })).toHaveAttribute('href', '/account/documents')
    unmount()
    await act(() => i18n.changeLanguage('en'))
    const english = renderThread()
    const en = await screen.findByText(/^Your driving licence expires on December 25, 2026\./)
    expect(within(en).getByRole('link', { name: 'Replace my licence in My documents' })).toHaveAttribute('href', '/account/documents')
    english.unmount()
    useSessionStore.getState().setMember(toClientUser(userFixture({ driving_licence_expiration_time: '2026-12-26' })))
    renderThread()
    expect(await screen.findByText(/for example/)).toBeInTheDocument()
    expect(screen.queryByText(/driving licence/)).not.toBeInTheDocument()
  })

  it("greets a member with their next booking from the home's reads, in both languages, and follows a booking change", async () => {
    // The member's one booking, on Friday at 9 h in Montréal; cancelled elsewhere, the lists come back empty.
    let rentals = [rentalFixture({ driver_id: 7, vehicle_id: 10, start_station_id: 1 })]
    fakeApi({
      'GET /stations': STATIONS,
      'GET /categories': { categories: [] },
      'GET /rental_labels': { rental_labels: [] },
      'GET /rentals': (request: Request) => {
        const upcoming = new URL(request.url).searchParams.getAll('statuses[]').includes('prepared')
        const page = upcoming ? rentals : []
        return json({ rentals: page, meta: { total: page.length, limit: 20, page: 1 } })
      },
      'GET /vehicles/10': { vehicle: vehicleFixture({ id: 10, make: 'Honda', model: 'Fit' }) },
      'GET /user/invoices': { invoices: [], meta: { total: 0, limit: 10, page: 1 } },
    })
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    const { unmount } = renderThread()
    expect(await screen.findByText(/^Bonjour Camille ! Votre prochaine réservation : Honda Fit, .+ à Gare Centrale\./, {}, { timeout: 5000 })).toBeInTheDocument()
    unmount()
    await act(() => i18n.changeLanguage('en'))
    renderThread()
    expect(await screen.findByText(/Your next booking: Honda Fit, .+ at Gare Centrale\./, {}, { timeout: 5000 })).toBeInTheDocument()
    rentals = []
    await act(() => invalidateBookings())
    expect(await screen.findByText(/for example/, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/Your next booking/)).not.toBeInTheDocument()
  })

  it('says nothing of charges when none was refused', async () => {
    const paid = {
      id: 32,
      amount: { value_cents: 1000, iso_code: 'CAD' },
      status: 'pending',
      charge_refused: false,
      created_at: '2026-11-24T15:00:00Z',
      paid_at: null,
      rental: null,
    }
    fakeApi({
      'GET /stations': STATIONS,
      'GET /categories': { categories: [] },
      'GET /rental_labels': { rental_labels: [] },
      'GET /user/invoices': { invoices: [paid], meta: { total: 1, limit: 10, page: 1 } },
    })
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    renderThread()
    expect(await screen.findByText(/par exemple/)).toBeInTheDocument()
    await act(async () => new Promise((r) => setTimeout(r, 50)))
    expect(screen.queryByText(/a été refusé/)).not.toBeInTheDocument()
  })

  it('sends with Enter and shows the answer in the log', async () => {
    renderThread()
    await userEvent.type(box(), 'bonjour{Enter}')
    expect(await within(screen.getByRole('log')).findByText(/Bonjour !/, {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('marks an English answer on a French page with lang="en", and a French one with nothing', async () => {
    renderThread()
    await userEvent.type(box(), 'hello there, I need a car{Enter}')
    const log = screen.getByRole('log')
    const answer = await within(log).findByText(/^(Hello|Hi)|car|vehicle/, { selector: '[data-role="assistant"] span[lang]' }, { timeout: 8000 })
    expect(answer).toHaveAttribute('lang', 'en')
    await userEvent.type(box(), 'bonjour{Enter}')
    const french = await within(log).findByText(/^Bonjour !/, {}, { timeout: 8000 })
    expect(french).not.toHaveAttribute('lang')
  })

  it('renders the cards of an English answer on a French page in English, marked lang="en" (rule 17)', async () => {
    renderThread()
    await userEvent.type(box(), 'I need a car tomorrow at 9am at Gare Centrale for 3 hours{Enter}')
    const card = await within(screen.getByRole('log')).findByRole('article', { name: 'Available vehicles' }, { timeout: 8000 })
    expect(card.closest('[lang]')).toHaveAttribute('lang', 'en')
    expect(within(screen.getByRole('log')).queryByRole('article', { name: 'Véhicules disponibles' })).toBeNull()
    // The page keeps its language.
    expect(i18n.language).toBe('fr')
  })

  it('shows the search being filled as chips, each removable or editable', async () => {
    renderThread()
    await userEvent.type(box(), 'une voiture demain 9h à la Gare Centrale{Enter}')
    expect(await screen.findByText("Départ demain, jeudi 26 novembre à 9 h. Jusqu'à quand ?", {}, { timeout: 5000 })).toBeInTheDocument()
    const bar = screen.getByRole('region', { name: 'Votre recherche' })
    expect(within(bar).getByText('Gare Centrale')).toBeInTheDocument()
    expect(within(bar).getByText('demain, jeudi 26 novembre à 9 h')).toBeInTheDocument()
    // One line, its count first: the chips unfold onto several lines on demand.
    const fold = within(bar).getByRole('button', { name: 'Votre recherche (2)' })
    expect(fold).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(fold)
    expect(fold).toHaveAttribute('aria-expanded', 'true')

    await userEvent.click(within(bar).getByRole('button', { name: 'Modifier : Début' }))
    await waitFor(() => expect(box()).toHaveValue('plutôt '))
    expect(box()).toHaveFocus()

    await userEvent.click(within(bar).getByRole('button', { name: 'Retirer : Station de départ' }))
    expect(await screen.findByText(/Dans quelle station voulez-vous prendre le véhicule \?$/)).toBeInTheDocument()
    expect(within(bar).queryByText('Gare Centrale')).not.toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Suggestions' })).getByRole('button', { name: 'Gare Centrale' })).toBeInTheDocument()
  })

  it('keeps its log busy until the conversation of this visitor is known', () => {
    useConversationStore.setState({ owner: null })
    renderThread()
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true')
    act(() => useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' } }))
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false')
  })

  it('gives its message box the focus when "go to the assistant" is asked', async () => {
    renderThread()
    expect(box()).not.toHaveFocus()
    act(() => requestAssistantFocus())
    await waitFor(() => expect(box()).toHaveFocus())
  })
})
