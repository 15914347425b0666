import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { CardView } from '../card-view'
import { fakeApi } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'

const member = { isLatest: true, state: {}, authenticated: true }

beforeEach(() => {
  localStorage.clear()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})
afterEach(() => vi.unstubAllGlobals())

describe('logout card', () => {
  it('takes the focus on its heading; its confirmation, the next Tab stop, logs out through the session (token revoked, guest token)', async () => {
    const { calls } = fakeApi({
      'POST /oauth2/revoke': {},
      'POST /oauth2/token': { access_token: 'guest-token', token_type: 'Bearer', expires_in: 3600, scope: 'guest', created_at: 1 },
    })
    await renderCard(<CardView kind="logout" props={{}} stale={member} />, { host: { autoFocus: true } })
    expect(screen.getByRole('heading', { name: 'Déconnexion' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(useSessionStore.getState().status).toBe('anonymous'))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /oauth2/revoke', 'POST /oauth2/token'])
    expect(calls[0].body).toMatchObject({ token: 'member-token' })
  })

  it('can be declined, which it remembers', async () => {
    fakeApi({})
    const { host } = await renderCard(<CardView kind="logout" props={{}} stale={member} />)
    await userEvent.click(screen.getByRole('button', { name: 'Rester connecté' }))
    expect(host.setState).toHaveBeenCalledWith({ cancelled: true })
    expect(host.focusComposer).toHaveBeenCalled()
    expect(screen.getByRole('article', { name: 'Déconnexion' })).toHaveTextContent('Vous êtes resté connecté.')
    expect(useSessionStore.getState().status).toBe('member')
  })

  it('is a summary once stale', async () => {
    await renderCard(<CardView kind="logout" props={{}} stale={{ ...member, isLatest: false }} />, { language: 'en' })
    expect(screen.getByRole('article', { name: 'Log out' })).toHaveTextContent('Logout offered.')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
