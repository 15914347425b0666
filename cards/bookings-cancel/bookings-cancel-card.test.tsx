import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Rental } from '@contracts/rental'
import { rentalFixture } from '@/test-support/fixtures'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { bookingsListCard } from '../bookings-list'
import { useToastStore } from '@/lib/toast/toast-store'
import { bookingsCancelCard } from './index'

const member = { isLatest: true, state: {}, authenticated: true }
const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()
const ALLOWED = { allowed: true, until: inHours(20) }
const user = userFixture()

let calls: ReturnType<typeof fakeApi>['calls']

beforeEach(() => {
  registerCard(bookingsListCard as unknown as CardDefinition<unknown>)
  registerCard(bookingsCancelCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(user))
  let rental: Rental = rentalFixture({
    id: 1,
    driver_id: user.id,
    reservation_start_time: inHours(24),
    reservation_end_time: inHours(27),
    actions: { modify_start: ALLOWED, modify_end: ALLOWED, cancel: ALLOWED, geotracking: { allowed: false } },
  })
  const live = () => rental.status !== 'cancelled'
  ;({ calls } = fakeApi({
    'GET /rentals': () => json({ rentals: live() ? [rental] : [], meta: { total: live() ? 1 : 0, limit: 20, page: 1 } }),
    'GET /user/rentals/1': () => json({ rental }),
    'DELETE /user/rentals/1': () => {
      rental = { ...rental, status: 'cancelled' }
      return json({ rental })
    },
  }))
})
afterEach(() => vi.unstubAllGlobals())

describe('cancel card', () => {
  it('cancels after its confirmation, and the list card beside it shows the booking gone without a reload', async () => {
    const click = userEvent.setup()
    const { host } = await renderCard(
      <>
        <CardView kind="bookings-list" props={{ scope: 'upcoming' }} stale={member} />
        <CardView kind="bookings-cancel" props={{ rentalId: 1, which: null, date: null }} stale={member} />
      </>,
    )
    // The two cards' lazy modules are transformed on first use: slow on a busy host.
    const list = await screen.findByRole('region', { name: 'À venir' }, { timeout: 15_000 })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1)

    await click.click(await screen.findByRole('button', { name: /^Annuler la réservation \(/ }))
    await click.click(await screen.findByRole('button', { name: /^Oui, annuler la réservation \(/ }))

    expect(await within(list).findByText('Aucune réservation à venir.')).toBeInTheDocument()
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
    // The conversation is told, so that a later sentence does not act on the booking gone.
    expect(host.report).toHaveBeenCalledWith({ kind: 'cancelled', bookingId: '1' })
  })

  it('gives its question the focus, says the cancellation once in its status, and leaves no toast over the chat', async () => {
    const click = userEvent.setup()
    useToastStore.setState({ toasts: [] })
    await renderCard(<CardView kind="bookings-cancel" props={{ rentalId: 1, which: null, date: null }} stale={member} />)
    await click.click(await screen.findByRole('button', { name: /^Annuler la réservation \(/ }, { timeout: 15_000 }))
    const question = screen.getByText(/Voulez-vous vraiment annuler cette réservation/)
    expect(question).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await click.click(screen.getByRole('button', { name: /^Non, la garder \(/ }))
    expect(screen.getByRole('button', { name: /^Annuler la réservation \(/ })).toHaveFocus()

    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('')
    await click.click(screen.getByRole('button', { name: /^Annuler la réservation \(/ }))
    await click.click(screen.getByRole('button', { name: /^Oui, annuler la réservation \(/ }))
    // The same region, there before, now says it: one announcement.
    await vi.waitFor(() => expect(status).toHaveTextContent('Cette réservation est annulée.'))
    expect(useToastStore.getState().toasts).toHaveLength(0)
  })

  it('names each "Choisir" by its booking when several match, and gives the chosen one the focus', async () => {
    const click = userEvent.setup()
    const rentals = [1, 2].map((id) =>
      rentalFixture({
        id,
        vehicle_id: 10 + id,
        driver_id: user.id,
        reservation_start_time: inHours(24 * id),
        reservation_end_time: inHours(24 * id + 3),
        actions: { modify_start: ALLOWED, modify_end: ALLOWED, cancel: ALLOWED, geotracking: { allowed: false } },
      }),
    )
    fakeApi({
      'GET /rentals': () => json({ rentals, meta: { total: 2, limit: 20, page: 1 } }),
      'GET /user/rentals/2': () => json({ rental: rentals[1] }),
    })
    await renderCard(<CardView kind="bookings-cancel" props={{ rentalId: null, which: null, date: null }} stale={member} />)
    await screen.findByText('Plusieurs réservations correspondent : laquelle ?', {}, { timeout: 15_000 })
    const names = screen.getAllByRole('button', { name: /^Choisir/ }).map((b) => b.getAttribute('aria-label') ?? '')
    expect(names).toHaveLength(2)
    expect(new Set(names).size).toBe(2)
    for (const name of names) expect(name).toMatch(/^Choisir la .+ du \p{L}+ \d{1,2} \p{L}+ à \d{1,2} h/u)
    await click.click(screen.getByRole('button', { name: names[1] }))
    // The chosen booking's cancel button says which booking it cancels, as its "Choisir" did.
    const which = names[1].replace(/^Choisir la /, '')
    const [vehicle, when] = which.split(' du ')
    await screen.findByRole('button', { name: `Annuler la réservation (${vehicle} du ${when})` })
    expect(document.activeElement?.textContent).toMatch(/Annuler la réservation/)
    expect(document.activeElement?.tagName).toBe('DIV')
  })
})
