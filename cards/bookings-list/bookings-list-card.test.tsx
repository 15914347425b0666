import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { rentalFixture } from '@/test-support/fixtures'
import { json } from '../testing/fake-api'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetBookings } from '@/features/bookings'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { bookingsListCard } from './index'

const member = { isLatest: true, state: {}, authenticated: true }
const emptyPage = { rentals: [], meta: { total: 0, limit: 20, page: 1 } }

beforeEach(() => {
  registerCard(bookingsListCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  resetBookings()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(userFixture()))
  fakeApi({ 'GET /user/carpooling_rentals': emptyPage, 'GET /rentals': emptyPage })
})
afterEach(() => vi.unstubAllGlobals())

describe('bookings list card', () => {
  it('says the carpool lists are empty in carpool words, and names its link after the carpoolings screen it opens', async () => {
    await renderCard(<CardView kind="bookings-list" props={{ scope: 'carpoolings' }} stale={member} />)
    expect(await within(await screen.findByRole('region', { name: 'En cours' })).findByText('Aucun covoiturage en cours.')).toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'À venir' })).findByText('Aucun covoiturage à venir.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ouvrir mes covoiturages' })).toHaveAttribute('href', '/account/carpoolings')
  })

  it('names the history link after the history, in English too', async () => {
    await renderCard(<CardView kind="bookings-list" props={{ scope: 'history' }} stale={member} />, { language: 'en' })
    expect(await screen.findByText('No past booking.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the booking history' })).toHaveAttribute('href', '/account/bookings-history')
  })

  it('pages through the history with "more", grouped by the month of each end, and moves the focus to the first booking added', async () => {
    // 18 closed bookings, newest first, one every 10 days from 2026-10-25 back: 15 on page 1, 3 on page 2.
    const all = Array.from({ length: 18 }, (_, i) => {
      const end = Date.parse('2026-10-25T15:00:00Z') - i * 10 * 86_400_000
      return rentalFixture({ id: 100 + i, status: 'closed', reservation_start_time: new Date(end - 3 * 3600_000).toISOString(), reservation_end_time: new Date(end).toISOString() })
    })
    fakeApi({
      'GET /rentals': (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
        return json({ rentals: all.slice((page - 1) * 15, page * 15), meta: { total: 18, limit: 15, page } })
      },
      'GET /vehicles/10': { vehicle: null },
    })
    await renderCard(<CardView kind="bookings-list" props={{ scope: 'history' }} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Historique des réservations' })
    await within(card).findByText('15 sur 18 affichées.')
    // The months, newest first, each once.
    const months = within(card)
      .getAllByRole('heading', { level: 5 })
      .map((h) => h.textContent)
    expect(months[0]).toMatch(/octobre 2026/i)
    expect(new Set(months).size).toBe(months.length)
    expect(within(card).getAllByRole('button', { name: /^Voir le détail \(/ })).toHaveLength(15)
    await userEvent.click(within(card).getByRole('button', { name: 'Afficher plus (Historique des réservations)' }))
    await within(card).findByText('18 sur 18 affichées.')
    const details = within(card).getAllByRole('button', { name: /^Voir le détail \(/ })
    expect(details).toHaveLength(18)
    await vi.waitFor(() => expect(details[15]).toHaveFocus())
    expect(within(card).queryByRole('button', { name: /Afficher plus/ })).toBeNull()
  })
})
