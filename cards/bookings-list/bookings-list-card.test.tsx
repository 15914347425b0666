import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { setStoredToken } from '@/lib/api'
import { useSessionStore } from '@/lib/session'
import { toClientUser } from '@/features/session'
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
})
