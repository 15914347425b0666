import { act, screen, within } from '@testing-library/react'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { installFakeApi, json } from '@/test-support/fake-api'
import type { WorkflowStep } from '@contracts/workflow'
import { registerCard } from '../registry'
import { CardView } from '../card-view'
import { signupCodeCard } from '../signup-code'
import { signupFormCard } from '../signup-form'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { setSignupNextSink, type SignupNext } from './next-card'

const latest = { isLatest: true, state: {}, authenticated: true }
let api: ReturnType<typeof installFakeApi>
const pushed: SignupNext[] = []

const at = (step: WorkflowStep) => useSessionStore.getState().setMember(toClientUser(userFixture({ workflow_next_step: step, validated: false })))

beforeEach(() => {
  registerCard(signupFormCard)
  registerCard(signupCodeCard)
  pushed.length = 0
  setSignupNextSink((next) => pushed.push(next))
  api = installFakeApi({ 'GET /terms_and_conditions_versions': () => json(200, { terms_and_conditions_versions: [] }) })
})
afterEach(() => {
  setSignupNextSink(null)
  api.uninstall()
  useSessionStore.getState().setAnonymous()
})

describe('signup step cards', () => {
  it("shows the step's own form in the conversation, with its place among the tenant's steps", async () => {
    at('driver_on_sms_form')
    await renderCard(<CardView kind="signup-code" props={{ step: 'phoneNumber' }} stale={latest} />)
    const card = screen.getByRole('article', { name: 'Inscription : Numéro de téléphone' })
    expect(card).toHaveTextContent('Étape 3 sur 9')
    expect(within(card).getByRole('button', { name: 'Recevoir le code' })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: "Ouvrir l'inscription en plein écran" })).toHaveAttribute('href', '/signup')
  })

  it('records the step done and brings the next step once the server moved on', async () => {
    at('driver_on_sms_form')
    const { host } = await renderCard(<CardView kind="signup-code" props={{ step: 'phoneNumber' }} stale={latest} />)
    act(() => at('driver_on_licence_form'))
    expect(host.setState).toHaveBeenCalledWith({ done: true })
    expect(pushed).toEqual([{ kind: 'step', step: 'licenseDetails' }])
  })

  it('ends the flow with the pending answer after the last step', async () => {
    at('driver_on_personal_informations_form')
    await renderCard(<CardView kind="signup-form" props={{ step: 'personalDetails' }} stale={latest} />)
    act(() => at('driver_waiting_for_validation'))
    expect(pushed).toEqual([{ kind: 'pending' }])
  })

  it('summarises an older card without pushing anything', async () => {
    at('driver_on_licence_form')
    await renderCard(<CardView kind="signup-code" props={{ step: 'phoneNumber' }} stale={{ ...latest, isLatest: false }} />)
    expect(screen.getByRole('article', { name: 'Inscription : Numéro de téléphone' })).toHaveTextContent('Étape terminée : Numéro de téléphone.')
    expect(screen.queryByRole('button', { name: 'Recevoir le code' })).toBeNull()
    expect(pushed).toEqual([])
  })

  it('refuses props naming a step the card does not show', async () => {
    await renderCard(<CardView kind="signup-code" props={{ step: 'creditCard' }} stale={latest} />)
    expect(screen.queryByRole('article', { name: /Inscription :/ })).toBeNull()
  })
})
