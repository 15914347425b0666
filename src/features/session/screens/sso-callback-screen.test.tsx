import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, tokenResponse } from '@/test-support/fake-api'
import { useSessionStore } from '@/core/session'
import { ssoAuthorizationUrl } from '@/core/session/sso'
import SsoCallbackScreen from './sso-callback-screen'

const SSO = { issuer: 'https://idp.test', client_id: 'fo-web', authorization_endpoint: 'https://idp.test/auth', end_session_endpoint: null, scope: 'openid email' }

let api: ReturnType<typeof installFakeApi>

/** The issuer sends the visitor back to the callback with the id_token (and state) in the fragment. */
function arriveWith(fragment: string) {
  window.history.replaceState(null, '', `/sso/callback#${fragment}`)
  const router = createMemoryRouter(
    [
      { path: '/sso/callback', element: <SsoCallbackScreen /> },
      { path: '/', element: <h1>Root</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/sso/callback'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(async () => {
  sessionStorage.clear()
  localStorage.clear()
  await i18n.changeLanguage('fr')
  const tenant = makeTenant()
  useTenantStore.getState().setTenant({ ...tenant, sso: SSO, features: { ...tenant.features, single_sign_on: true } })
  useSessionStore.setState({ status: 'anonymous', user: null })
  api = installFakeApi({
    'POST /sso/openid': () => json(200, { ...tokenResponse('member-sso'), user: makeUser() }),
  })
})
afterEach(() => api.uninstall())

describe('the single sign-on callback', () => {
  it('signs in with the answer to the request this browser started, sending its nonce', async () => {
    const request = new URL(ssoAuthorizationUrl(SSO))
    const router = arriveWith(`id_token=header.payload.signature&state=${request.searchParams.get('state')}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    const exchange = api.requests.find((r) => r.path === '/sso/openid')
    expect(exchange?.body).toEqual({ openid: { id_token: 'header.payload.signature', nonce: request.searchParams.get('nonce') } })
    expect(useSessionStore.getState().status).toBe('member')
  })

  it('refuses a token this browser never asked for (login CSRF), without calling the server', async () => {
    arriveWith('id_token=attacker.payload.signature&state=whatever')
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(api.requests.some((r) => r.path === '/sso/openid')).toBe(false)
    expect(useSessionStore.getState().status).toBe('anonymous')
  })

  it('refuses a token that comes back without the state of the request', async () => {
    ssoAuthorizationUrl(SSO)
    arriveWith('id_token=attacker.payload.signature')
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(api.requests.some((r) => r.path === '/sso/openid')).toBe(false)
  })
})
