import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { useToastStore } from '@/lib/toast/toast-store'
import { installFakeApi, json, makeTenant, makeUser, tokenResponse } from '@/test-support/fake-api'
import { useSessionStore } from '@/core/session'
import AuthLandingScreen from './auth-landing-screen'
import ForgotPasswordScreen from './forgot-password-screen'
import LoginScreen from './login-screen'
import ResetPasswordScreen from './reset-password-screen'

let api: ReturnType<typeof installFakeApi>

function renderAt(path: string, element: React.ReactNode, routePath: string) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/', element: <h1>Root</h1> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const messages = () => useToastStore.getState().toasts.map((t) => t.message)

beforeEach(async () => {
  localStorage.clear()
  await i18n.changeLanguage('fr')
  useTenantStore.getState().setTenant(makeTenant())
  useSessionStore.setState({ status: 'anonymous', user: null })
  useToastStore.getState().clear()
})
afterEach(() => api?.uninstall())

describe('login screen', () => {
  beforeEach(() => {
    api = installFakeApi({
      'POST /oauth2/token': (r) =>
        (r.body as { password: string }).password === 'Demo-2026!' ? json(200, tokenResponse('member-1')) : json(400, { errors: [{ code: 'invalid_grant', detail: 'bad' }] }),
      'GET /user': () => json(200, { user: makeUser() }),
    })
  })

  it('validates the fields with the spec messages before calling the server', async () => {
    renderAt('/login', <LoginScreen />, '/login')
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2)
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'not-an-email')
    expect(screen.getByText('Adresse e-mail invalide')).toBeInTheDocument()
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(api.requests).toHaveLength(0)
  })

  it('shows the inline error on failure and goes to the root on success', async () => {
    const router = renderAt('/login', <LoginScreen />, '/login')
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'driver@demo.test')
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé, vérifiez vos identifiants')
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('driver@demo.test')
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('wrong')
    await userEvent.clear(screen.getByLabelText('Mot de passe'))
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Demo-2026!')
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(useSessionStore.getState().status).toBe('member')
  })

  it('offers signup only with registration and auto-register, and SSO only when enabled', () => {
    const tenant = makeTenant()
    useTenantStore.getState().setTenant({ ...tenant, features: { ...tenant.features, auto_register: false } })
    renderAt('/login', <LoginScreen />, '/login')
    expect(screen.queryByRole('link', { name: 'Inscrivez-vous' })).toBeNull()
    expect(screen.queryByRole('button', { name: /authentification unique/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password')
  })
})

describe('authentication landing (spec section 2)', () => {
  it('has an intro line with signup and login', () => {
    renderAt('/auth', <AuthLandingScreen />, '/auth')
    expect(screen.getByRole('heading', { level: 1, name: /^Bienvenue sur/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  })

  it('offers signup only where visitors may create an account themselves (registration and auto-register)', () => {
    const tenant = makeTenant()
    useTenantStore.getState().setTenant({ ...tenant, features: { ...tenant.features, auto_register: false } })
    renderAt('/auth', <AuthLandingScreen />, '/auth')
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  })
})

describe('forgot password screen', () => {
  it('enables submit only when valid and changed, lowercases the e-mail, then toasts and resets', async () => {
    api = installFakeApi({ 'POST /reset_password': () => json(200, {}) })
    renderAt('/forgot-password', <ForgotPasswordScreen />, '/forgot-password')
    const submit = screen.getByRole('button', { name: 'Envoyer le lien' })
    expect(submit).toBeDisabled()
    const email = screen.getByLabelText('Adresse e-mail')
    await userEvent.type(email, 'Driver@')
    expect(submit).toBeDisabled()
    await userEvent.type(email, 'Demo.TEST')
    expect(submit).toBeEnabled()
    await userEvent.click(submit)
    await waitFor(() => expect(api.calls('POST', '/reset_password')).toHaveLength(1))
    expect(api.calls('POST', '/reset_password')[0].body).toEqual({ email: 'driver@demo.test', context: 'frontoffice' })
    await waitFor(() => expect(messages()).toEqual([expect.stringContaining('e-mail avec un lien')]))
    expect(email).toHaveValue('')
    expect(submit).toBeDisabled()
  })

  it('toasts login-error when the request fails', async () => {
    api = installFakeApi({ 'POST /reset_password': () => json(500, { errors: [] }) })
    renderAt('/forgot-password', <ForgotPasswordScreen />, '/forgot-password')
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    await waitFor(() => expect(messages()).toEqual(['Accès refusé, vérifiez vos identifiants']))
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('a@b.co')
  })
})

describe('reset password screen', () => {
  it('says the token is missing when there is none', () => {
    api = installFakeApi({})
    renderAt('/reset-password', <ResetPasswordScreen />, '/reset-password')
    expect(screen.getByRole('alert')).toHaveTextContent('Jeton manquant')
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull()
  })

  it('checks length and match, then confirms with the token and shows the login link', async () => {
    api = installFakeApi({ 'POST /reset_password/confirm': () => json(200, {}) })
    renderAt('/reset-password?reset_password_token=tok-9', <ResetPasswordScreen />, '/reset-password')
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'short')
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'shorter')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(screen.getByText('Votre mot de passe doit contenir au moins 8 caractères', { selector: '[id$="-error"]' })).toBeInTheDocument()
    expect(screen.getByText('Les deux mots de passe saisis ne sont pas identiques')).toBeInTheDocument()
    expect(api.requests).toHaveLength(0)
    await userEvent.clear(screen.getByLabelText('Nouveau mot de passe'))
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'long-enough')
    await userEvent.clear(screen.getByLabelText('Confirmation du mot de passe'))
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'long-enough')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByText('Votre nouveau mot de passe est enregistré, veuillez vous connecter.')).toBeInTheDocument()
    expect(api.calls('POST', '/reset_password/confirm')[0].body).toEqual({
      password: 'long-enough',
      password_confirmation: 'long-enough',
      reset_password_token: 'tok-9',
    })
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
    // The form that had the focus is gone: the outcome has it, not the page's body.
    expect(screen.getByRole('status')).toHaveFocus()
  })

  it('offers a new link in place of the form when the link was already used or has expired', async () => {
    api = installFakeApi({
      'POST /reset_password/confirm': () => json(400, { errors: [{ code: 'invalid_reset_password_token', detail: 'invalide', field: 'reset_password_token' }] }),
    })
    renderAt('/reset-password?reset_password_token=used-1', <ResetPasswordScreen />, '/reset-password')
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'long-enough')
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'long-enough')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de réinitialisation est invalide ou a expiré')
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull()
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('alert').parentElement).toHaveFocus()
    expect(messages()).toEqual([])
  })
})
