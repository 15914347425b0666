import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setNavigator } from '@/lib/navigation'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetSearch, useSearchStore } from '@/features/search/search-store'
import { resumeBookingAfterLogin } from '@/chat/handlers/search/resume-booking'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { setNextCardSink, type NextCard } from '../search-results/next-card'
import { criteriaFixture, resultFixture } from '../search-results/test-fixtures'
import { vehicleCard } from './index'

const guest = { isLatest: true, state: {}, authenticated: false }
let pushed: NextCard[]

registerCard(vehicleCard as unknown as CardDefinition<unknown>)

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  resetSearch()
  pushed = []
  setNextCardSink((card) => pushed.push(card))
  useSessionStore.getState().setAnonymous()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setNextCardSink(null)
})

describe('vehicle card, booked by a guest (spec section 4, booking click)', () => {
  it('asks for a login, then resumes at the review of the same vehicle and dates, with no stale prompt left', async () => {
    fakeApi({})
    const result = resultFixture()
    const criteria = criteriaFixture()
    await renderCard(<CardView kind="vehicle" props={{ result, criteria }} stale={guest} />)
    await userEvent.click(await screen.findByRole('button', { name: /^Réserver la / }))
    expect(pushed).toEqual([expect.objectContaining({ kind: 'login', props: { reason: 'search_vehicles' } })])
    expect(screen.getByRole('status')).toHaveTextContent('Votre recherche est conservée')

    act(() => useSessionStore.getState().setMember(toClientUser(userFixture())))
    expect(screen.queryByRole('status')).toBeNull()

    // What the login card's follow-up runs (registered by src/chat/handlers/search).
    expect(await resumeBookingAfterLogin()).toBe(true)
    // The awaited booking is kept without the fixture's access text (search answers carry none).
    const kept = { ...result, vehicle: { ...result.vehicle, access_instructions: null } }
    expect(pushed[1]).toMatchObject({ kind: 'booking-review', props: { result: kept, carpool: null, vehicle: { id: 11 }, criteria } })
    expect(useSearchStore.getState().step).toBe('booking')
    // Taken up once: a later login answers the search again.
    expect(await resumeBookingAfterLogin()).toBe(false)
  })
})

describe('vehicle card, booked by a member whose registration is incomplete', () => {
  it('stays in the conversation and says what is left, with the card that continues the signup', async () => {
    fakeApi({})
    const navigate = vi.fn()
    setNavigator(navigate)
    try {
      useSessionStore.getState().setMember(toClientUser(userFixture({ workflow_next_step: 'driver_on_sms_form', validated: false })))
      const { host } = await renderCard(<CardView kind="vehicle" props={{ result: resultFixture(), criteria: criteriaFixture() }} stale={{ ...guest, authenticated: true }} />)
      await userEvent.click(await screen.findByRole('button', { name: /^Réserver la / }))
      expect(navigate).not.toHaveBeenCalled()
      expect(host.onNavigate).not.toHaveBeenCalled()
      expect(pushed).toEqual([
        {
          text: "Pour réserver, terminez d'abord votre inscription : il reste 7 étapes, à commencer par « numéro de téléphone ». Reprenez-la ici.",
          kind: 'classic-screen',
          props: { intent: 'continue_registration', path: '/signup', reason: 'screen', details: [] },
        },
      ])
      expect(useSearchStore.getState().step).not.toBe('booking')
    } finally {
      setNavigator(null)
    }
  })
})
