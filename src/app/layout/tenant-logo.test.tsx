import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { i18n } from '@/i18n'
import { logout, useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { signInMember } from '@/test-support/fake-api'
import { tenantFixture, userFixture } from '@/test-support/fixtures'
import { TenantLogo } from './tenant-logo'

async function logoAt(path: string) {
  cleanup()
  await i18n.changeLanguage('fr')
  const router = createMemoryRouter([{ path: '*', element: <TenantLogo /> }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return screen.getByRole('link', { name: /accueil/ })
}

beforeEach(() => {
  useTenantStore.getState().setTenant(tenantFixture({ human_name: 'Montréal Autopartage', logo_url: null }))
})
afterEach(async () => {
  await logout()
})

describe("the header's tenant logo (spec section 2)", () => {
  it('leads a visitor to the authentication landing, except from the search page', async () => {
    expect(useSessionStore.getState().user).toBeNull()
    expect(await logoAt('/account/help/faq')).toHaveAttribute('href', '/auth')
    expect(await logoAt('/login')).toHaveAttribute('href', '/auth')
  })

  it('leads to the root from the search page', async () => {
    expect(await logoAt('/search')).toHaveAttribute('href', '/')
  })

  it('leads a member to the root, where login would send them', async () => {
    signInMember(userFixture())
    expect(await logoAt('/account/bookings')).toHaveAttribute('href', '/')
  })
})
