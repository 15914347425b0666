import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSessionStore } from '@/core/session'
import { CardView } from '../card-view'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'

const token = { access_token: 'member-token', token_type: 'Bearer', expires_in: 3600, scope: 'member', created_at: 1 }
const guest = { isLatest: true, state: {}, authenticated: false }

beforeEach(() => {
  localStorage.clear()
  useSessionStore.getState().setAnonymous()
})
afterEach(() => vi.unstubAllGlobals())

describe('login card', () => {
  it('is an article named by its title, with labelled fields and a link to the login screen', async () => {
    fakeApi({})
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />)
    const card = screen.getByRole('article', { name: 'Connexion' })
    expect(card).toContainElement(screen.getByLabelText('Adresse e-mail'))
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Page de connexion' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup')
  })

  it('checks the fields before calling the server (spec section 5)', async () => {
    const { calls } = fakeApi({})
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />)
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2)
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus()
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(screen.getByText('Adresse e-mail invalide')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('shows the inline login error when the credentials are refused, keeping what was typed', async () => {
    fakeApi({ 'POST /oauth2/token': () => json({ errors: [{ code: 'invalid_grant', detail: 'Bad credentials' }] }, 400) })
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />)
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'driver@demo.test')
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé, vérifiez vos identifiants')
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('driver@demo.test')
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('wrong')
    expect(useSessionStore.getState().status).toBe('anonymous')
  })

  it('signs in with the keyboard, records who, and lets the assistant answer what asked for it', async () => {
    const { calls } = fakeApi({ 'POST /oauth2/token': token, 'GET /user': { user: userFixture() } })
    const { host } = await renderCard(<CardView kind="login" props={{ reason: 'list_bookings' }} stale={guest} />, { host: { autoFocus: true } })
    // The card's heading has the focus as it arrives; the e-mail field is the next Tab stop.
    expect(screen.getByRole('heading', { name: 'Connexion' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus()
    await userEvent.keyboard('driver@demo.test')
    await userEvent.tab()
    await userEvent.keyboard('Demo-2026!{Enter}')
    await waitFor(() => expect(host.setState).toHaveBeenCalledWith({ name: 'Camille Tremblay' }))
    expect(host.followUp).toHaveBeenCalledWith('list_bookings')
    expect(host.focusComposer).toHaveBeenCalled()
    expect(useSessionStore.getState().status).toBe('member')
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/oauth2/token',
      body: { grant_type: 'password', username: 'driver@demo.test', password: 'Demo-2026!', client_id: 'frontoffice-web' },
    })
  })

  it('becomes a read-only summary once signed in', async () => {
    fakeApi({})
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={{ isLatest: true, state: { name: 'Camille Tremblay' }, authenticated: true }} />, {
      host: { state: { name: 'Camille Tremblay' } },
      language: 'en',
    })
    expect(screen.getByRole('article', { name: 'Log in' })).toHaveTextContent('Logged in as Camille Tremblay.')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('says a locked account is locked and sends the unlock e-mail for the typed address, as the login screen does', async () => {
    const { calls } = fakeApi({
      'POST /oauth2/token': () => json({ errors: [{ code: 'account_locked', detail: 'locked' }] }, 400),
      'POST /unlock_account': {},
    })
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />)
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'driver@demo.test')
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'right-at-last{Enter}')
    expect(await screen.findByText(/la connexion à ce compte est bloquée/)).toBeInTheDocument()
    expect(screen.queryByText('Accès refusé, vérifiez vos identifiants')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: "M'envoyer un e-mail de déblocage" }))
    expect(await screen.findByRole('status')).toHaveTextContent(/un e-mail de déblocage vient d'être envoyé/)
    expect(calls.find((c) => c.path === '/unlock_account')?.body).toEqual({ email: 'driver@demo.test' })
  })

  it('asks to wait a few seconds when the server slows the logins down, in English', async () => {
    fakeApi({ 'POST /oauth2/token': () => json({ errors: [{ code: 'login_slowed_down', detail: 'wait' }] }, 429) })
    await renderCard(<CardView kind="login" props={{ reason: null }} stale={guest} />, { language: 'en' })
    await userEvent.type(screen.getByLabelText('E-mail address'), 'driver@demo.test')
    await userEvent.type(screen.getByLabelText('Password'), 'again{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a few seconds/)
    expect(useSessionStore.getState().status).toBe('anonymous')
  })
})
