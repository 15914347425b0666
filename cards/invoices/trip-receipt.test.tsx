import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Invoice } from '@contracts/invoice'
import { setStoredToken } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { invoicesCard } from './index'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'

const member = { isLatest: true, state: {}, authenticated: true }

const invoice = (id: number, vehicle: string, start: string): Invoice => ({
  id,
  amount: { value_cents: 4599, iso_code: 'CAD' },
  status: 'paid',
  created_at: start,
  paid_at: start,
  charge_refused: false,
  rental: { id: id * 10, status: 'closed', start_date: start, end_date: start, vehicle_name: vehicle, station_name: null },
})
const invoices = [
  invoice(3, 'Tesla Model 3', '2026-11-20T15:00:00.000Z'),
  invoice(2, 'Kia Soul', '2026-11-09T15:00:00.000Z'),
  invoice(1, 'Tesla Model Y', '2026-10-01T15:00:00.000Z'),
]

function api() {
  return fakeApi({
    'GET /user/invoices': { invoices, meta: { page: 1, limit: 50, total: 3 } },
    'POST /user/rentals/20/receipt/email': () => json({ receipt_mail: { status: 'sent', to: 'camille@example.test', invoice_number: '2026-000002' } }, 202),
    'POST /user/rentals/30/receipt/email': () => json({ errors: [{ code: 'rate_limited' }] }, 429),
  })
}

beforeEach(() => {
  registerCard(invoicesCard as unknown as CardDefinition<unknown>)
  localStorage.clear()
  setStoredToken({ accessToken: 'member-token', type: 'member', expiresAt: Date.now() + 3600_000 })
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})

describe('the invoices card for a trip named in words', () => {
  it('names the Kia trip and e-mails its receipt once, as asked (French)', async () => {
    const { calls } = api()
    const { host } = await renderCard(<CardView kind="invoices" props={{ make: 'Kia', model: null, date: null, send: true }} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Reçu de votre location' })
    expect(await within(card).findByText(/^Location Kia Soul du 9 nov\. 2026/)).toBeInTheDocument()
    expect(await within(card).findByText('Reçu envoyé en PDF à camille@example.test.')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/user/rentals/20/receipt/email'])
    // Recorded, so that the card shown again does not send it again.
    expect(host.setState).toHaveBeenCalledWith({ 'sent-20': 'camille@example.test' })
    expect(within(card).getByRole('link', { name: /^Voir le reçu : Location Kia Soul/ })).toHaveAttribute('href', '/account/bookings-history/20/receipt')
  })

  it('offers both Tesla trips to choose from, sending nothing by itself; a refused send is said (English)', async () => {
    const { calls } = api()
    await renderCard(<CardView kind="invoices" props={{ make: 'Tesla', model: null, date: null, send: true }} stale={member} />, { language: 'en' })
    const card = await screen.findByRole('article', { name: "Your rental's receipt" })
    expect(await within(card).findByText('2 rentals match; choose the one whose receipt you want:')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    await userEvent.click(within(card).getByRole('button', { name: /^Email me this receipt \(Tesla Model 3 rental of/ }))
    expect(await within(card).findByRole('alert')).toHaveTextContent('The receipt could not be sent. Try again.')
  })

  it('says when no invoiced trip matches', async () => {
    api()
    await renderCard(<CardView kind="invoices" props={{ make: 'Volvo', model: null, date: null, send: false }} stale={member} />)
    const card = await screen.findByRole('article', { name: 'Reçu de votre location' })
    await waitFor(() => expect(card).toHaveTextContent("Aucune location facturée ne correspond : voyez l'historique de vos réservations."))
  })
})
