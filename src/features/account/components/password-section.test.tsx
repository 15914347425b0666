import { render, screen } from '@testing-library/react'
import enAccount from '@/i18n/locales/en/account.json'
import frAccount from '@/i18n/locales/fr/account.json'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { signInMember } from '@/test-support/fake-api'
import { tenantFixture, userFixture } from '@/test-support/fixtures'
import { PasswordSection } from './password-section'

beforeEach(() => {
  i18n.addResourceBundle('fr', 'account', frAccount, true, false)
  i18n.addResourceBundle('en', 'account', enAccount, true, false)
  useTenantStore.getState().setTenant(tenantFixture())
})
afterEach(() => useSessionStore.getState().setAnonymous())

describe('the account screen password section', () => {
  it('offers the change form to a member with a password', async () => {
    await i18n.changeLanguage('fr')
    signInMember(userFixture({ has_password: true }))
    render(<PasswordSection />)
    expect(screen.getByRole('heading', { level: 2, name: 'Changer de mot de passe' })).toBeInTheDocument()
    expect(screen.getByLabelText('Mot de passe actuel')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeInTheDocument()
  })

  it('offers a member single sign-on created no change, and says their organisation manages it (fr, en)', async () => {
    await i18n.changeLanguage('fr')
    signInMember(userFixture({ has_password: false }))
    const { unmount } = render(<PasswordSection />)
    expect(screen.getByRole('heading', { level: 2, name: 'Mot de passe' })).toBeInTheDocument()
    expect(screen.getByText(/^Vous vous connectez par l'authentification unique de votre organisation/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    await i18n.changeLanguage('en')
    render(<PasswordSection />)
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument()
    expect(screen.getByText(/^You log in through your organisation's single sign-on/)).toBeInTheDocument()
    await i18n.changeLanguage('fr')
  })
})
