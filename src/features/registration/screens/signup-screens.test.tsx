import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { setStoredToken } from '@/core/api/token-storage'
import { setSessionUser, useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import type { User } from '@contracts/user'
import { useRegistrationStore } from '../store'
import { renderRegistration } from '../testing/render'
import PendingValidationScreen from './pending-validation-screen'
import SignupScreen from './signup-screen'
import WelcomeScreen, { WELCOME_REDIRECT_MS } from './welcome-screen'

let api: ReturnType<typeof installFakeApi>

function member(step: User['workflow_next_step'], overrides: Partial<User> = {}) {
  setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ workflow_next_step: step, validated: false, ...overrides }))
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  useSessionStore.setState({ status: 'anonymous', user: null })
  useRegistrationStore.setState({ redirectUri: null, sms: null, slots: {}, justFinished: false })
  api = installFakeApi({
    'GET /terms_and_conditions_versions': () => json(200, { terms_and_conditions_versions: [] }),
    'GET /stripe_key': () => json(200, { stripe_key: { public: null, provider: 'offline' } }),
    'GET /user/documents': () => json(200, { documents: [] }),
    'POST /user/completion_code': () => json(200, { code: 'one-time', expires_in: 60, redirect_to: 'autopartage://signup-done?code=one-time' }),
  })
})
afterEach(() => api.uninstall())

describe('the signup stepper', () => {
  it('starts a visitor at the account step: an ordered list with the current step, the submit waiting for the terms', async () => {
    const user = userEvent.setup()
    await renderRegistration(<SignupScreen />)
    const steps = within(screen.getByRole('navigation', { name: "Étapes de l'inscription" })).getAllByRole('listitem')
    expect(steps).toHaveLength(9)
    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(screen.getByRole('heading', { level: 2, name: 'Création du compte' })).toBeInTheDocument()
    const submit = screen.getByRole('button', { name: 'Créer mon compte' })
    expect(submit).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }))
    expect(submit).toBeEnabled()
  })

  it('puts "e-mail already taken" under the e-mail field, marked invalid and focused, keeping what was typed', async () => {
    const user = userEvent.setup()
    api.uninstall()
    api = installFakeApi({
      'GET /terms_and_conditions_versions': () => json(200, { terms_and_conditions_versions: [] }),
      'POST /user': () => json(400, { errors: [{ code: 'EMAIL_ALREADY_TAKEN', detail: 'Cette adresse courriel est déjà utilisée.', field: 'user.email' }] }),
    })
    await renderRegistration(<SignupScreen />)
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' })
    await user.type(email, 'driver@demo.test')
    await user.type(screen.getByLabelText('Mot de passe'), 'Bienvenue-2026')
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Bienvenue-2026')
    await user.click(screen.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }))
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Cette adresse e-mail est déjà utilisée')
    expect(email).toHaveValue('driver@demo.test')
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('Bienvenue-2026')
    await user.type(email, 'x')
    expect(email).not.toHaveAttribute('aria-invalid')
  })

  it('has no account form where the fleet manager creates the accounts', async () => {
    await renderRegistration(<SignupScreen />, { tenant: { features: { ...makeTenant().features, auto_register: false } } })
    expect(screen.getByRole('alert')).toHaveTextContent("L'inscription n'est pas ouverte sur cette plateforme")
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).toBeNull()
  })

  it('shows only the steps the tenant enables and resumes a member at the server step, earlier ones completed', async () => {
    member('driver_on_licence_form')
    await renderRegistration(<SignupScreen />, {
      tenant: {
        registration_steps: {
          personal_details: true,
          phone_number: false,
          license_details: true,
          driver_license: true,
          id_document: false,
          selfie_document: false,
          other_document: false,
          credit_card: false,
        },
        driver_fields: ['driving_licence_number', 'driving_licence_expiration_time'],
        required_driver_fields: ['driving_licence_number'],
      },
    })
    const steps = within(screen.getByRole('navigation', { name: "Étapes de l'inscription" })).getAllByRole('listitem')
    expect(steps.map((s) => s.textContent)).toEqual(['Création du compte (terminée)', 'Informations personnelles (terminée)', '3Permis de conduire', '4Photos du permis'])
    expect(steps[2]).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText('Étape 3 sur 4')).toBeInTheDocument()
  })

  it('types licence dates in a YYYY-MM-DD tenant with its mask and sends them as YYYY-MM-DD', async () => {
    member('driver_on_licence_form')
    api.uninstall()
    api = installFakeApi({
      'PUT /user': () => json(200, { user: makeUser({ workflow_next_step: 'driver_on_documents_licence_form', validated: false }) }),
      'GET /user/documents': () => json(200, { documents: [] }),
    })
    const user = userEvent.setup()
    await renderRegistration(<SignupScreen />, {
      tenant: { date_format: 'YYYY-MM-DD', driver_fields: ['driving_licence_number', 'driving_licence_expiration_time'], required_driver_fields: ['driving_licence_number'] },
    })
    const expiry = screen.getByRole('textbox', { name: "Date d'expiration du permis" })
    expect(expiry).toHaveAccessibleDescription('Format : AAAA-MM-JJ')
    await user.type(expiry, '20301231')
    expect(expiry).toHaveValue('2030-12-31')
    await user.click(screen.getByRole('button', { name: 'Suivant' }))
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Numéro de permis/ })).toHaveFocus()
    await user.type(screen.getByRole('textbox', { name: /Numéro de permis/ }), 'P-123')
    await user.click(screen.getByRole('button', { name: 'Suivant' }))
    await waitFor(() => expect(api.calls('PUT', '/user')[0]?.body).toEqual({ user: { driving_licence_number: 'P-123', driving_licence_expiration_time: '2030-12-31' } }))
    await screen.findByRole('heading', { level: 2, name: 'Photos du permis' })
    expect(screen.getByRole('heading', { level: 2, name: 'Photos du permis' })).toHaveFocus()
  })
})

