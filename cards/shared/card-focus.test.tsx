import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetBookings } from '@/features/bookings'
import { rentalFixture } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { bookingsCancelCard } from '../bookings-cancel'
import { fakeApi } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'

// A card that arrives asking for input takes the focus on its heading, whatever it holds, so that a
// screen reader first says which card it is; the heading is focusable by script only (tabindex -1).
const member = { isLatest: true, state: {}, authenticated: true }
const guest = { isLatest: true, state: {}, authenticated: false }
const asking = { host: { autoFocus: true } }

function signIn() {
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  const user = userFixture()
  useSessionStore.getState().setMember(toClientUser(user))
  return user
}

beforeEach(() => {
  localStorage.clear()
  resetBookings()
  useSessionStore.getState().setAnonymous()
})
afterEach(() => vi.unstubAllGlobals())

describe('the focus a card takes when it arrives', () => {
  it('cancel card: its heading, not the "Annulable jusqu\'au" line', async () => {
    // The bookings capability registers its cards with the chat, not with the cards package.
    registerCard(bookingsCancelCard as unknown as CardDefinition<unknown>)
    const user = signIn()
    // Cancellable for a day from now: the fixture's own deadline is a fixed date, past once the calendar reaches it.
    const cancellable = { ...rentalFixture().actions, cancel: { allowed: true, until: new Date(Date.now() + 86_400_000).toISOString() } }
    fakeApi({ 'GET /user/rentals/1': { rental: rentalFixture({ driver_id: user.id, actions: cancellable }) } })
    await renderCard(<CardView kind="bookings-cancel" props={{ rentalId: 1, which: null, date: null }} stale={member} />, asking)
    const heading = await screen.findByRole('heading', { name: 'Annuler une réservation' })
    await screen.findByRole('button', { name: /^Annuler la réservation \(/ })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveAttribute('tabindex', '-1')
  })

  it('logout card: its heading, not the destructive confirmation one Enter away', async () => {
    signIn()
    await renderCard(<CardView kind="logout" props={{}} stale={member} />, asking)
    expect(screen.getByRole('heading', { name: 'Déconnexion' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).not.toHaveFocus()
  })

  it('login card: its heading, in English too; the e-mail field is the next Tab stop', async () => {
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />, { ...asking, language: 'en' })
    expect(screen.getByRole('heading', { name: 'Log in' })).toHaveFocus()
  })

  it('a card arriving while the driver types their next message leaves the keys in the message box', async () => {
    const box = document.createElement('textarea')
    box.setAttribute('aria-label', 'Votre message')
    document.body.append(box)
    box.focus()
    box.value = 'mes rés'
    try {
      await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />, asking)
      expect(screen.getByRole('heading', { name: 'Connexion' })).not.toHaveFocus()
      expect(box).toHaveFocus()
    } finally {
      box.remove()
    }
  })

  it('a card arriving while the message box is empty takes the focus', async () => {
    const box = document.createElement('textarea')
    document.body.append(box)
    box.focus()
    try {
      await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />, asking)
      expect(screen.getByRole('heading', { name: 'Connexion' })).toHaveFocus()
    } finally {
      box.remove()
    }
  })

  it('a card that does not ask, and an older one, leave the focus alone', async () => {
    signIn()
    await renderCard(<CardView kind="logout" props={{}} stale={member} />)
    expect(screen.getByRole('heading', { name: 'Déconnexion' })).not.toHaveFocus()
    expect(document.body).toHaveFocus()
  })
})
