import { StrictMode } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant } from '@/test-support/fake-api'
import { useSessionStore } from '@/core/session'
import LoginScreen from './login-screen'
import UnlockAccountScreen from './unlock-account-screen'

// A locked account says so on the login form and offers the unlock e-mail.
let api: ReturnType<typeof installFakeApi>

function renderAt(path: string, element: React.ReactNode, routePath: string) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  localStorage.clear()
  useTenantStore.getState().setTenant(makeTenant())
  useSessionStore.setState({ status: 'anonymous', user: null })
})
afterEach(() => api?.uninstall())

describe.each([
  [
    'fr',
    'Adresse e-mail',
    'Mot de passe',
    'Se connecter',
    /la connexion à ce compte est bloquée/,
    "M'envoyer un e-mail de déblocage",
    /un e-mail de déblocage vient d'être envoyé/,
  ],
  ['en', 'Email address', 'Password', 'Log in', /signing in to this account is locked/, 'Send me an unlock e-mail', /an unlock e-mail has just been sent/],
])('login form of a locked account in %s', (lang, emailLabel, passwordLabel, submit, locked, send, sent) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang)
    api = installFakeApi({
      'POST /oauth2/token': () => json(400, { errors: [{ code: 'account_locked', detail: 'locked' }] }),
      'POST /unlock_account': () => json(200, {}),
    })
  })

  it('says the account is locked and sends the unlock e-mail for the typed address', async () => {
    renderAt('/login', <LoginScreen />, '/login')
    await userEvent.type(screen.getByLabelText(emailLabel), 'driver@demo.test')
    await userEvent.type(screen.getByLabelText(passwordLabel), 'Demo-2026!')
    await userEvent.click(screen.getByRole('button', { name: submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(locked)
    await userEvent.click(screen.getByRole('button', { name: send }))
    expect(await screen.findByRole('status')).toHaveTextContent(sent)
    expect(api.calls('POST', '/unlock_account')[0].body).toEqual({ email: 'driver@demo.test' })
  })
})

describe('unlock link', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr')
  })

  it('unlocks with the token of the link and offers to sign in', async () => {
    api = installFakeApi({ 'POST /unlock_account/confirm': () => json(200, {}) })
    renderAt('/unlock-account?unlock_token=abc', <UnlockAccountScreen />, '/unlock-account')
    expect(await screen.findByText(/La connexion à votre compte est débloquée/)).toBeInTheDocument()
    expect(api.calls('POST', '/unlock_account/confirm')[0].body).toEqual({ unlock_token: 'abc' })
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  })

  it('uses the link once, even when the screen mounts twice (React strict mode)', async () => {
    api = installFakeApi({ 'POST /unlock_account/confirm': () => json(200, {}) })
    renderAt(
      '/unlock-account?unlock_token=once',
      <StrictMode>
        <UnlockAccountScreen />
      </StrictMode>,
      '/unlock-account',
    )
    expect(await screen.findByText(/La connexion à votre compte est débloquée/)).toBeInTheDocument()
    expect(api.calls('POST', '/unlock_account/confirm')).toHaveLength(1)
  })

  it('says when the link is spent or expired', async () => {
    api = installFakeApi({ 'POST /unlock_account/confirm': () => json(400, { errors: [{ code: 'invalid_unlock_token', detail: 'x' }] }) })
    renderAt('/unlock-account?unlock_token=old', <UnlockAccountScreen />, '/unlock-account')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de déblocage est invalide ou a expiré.'))
  })
})