describe('the end of the registration', () => {
  it('goes back to signup 4000 ms after the welcome page, which names the member', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      member('driver_waiting_for_validation', { first_name: 'Ana' })
      useTenantStore.getState().setTenant(makeTenant())
      render(
        <MemoryRouter initialEntries={['/signup/welcome?redirect_uri=app%3A%2F%2Fdone']}>
          <Routes>
            <Route path="/signup/welcome" element={<WelcomeScreen />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>,
      )
      expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ana !' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(WELCOME_REDIRECT_MS - 500))
      expect(screen.queryByTestId('where')).toBeNull()
      act(() => vi.advanceTimersByTime(600))
      expect(screen.getByTestId('where')).toHaveTextContent('/signup?redirect_uri=app%3A%2F%2Fdone')
    } finally {
      vi.useRealTimers()
    }
  })

  it('thanks the member, says 72 hours, and goes back to the mobile app with a one-time code, never the token', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign })
    try {
      member('driver_waiting_for_validation')
      await renderRegistration(<PendingValidationScreen />, {
        path: '/signup/pending-validation?redirect_uri=autopartage%3A%2F%2Fsignup-done',
        tenant: { app_redirect_schemes: ['autopartage'] },
      })
      expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeInTheDocument()
      expect(screen.getByText(/jusqu'à 72 heures/)).toBeInTheDocument()
      await userEvent.click(await screen.findByRole('button', { name: "Retourner à l'application mobile" }))
      await waitFor(() => expect(assign).toHaveBeenCalledWith('autopartage://signup-done?code=one-time'))
      expect(api.calls('POST', '/user/completion_code')[0]?.body).toEqual({ redirect_uri: 'autopartage://signup-done' })
      expect(screen.queryByRole('button', { name: "Retour à l'accueil" })).toBeNull()
      expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('offers no way back to an app scheme the tenant has not declared', async () => {
    member('driver_waiting_for_validation')
    await renderRegistration(<PendingValidationScreen />, { path: '/signup/pending-validation?redirect_uri=evilapp%3A%2F%2Fsteal' })
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: "Retourner à l'application mobile" })).toBeNull()
    expect(api.calls('POST', '/user/completion_code')).toHaveLength(0)
  })

  it('offers back-home on a public platform without redirect, nothing but logout on a private one', async () => {
    member('driver_waiting_for_validation')
    const { unmount } = await renderRegistration(<PendingValidationScreen />, { path: '/signup/pending-validation' })
    expect(screen.getByRole('button', { name: "Retour à l'accueil" })).toBeInTheDocument()
    unmount()
    await renderRegistration(<PendingValidationScreen />, { path: '/signup/pending-validation', tenant: { platform_type: 'private' } })
    expect(screen.queryByRole('button', { name: "Retour à l'accueil" })).toBeNull()
    expect(screen.queryByRole('button', { name: "Retourner à l'application mobile" })).toBeNull()
  })
})
