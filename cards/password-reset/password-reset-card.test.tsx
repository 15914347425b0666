import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSessionStore } from '@/core/session'
import { featuresOn } from '@/test-support/fixtures'
import { CardView } from '../card-view'
import { setNextCardSink, type NextCard } from '../search-results/next-card'
import { fakeApi } from '../testing/fake-api'
import { renderCard } from '../testing/render-card'

const guest = { isLatest: true, state: {}, authenticated: false }
const sso = { issuer: 'https://id.example.test', client_id: 'fo', authorization_endpoint: 'https://id.example.test/authorize', end_session_endpoint: null, scope: 'openid email' }

beforeEach(() => {
  localStorage.clear()
  useSessionStore.getState().setAnonymous()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setNextCardSink(null)
})

describe('password reset in the chat', () => {
  it('asks for the reset link with the e-mail typed, by keyboard, and says the link comes by e-mail', async () => {
    const { calls } = fakeApi({ 'POST /reset_password': {} })
    const { host } = await renderCard(<CardView kind="password-reset" props={{}} stale={guest} />)
    expect(screen.getByRole('article', { name: 'Mot de passe oublié' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'Driver@Demo.test{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('un e-mail avec un lien de réinitialisation vient de vous être envoyé')
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/reset_password', body: expect.objectContaining({ email: 'driver@demo.test' }) })])
    expect(host.setState).toHaveBeenCalledWith({ sent: true })
    expect(screen.queryByLabelText('Adresse e-mail')).toBeNull()
  })

  it('checks the address before calling the server, in English too', async () => {
    const { calls } = fakeApi({})
    await renderCard(<CardView kind="password-reset" props={{}} stale={guest} />, { language: 'en' })
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(screen.getByText('This field is mandatory')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail address')).toHaveFocus()
    await userEvent.type(screen.getByLabelText('E-mail address'), 'nope{Enter}')
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(/Invalid email address/)
    expect(calls).toHaveLength(0)
  })

  it("the login card's forgotten-password button brings the reset card into the conversation", async () => {
    fakeApi({})
    const pushed: NextCard[] = []
    setNextCardSink((card) => pushed.push(card))
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />)
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }))
    expect(pushed).toEqual([{ text: 'Demandez le lien de réinitialisation ci-dessous : il arrive par e-mail.', kind: 'password-reset', props: {} }])
  })
})

describe('single sign-on in the chat', () => {
  it('offers it on the login and reset cards where the tenant has it, saying such an account has no password', async () => {
    fakeApi({})
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin })
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />, { tenant: { features: featuresOn({ single_sign_on: true }), sso } })
    const button = screen.getByRole('button', { name: "Se connecter avec l'authentification unique" })
    expect(button).toHaveAccessibleDescription(/Il n'a pas de mot de passe ici/)
    await userEvent.click(button)
    expect(String(assign.mock.calls[0][0])).toMatch(/^https:\/\/id\.example\.test\/authorize\?response_type=id_token/)
  })

  it('is not offered where the tenant has none', async () => {
    fakeApi({})
    await renderCard(<CardView kind="password-reset" props={{}} stale={guest} />)
    expect(screen.queryByRole('button', { name: /authentification unique/ })).toBeNull()
  })
})
