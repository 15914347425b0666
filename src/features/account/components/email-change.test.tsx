import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { EmailChange } from './email-change'

let api: ReturnType<typeof installFakeApi>

beforeEach(() => {
  api = installFakeApi({
    'PUT /user': (request) => {
      const body = request.body as { user: { email: string } }
      if (body.user.email === 'pris@example.test')
        return json(400, { errors: [{ code: 'EMAIL_ALREADY_TAKEN', field: 'user.email', detail: 'Cette adresse e-mail est déjà utilisée.' }] })
      return json(200, { user: makeUser({ email: 'camille@example.test' }), email_change: { status: 'sent', new_email: body.user.email } })
    },
  })
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser({ email: 'camille@example.test' }))
})
afterEach(() => api.uninstall())

describe('the e-mail address change', () => {
  it('keeps the address until confirmed and says the link went to the new one (French)', async () => {
    await i18n.changeLanguage('fr')
    const user = userEvent.setup()
    render(<EmailChange />)
    expect(await screen.findByText('Adresse actuelle : camille@example.test', {}, { timeout: 5000 })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nouvelle adresse e-mail'), 'nouvelle@example.test')
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de confirmation' }))
    expect(await screen.findByText(/^Un lien de confirmation a été envoyé à nouvelle@example\.test\./)).toBeInTheDocument()
    expect(screen.getByText('Adresse actuelle : camille@example.test')).toBeInTheDocument()
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ user: { email: 'nouvelle@example.test' } })
  })

  it("says the server's refusal, and asks for an address when none is typed (English)", async () => {
    await i18n.changeLanguage('en')
    const user = userEvent.setup()
    render(<EmailChange />)
    await user.click(await screen.findByRole('button', { name: 'Send the confirmation link' }, { timeout: 5000 }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the new e-mail address.')
    await user.type(screen.getByLabelText('New e-mail address'), 'pris@example.test')
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }))
    await vi.waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Enter the new e-mail address.'))
    expect(screen.getByRole('alert').textContent).toMatch(/This email is already taken|Cette adresse e-mail est déjà utilisée\./)
    expect(screen.getByLabelText('New e-mail address')).toHaveAttribute('aria-invalid', 'true')
  })
})
