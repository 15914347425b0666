import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { i18n } from '@/i18n'
import { lazyRoute } from '@/lib/feature-routes'
import { installFakeApi, json } from '@/test-support/fake-api'
import { RouteError } from './route-error'

let api: ReturnType<typeof installFakeApi>

beforeEach(async () => {
  await i18n.changeLanguage('fr')
  api = installFakeApi({ 'POST /client_errors': () => json(204, undefined) })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  api.uninstall()
  vi.restoreAllMocks()
})

describe('a screen whose code fails to download', () => {
  it('shows the generic message with a reload button inside the layout, and reports the crash', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <div>
              <p>layout</p>
              <Outlet />
            </div>
          ),
          children: [{ path: 'login', ErrorBoundary: RouteError, lazy: lazyRoute(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))) }],
        },
      ],
      { initialEntries: ['/login'] },
    )
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue')
    expect(screen.getByText('layout')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument()
    await waitFor(() => expect(api.calls('POST', '/client_errors')).toHaveLength(1))
    expect(api.calls('POST', '/client_errors')[0].body).toMatchObject({ message: 'Failed to fetch dynamically imported module' })
  })
})
