import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { ReminderPreference } from './reminder-preference'

let api: ReturnType<typeof installFakeApi>
let stored: string | null = null
let timing: string | null = null
// The fake's PUT /user keeps what the body names, as the server does.
let bodies: Array<Record<string, unknown>> = []

beforeEach(() => {
  stored = null
  timing = null
  bodies = []
  const user = () => ({ ...makeUser(), reminder_channel: stored, reminder_timing: timing })
  api = installFakeApi({
    'GET /user': () => json(200, { user: user() }),
    'PUT /user': (request) => {
      const body = (request.body as { user: { reminder_channel?: string | null; reminder_timing?: string | null } }).user
      bodies.push(body)
      if ('reminder_channel' in body) stored = body.reminder_channel ?? null
      if ('reminder_timing' in body) timing = body.reminder_timing ?? null
      return json(200, { user: user() })
    },
  })
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser())
})
afterEach(() => api.uninstall())

describe('the reminder preference', () => {
  it('starts at the operator default and saves e-mail only, then none (French)', async () => {
    await i18n.changeLanguage('fr')
    const user = userEvent.setup()
    render(<ReminderPreference />)
    const byDefault = await screen.findByRole('radio', { name: "comme l'opérateur les envoie" }, { timeout: 5000 })
    await vi.waitFor(() => expect(byDefault).toBeChecked())
    await user.click(screen.getByRole('radio', { name: 'par e-mail seulement' }))
    expect(await screen.findByText('Préférence enregistrée.')).toBeInTheDocument()
    expect(stored).toBe('email')
    await user.click(screen.getByRole('radio', { name: 'jamais (aucun rappel)' }))
    await vi.waitFor(() => expect(stored).toBe('none'))
    expect(screen.getByRole('radio', { name: 'jamais (aucun rappel)' })).toBeChecked()
  })

  it('reads the saved choice, in English', async () => {
    stored = 'sms'
    await i18n.changeLanguage('en')
    render(<ReminderPreference />)
    const sms = await screen.findByRole('radio', { name: 'by SMS only' }, { timeout: 5000 })
    await vi.waitFor(() => expect(sms).toBeChecked())
    expect(screen.getByRole('group', { name: 'Your booking reminders reach you:' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'before the start and before the end' })).toBeChecked()
  })

  it('saves which reminders (before the end only), alone, and offers no moment once reminders are off', async () => {
    await i18n.changeLanguage('fr')
    const user = userEvent.setup()
    render(<ReminderPreference />)
    const both = await screen.findByRole('radio', { name: 'avant le début et avant la fin' }, { timeout: 5000 })
    await vi.waitFor(() => expect(both).toBeChecked())
    expect(screen.getByRole('group', { name: 'Quels rappels voulez-vous ?' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'avant la fin seulement' }))
    expect(await screen.findByText('Préférence enregistrée.')).toBeInTheDocument()
    expect(timing).toBe('end')
    expect(bodies).toEqual([{ reminder_timing: 'end' }])
    await user.click(screen.getByRole('radio', { name: 'jamais (aucun rappel)' }))
    await vi.waitFor(() => expect(stored).toBe('none'))
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'avant la fin seulement' })).toBeDisabled())
    expect(screen.getByRole('radio', { name: 'avant la fin seulement' })).toBeChecked()
  })
})
