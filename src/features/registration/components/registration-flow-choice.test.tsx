import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryClient } from '@/core/query/query-client'
import { useSessionStore } from '@/core/session'
import { installFakeApi, json, makeUser, tokenResponse } from '@/test-support/fake-api'
import { renderRegistration } from '../testing/render'
import SignupScreen from '../screens/signup-screen'

let api: ReturnType<typeof installFakeApi>

/** The server as a fake: the tenant's flows, and POST /user answering a new member. */
function serve(flows: { id: number; name: string }[]) {
  api = installFakeApi({
    'GET /terms_and_conditions_versions': () => json(200, { terms_and_conditions_versions: [] }),
    'GET /registration_flows': () => json(200, { registration_flows: flows }),
    'POST /user': () => json(201, { user: makeUser({ workflow_next_step: 'driver_on_personal_informations_form', validated: false }), ...tokenResponse('new-member') }),
  })
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'new@example.com')
  await user.type(screen.getByLabelText('Mot de passe'), 'Bienvenue-2026')
  await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Bienvenue-2026')
  await user.click(screen.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }))
}

beforeEach(() => {
  localStorage.clear()
  queryClient.clear()
  useSessionStore.setState({ status: 'anonymous', user: null })
})
afterEach(() => api.uninstall())

describe('the registration flow on the account step', () => {
  it('asks for a flow where the tenant has several, and sends the one picked with the account', async () => {
    serve([
      { id: 4, name: 'Inscription standard' },
      { id: 9, name: 'Étudiants' },
    ])
    const user = userEvent.setup()
    await renderRegistration(<SignupScreen />)
    const group = await screen.findByRole('radiogroup', { name: "Parcours d'inscription" })
    await fillAccount(user)
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    // Sent without a flow: nothing is created, the group says why and its first choice takes the focus.
    expect(await screen.findByText("Choisissez un parcours d'inscription.")).toBeInTheDocument()
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('radio', { name: 'Inscription standard' })).toHaveFocus()
    expect(api.calls('POST', '/user')).toHaveLength(0)
    await user.click(screen.getByRole('radio', { name: 'Étudiants' }))
    expect(screen.queryByText("Choisissez un parcours d'inscription.")).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() => expect(api.calls('POST', '/user')).toHaveLength(1))
    expect(api.calls('POST', '/user')[0].body).toMatchObject({ user: { email: 'new@example.com', registration_flow_id: 9 } })
  })

  it('shows no choice and sends no flow where the tenant has only one', async () => {
    serve([{ id: 4, name: 'Inscription standard' }])
    const user = userEvent.setup()
    await renderRegistration(<SignupScreen />)
    await waitFor(() => expect(api.calls('GET', '/registration_flows')).toHaveLength(1))
    expect(screen.queryByRole('radiogroup', { name: "Parcours d'inscription" })).toBeNull()
    await fillAccount(user)
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() => expect(api.calls('POST', '/user')).toHaveLength(1))
    expect((api.calls('POST', '/user')[0].body as { user: object }).user).not.toHaveProperty('registration_flow_id')
  })

  it('names the choice in English', async () => {
    serve([
      { id: 4, name: 'Standard' },
      { id: 9, name: 'Students' },
    ])
    await renderRegistration(<SignupScreen />, { language: 'en' })
    expect(await screen.findByRole('radiogroup', { name: 'Registration flow' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Students' })).toBeInTheDocument()
  })
})
