import { Suspense } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import enAccount from '@/i18n/locales/en/account.json'
import frAccount from '@/i18n/locales/fr/account.json'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { ProfileForm } from './profile-form'

let api: ReturnType<typeof installFakeApi>
beforeEach(async () => {
  i18n.addResourceBundle('fr', 'account', frAccount, true, false)
  await i18n.changeLanguage('fr')
  api = installFakeApi({ 'PUT /user': (r) => json(200, { user: makeUser({ ...(r.body as { user: object }).user, birthday_time: '1990-03-01' }) }) })
  signInMember(makeUser({ birthday_time: '1990-04-12', birthday_location: 'Québec' }))
})
afterEach(() => api.uninstall())

function renderWith(profileEdition: boolean) {
  const base = makeTenant()
  useTenantStore.getState().setTenant(
    makeTenant({
      features: { ...base.features, profile_edition: profileEdition },
      driver_fields: ['first_name', 'last_name', 'birthday_time', 'birthday_location'],
      required_driver_fields: ['first_name', 'birthday_time'],
    }),
  )
  return render(
    <Suspense fallback={null}>
      <ProfileForm />
    </Suspense>,
  )
}

describe('account details (spec section 2)', () => {
  it('says to contact the fleet manager and edits nothing when the tenant does not allow edits', async () => {
    renderWith(false)
    expect(await screen.findByRole('note')).toHaveTextContent('contactez-le pour toute modification')
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('readonly')
    expect(screen.queryByRole('button', { name: 'Enregistrer mes informations' })).not.toBeInTheDocument()
  })

  it('tells the browser what each field is for, as sign-up does (WCAG 1.3.5)', async () => {
    renderWith(true)
    expect(await screen.findByLabelText('Prénom')).toHaveAttribute('autocomplete', 'given-name')
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('autocomplete', 'family-name')
    expect(screen.getByLabelText('Date de naissance')).toHaveAttribute('autocomplete', 'bday')
    // A birthplace has no token: the browser is told nothing rather than something wrong.
    expect(screen.getByLabelText(/Lieu de naissance/)).not.toHaveAttribute('autocomplete')
  })

  it("names the date format in the driver's language (JJ-MM-AAAA in French, DD-MM-YYYY in English)", async () => {
    renderWith(true)
    const birthday = await screen.findByLabelText('Date de naissance')
    expect(birthday).toHaveAccessibleDescription('Format : JJ-MM-AAAA')
    expect(birthday).toHaveAttribute('placeholder', 'JJ-MM-AAAA')
    i18n.addResourceBundle('en', 'account', enAccount, true, false)
    await act(() => i18n.changeLanguage('en'))
    expect(await screen.findByLabelText('Date of birth')).toHaveAccessibleDescription('Format: DD-MM-YYYY')
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('placeholder', 'DD-MM-YYYY')
  })

  it('shows dates in the tenant format, checks them strictly and sends only the changes as ISO dates', async () => {
    renderWith(true)
    const birthday = await screen.findByLabelText('Date de naissance')
    expect(birthday).toHaveValue('12-04-1990')
    await userEvent.clear(birthday)
    await userEvent.type(birthday, '31021990')
    expect(birthday).toHaveValue('31-02-1990')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }))
    expect(screen.getByText('Date invalide')).toBeInTheDocument()
    expect(birthday).toHaveFocus()
    expect(api.calls('PUT', '/user')).toHaveLength(0)
    await userEvent.clear(birthday)
    await userEvent.type(birthday, '01031990')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }))
    await waitFor(() => expect(api.calls('PUT', '/user')).toHaveLength(1))
    expect(api.calls('PUT', '/user')[0].body).toEqual({ user: { birthday_time: '1990-03-01' } })
    await waitFor(() => expect(useSessionStore.getState().user?.birthdayTime).toBe('1990-03-01'))
  })
})
