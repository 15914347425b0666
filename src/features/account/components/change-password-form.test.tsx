import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import enAccount from '@/i18n/locales/en/account.json'
import frAccount from '@/i18n/locales/fr/account.json'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { ChangePasswordForm } from './change-password-form'

let api: ReturnType<typeof installFakeApi>
const refuse = () => json(400, { errors: [{ code: 'user_current_password_invalid', detail: 'wrong' }] })

beforeEach(() => {
  i18n.addResourceBundle('fr', 'account', frAccount, true, false)
  i18n.addResourceBundle('en', 'account', enAccount, true, false)
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser())
})
afterEach(() => api.uninstall())

describe('change password (spec section 5)', () => {
  it('checks the three fields before calling the server, in English, and focuses the first to fix', async () => {
    await i18n.changeLanguage('en')
    api = installFakeApi({})
    render(<ChangePasswordForm />)
    await userEvent.type(screen.getByLabelText('New password'), 'short')
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'other')
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }))
    expect(screen.getByLabelText('Current password')).toHaveFocus()
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('This field is mandatory')
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least 8 characters.*Your password must be at least 8 characters long/)
    expect(screen.getByLabelText('Confirm the new password')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription('The two passwords entered are not identical')
    expect(api.requests).toHaveLength(0)
  })

  it('keeps what was typed when the server refuses the current password, says why and focuses it', async () => {
    await i18n.changeLanguage('fr')
    api = installFakeApi({ 'PUT /user/password': refuse })
    render(<ChangePasswordForm />)
    await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'not-mine')
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'long-enough')
    await userEvent.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), 'long-enough{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect')
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveFocus()
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('not-mine')
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('long-enough')
    expect(screen.getByLabelText('Confirmation du nouveau mot de passe')).toHaveValue('long-enough')
  })

  it('sends the three passwords and empties the form once changed', async () => {
    await i18n.changeLanguage('fr')
    api = installFakeApi({ 'PUT /user/password': () => json(200, {}) })
    const onDone = vi.fn()
    render(<ChangePasswordForm onDone={onDone} />)
    await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'Demo-2026!')
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'long-enough')
    await userEvent.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), 'long-enough{Enter}')
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.calls('PUT', '/user/password')[0].body).toEqual({ user: { current_password: 'Demo-2026!', password: 'long-enough', password_confirmation: 'long-enough' } })
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('')
  })
})
