import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetAccount } from '@/features/account/store'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { paymentMethodsCard } from './index'

const member = { isLatest: true, state: {}, authenticated: true }

beforeEach(() => {
  registerCard(paymentMethodsCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  resetAccount()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(userFixture()))
  fakeApi({ 'GET /user/stripe_cards': { stripe_cards: [] }, 'GET /stripe_key': { stripe_key: { public: null, provider: 'offline' } } })
})
afterEach(() => vi.unstubAllGlobals())

describe('payment methods card, with the keyboard', () => {
  it('puts the focus in the card number when its add button opens the form, and back on the button after Annuler', async () => {
    await renderCard(<CardView kind="payment-methods" props={{ action: null }} stale={member} />)
    const add = await screen.findByRole('button', { name: 'Ajouter une carte' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('textbox', { name: 'Numéro de carte' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter une carte' })).toHaveFocus())
  })

  it('leaves the focus where it is when the sentence itself asked for the form ("ajoute une carte")', async () => {
    await renderCard(<CardView kind="payment-methods" props={{ action: 'add' }} stale={member} />)
    expect(await screen.findByRole('textbox', { name: 'Numéro de carte' })).not.toHaveFocus()
  })
})

describe('payment methods card, once an older answer', () => {
  // The summary list used the raw brand ("visa ending in 4242") where the live table says "Visa".
  it('names each card with its brand capitalised, as the live table does', async () => {
    const visa = { id: 7, brand: 'visa', country: 'CA', last4: '4242', exp_month: 3, exp_year: 2028, code: null, expiration_time: '2028-03-31', set_as_default_at: null }
    fakeApi({ 'GET /user/stripe_cards': { stripe_cards: [visa] }, 'GET /stripe_key': { stripe_key: { public: null, provider: 'offline' } } })
    await renderCard(<CardView kind="payment-methods" props={{ action: null }} stale={{ ...member, isLatest: false }} />, { language: 'en' })
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument()
  })
})
