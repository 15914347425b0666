import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { setNavigator } from '@/lib/navigation'
import { useTenantStore } from '@/core/tenant'
import { tenantFixture } from '@/test-support/fixtures'
import { leaveConfirmation } from './booking-actions'
import { INITIAL_SEARCH_STATE, resetSearch, useSearchStore, type SearchStoreState } from './search-store'
import { useStepHistory } from './use-step-history'

/** The search view as far as the history sees it: its step, and its own way out of the confirmation. */
function StepView() {
  useStepHistory()
  const step = useSearchStore((s) => s.step)
  return (
    <>
      <p>step: {step}</p>
      <button type="button" onClick={() => leaveConfirmation()}>
        Voir mes réservations
      </button>
    </>
  )
}

/** The bookings screen arrives as a lazy route, as it does in the app: the navigation stays pending a moment. */
function open() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <StepView /> },
      {
        path: '/account/bookings',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20))
          return { Component: () => <h1>Mes réservations</h1> }
        },
      },
    ],
    { initialEntries: ['/'] },
  )
  setNavigator((to, options) => void router.navigate(to, options))
  render(<RouterProvider router={router} />)
  return router
}

const selected = { vehicle: { id: 4 } } as unknown as SearchStoreState['selected']

const goTo = (state: Partial<SearchStoreState>) => act(() => useSearchStore.setState(state))

beforeEach(() => {
  useTenantStore.getState().setTenant(tenantFixture())
  resetSearch()
})
afterEach(() => setNavigator(null))

describe('the booking steps as history entries', () => {
  it('pushes an entry per step further on the same address, and Back returns to the step before', async () => {
    const router = open()
    await goTo({ step: 'vehicle', selected })
    await goTo({ step: 'booking' })
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.location.state).toMatchObject({ searchStep: 'booking', searchTrail: ['map', 'vehicle'] })

    await act(() => router.navigate(-1))
    await screen.findByText('step: vehicle')
    await act(() => router.navigate(-1))
    await screen.findByText('step: map')
    expect(useSearchStore.getState()).toMatchObject({ step: 'map', selected: null })
  })

  it('leaving the confirmation for the bookings lands on the bookings, the pending navigation not replaced by the search form', async () => {
    const router = open()
    await goTo({ step: 'vehicle', selected })
    await goTo({ step: 'booking' })
    await goTo({ step: 'confirmation', outcome: INITIAL_SEARCH_STATE.outcome })
    await act(async () => screen.getByRole('button', { name: 'Voir mes réservations' }).click())
    await screen.findByRole('heading', { name: 'Mes réservations' })
    expect(router.state.location.pathname).toBe('/account/bookings')
  })
})
