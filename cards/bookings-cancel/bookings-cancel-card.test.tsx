import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Rental } from '@contracts/rental'
import { rentalFixture } from '@/test-support/fixtures'
import { setStoredToken } from '@/lib/api'
import { useSessionStore } from '@/lib/session'
import { toClientUser } from '@/features/session'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { bookingsListCard } from '../bookings-list'
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
    await renderCard(
      <>
        <CardView kind="bookings-list" props={{ scope: 'upcoming' }} stale={member} />
        <CardView kind="bookings-cancel" props={{ rentalId: 1, which: null, date: null }} stale={member} />
      </>,
    )
    // The two cards' lazy modules are transformed on first use: slow on a busy host.
    const list = await screen.findByRole('region', { name: 'À venir' }, { timeout: 15_000 })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1)

    await click.click(await screen.findByRole('button', { name: 'Annuler la réservation' }))
    await click.click(await screen.findByRole('button', { name: 'Oui, annuler la réservation' }))

    expect(await within(list).findByText('Aucune réservation à venir.')).toBeInTheDocument()
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
  })
})
