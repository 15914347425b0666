import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { ReminderPreference } from './reminder-preference'

let api: ReturnType<typeof installFakeApi>
let stored: string | null = null

beforeEach(() => {
  stored = null
  api = installFakeApi({
    'GET /user': () => json(200, { user: { ...makeUser(), reminder_channel: stored } }),
    'PUT /user': (request) => {
      stored = (request.body as { user: { reminder_channel: string | null } }).user.reminder_channel
      return json(200, { user: { ...makeUser(), reminder_channel: stored } })
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
    expect(screen.getByRole('group', { name: 'Before your bookings start and end, remind me:' })).toBeInTheDocument()
  })
})
