import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import CarpoolingsScreen from './carpoolings-screen'

let api: ReturnType<typeof installFakeApi>

beforeEach(async () => {
  await i18n.changeLanguage('fr')
  api = installFakeApi({})
  signInMember(makeUser())
})
afterEach(() => api.uninstall())

describe('account/carpoolings on a tenant without carpooling', () => {
  it('sends the member to their bookings instead of empty carpool lists', async () => {
    const base = makeTenant()
    useTenantStore.getState().setTenant(makeTenant({ features: { ...base.features, carpooling: false } }))
    render(
      <MemoryRouter initialEntries={['/account/carpoolings']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/account/carpoolings" element={<CarpoolingsScreen />} />
            <Route path="/account/bookings" element={<h1>Mes réservations</h1>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'Mes réservations' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Mes covoiturages' })).toBeNull()
  })
})
