import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { accountPasswordCard } from './index'

const member = { isLatest: true, state: {}, authenticated: true }

function signIn(hasPassword: boolean) {
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(userFixture({ has_password: hasPassword })))
}

beforeEach(() => {
  registerCard(accountPasswordCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
})

describe('account password card', () => {
  it('offers the change of password to a member who has one', async () => {
    signIn(true)
    await renderCard(<CardView kind="account-password" props={{}} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Changer de mot de passe' })
    expect(await within(card).findByLabelText('Mot de passe actuel')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Changer le mot de passe' })).toBeInTheDocument()
  })

  it('offers no change to a member single sign-on created, and says their organisation manages it', async () => {
    signIn(false)
    await renderCard(<CardView kind="account-password" props={{}} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Mot de passe' })
    expect(await within(card).findByText(/^Vous vous connectez/)).toBeInTheDocument()
    expect(within(card).queryByLabelText('Mot de passe actuel')).toBeNull()
    expect(within(card).queryByRole('button', { name: 'Changer le mot de passe' })).toBeNull()
    expect(card).toHaveTextContent("Vous vous connectez par l'authentification unique de votre organisation : c'est elle qui gère votre mot de passe.")
  })

  it('says so in English too', async () => {
    signIn(false)
    await renderCard(<CardView kind="account-password" props={{}} stale={member} />, { language: 'en' })
    const card = await screen.findByRole('article', { name: 'Password' })
    expect(await within(card).findByText(/^You log in/)).toBeInTheDocument()
    expect(card).toHaveTextContent("You log in through your organisation's single sign-on: it manages your password.")
    expect(within(card).queryByRole('textbox')).toBeNull()
  })
})
