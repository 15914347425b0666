import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoredToken } from '@/core/api'
import { ReminderPreference } from '@/features/account/components/reminder-preference'
import { logout } from '@/core/session'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { pressTypedAnswer } from '../shared/typed-answers'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { accountRemindersCard } from './index'

const member = { isLatest: true, state: {}, authenticated: true }

/** The server's profile, as a fake: GET /user reads the stored choice, PUT /user stores it. */
function fakeProfile(initial: string | null, initialTiming: string | null = null) {
  let stored = initial
  let timing = initialTiming
  const user = () => ({ ...userFixture(), reminder_channel: stored, reminder_timing: timing })
  const api = fakeApi({
    'GET /user': () => json({ user: user() }),
    'PUT /user': async (request: Request) => {
      const body = ((await request.json()) as { user: { reminder_channel?: string | null; reminder_timing?: string | null } }).user
      if ('reminder_channel' in body) stored = body.reminder_channel ?? null
      if ('reminder_timing' in body) timing = body.reminder_timing ?? null
      return json({ user: user() })
    },
  })
  return { ...api, stored: () => stored, timing: () => timing }
}

beforeEach(() => {
  registerCard(accountRemindersCard as unknown as CardDefinition<unknown>)
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})

const puts = (calls: Array<{ method: string; path: string; body: unknown }>) => calls.filter((c) => c.method === 'PUT' && c.path === '/user')

describe('account reminders card', () => {
  it('shows e-mail only as the choice left when SMS is turned off, and saves it only on the button', async () => {
    const api = fakeProfile(null)
    await renderCard(<CardView kind="account-reminders" props={{ channel: 'sms', stop: true }} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Rappels de réservation' })
    expect(await within(card).findByText("Vos rappels aujourd'hui : comme l'opérateur les envoie.", {}, { timeout: 5000 })).toBeInTheDocument()
    expect(card).toHaveTextContent('Nouveau choix : par e-mail seulement. Rien ne change avant votre confirmation.')
    expect(puts(api.calls)).toHaveLength(0)
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer : par e-mail seulement' }))
    expect(await within(card).findByRole('status')).toHaveTextContent("C'est enregistré. Rappels : par e-mail seulement.")
    expect(api.stored()).toBe('email')
    expect(puts(api.calls)[0].body).toEqual({ user: { reminder_channel: 'email' } })
  })

  it('turns SMS off into no reminders for a member on SMS only, confirmed by a typed yes, in English', async () => {
    const api = fakeProfile('sms')
    await renderCard(<CardView kind="account-reminders" props={{ channel: 'sms', stop: true }} stale={member} />, { language: 'en' })
    const card = await screen.findByRole('article', { name: 'Booking reminders' })
    expect(await within(card).findByText('Your reminders now: by SMS only.', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(card).toHaveTextContent('New choice: never (no reminders).')
    let pressed = false
    act(() => {
      pressed = pressTypedAnswer('card-1', true)
    })
    expect(pressed).toBe(true)
    expect(await within(card).findByText('Saved. Reminders: never (no reminders).')).toBeInTheDocument()
    expect(api.stored()).toBe('none')
  })

  it('keeps the choice on a typed no, and says when the choice asked is already the member’s', async () => {
    const api = fakeProfile('email')
    const { unmount } = await renderCard(<CardView kind="account-reminders" props={{ channel: 'sms', stop: false }} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Rappels de réservation' })
    await within(card).findByText('Nouveau choix : par SMS seulement. Rien ne change avant votre confirmation.', {}, { timeout: 5000 })
    let pressed = false
    act(() => {
      pressed = pressTypedAnswer('card-1', false)
    })
    expect(pressed).toBe(true)
    expect(await within(card).findByText("Rien n'a changé. Rappels : par e-mail seulement.")).toBeInTheDocument()
    unmount()
    await renderCard(<CardView kind="account-reminders" props={{ channel: 'email', stop: false }} stale={member} />)
    expect(await screen.findByText("C'est déjà votre choix : rien à changer.", {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Confirmer/ })).toBeNull()
    expect(puts(api.calls)).toHaveLength(0)
  })

  it('offers every other choice as a button when the sentence named none', async () => {
    const api = fakeProfile(null)
    await renderCard(<CardView kind="account-reminders" props={{ channel: null, stop: false }} stale={member} />)
    const group = await screen.findByRole('group', { name: 'Vos rappels de réservation vous parviennent :' }, { timeout: 5000 })
    await userEvent.click(within(group).getByRole('button', { name: 'jamais (aucun rappel)' }))
    expect(await screen.findByText("C'est enregistré. Rappels : jamais (aucun rappel).")).toBeInTheDocument()
    expect(api.stored()).toBe('none')
  })

  it('turns the reminder before the end off ("ne me rappelle pas la fin"), leaving the one before the start', async () => {
    const api = fakeProfile('email')
    await renderCard(<CardView kind="account-reminders" props={{ channel: null, stop: true, timing: 'end' }} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Rappels de réservation' })
    await within(card).findByText("Vos rappels aujourd'hui : par e-mail seulement.", {}, { timeout: 5000 })
    expect(card).toHaveTextContent('Nouveau choix : par e-mail seulement, avant le début seulement.')
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer : par e-mail seulement, avant le début seulement' }))
    expect(await within(card).findByRole('status')).toHaveTextContent("C'est enregistré. Rappels : par e-mail seulement, avant le début seulement.")
    expect(puts(api.calls)[0].body).toEqual({ user: { reminder_timing: 'start' } })
    expect(api.timing()).toBe('start')
  })

  it('asks for the reminder before the end only, in English; turning off the only one left means no reminders', async () => {
    const api = fakeProfile(null)
    const { unmount } = await renderCard(<CardView kind="account-reminders" props={{ channel: null, stop: false, timing: 'end' }} stale={member} />, { language: 'en' })
    const card = await screen.findByRole('article', { name: 'Booking reminders' })
    await within(card).findByText('New choice: as the operator sends them, before the end only. Nothing changes until you confirm.', {}, { timeout: 5000 })
    act(() => void pressTypedAnswer('card-1', true))
    expect(await within(card).findByText('Saved. Reminders: as the operator sends them, before the end only.')).toBeInTheDocument()
    expect(api.timing()).toBe('end')
    unmount()
    await renderCard(<CardView kind="account-reminders" props={{ channel: null, stop: true, timing: 'end' }} stale={member} />, { language: 'en' })
    expect(await screen.findByText('New choice: never (no reminders). Nothing changes until you confirm.', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it("reads the preference once for the card and the account's details: a choice saved in the chat shows there, and a logout drops it", async () => {
    const api = fakeProfile(null)
    const reads = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/user').length
    await renderCard(<CardView kind="account-reminders" props={{ channel: 'sms', stop: true }} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Rappels de réservation' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Confirmer : par e-mail seulement' }, { timeout: 5000 }))
    await within(card).findByRole('status')
    render(<ReminderPreference />)
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'par e-mail seulement' })).toBeChecked())
    expect(reads()).toBe(1)

    await act(() => logout())
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    render(<ReminderPreference />)
    await vi.waitFor(() => expect(reads()).toBe(2))
  })
})
