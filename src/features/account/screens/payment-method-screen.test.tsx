import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import userEvent from '@testing-library/user-event'
import frAccount from '@/i18n/locales/fr/account.json'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { resetAccount } from '../store'
import PaymentMethodScreen from './payment-method-screen'

let api: ReturnType<typeof installFakeApi>

beforeEach(async () => {
  i18n.addResourceBundle('fr', 'account', frAccount, true, false)
  await i18n.changeLanguage('fr')
  resetAccount()
  api = installFakeApi({
    'GET /user/stripe_cards': () => json(200, { stripe_cards: [] }),
    'GET /stripe_key': () => json(200, { stripe_key: { public: null, provider: 'offline' } }),
  })
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser())
})
afterEach(() => api.uninstall())

describe('account/payment-method, with the keyboard', () => {
  it('puts the focus in the card number when "Ajouter une carte" opens the form, and back on that button when it is cancelled', async () => {
    const user = userEvent.setup()
    render(
      <Suspense fallback={null}>
        <PaymentMethodScreen />
      </Suspense>,
    )
    const add = await screen.findByRole('button', { name: 'Ajouter une carte' })
    add.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('textbox', { name: 'Numéro de carte' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Annuler' }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter une carte' })).toHaveFocus())
  })
})

describe('account/payment-method on a tenant without payments', () => {
  it('sends the member to their account instead of offering to store a card', async () => {
    const base = makeTenant()
    useTenantStore.getState().setTenant(makeTenant({ features: { ...base.features, payments: false, payment_card_required: false } }))
    render(
      <MemoryRouter initialEntries={['/account/payment-method']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/account/payment-method" element={<PaymentMethodScreen />} />
            <Route path="/account/details" element={<h1>Mon compte</h1>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ajouter une carte' })).toBeNull()
  })
})
