import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { renderCard } from '../testing/render-card'
import { invoicesCard } from './index'

const rental = (id: number, status: string, start: string, end: string) => ({
  id,
  status,
  start_date: start,
  end_date: end,
  vehicle_name: 'Toyota Corolla',
  station_name: 'Plateau',
})
const answer = {
  invoices: [
    { id: 12, amount: { value_cents: 500, iso_code: 'CAD' }, status: 'pending', charge_refused: false, created_at: '2026-11-24T15:00:00Z', paid_at: null, rental: null },
    {
      id: 11,
      amount: { value_cents: 2750, iso_code: 'CAD' },
      status: 'paid',
      charge_refused: false,
      created_at: '2026-11-20T18:00:00Z',
      paid_at: '2026-11-20T18:01:00Z',
      rental: rental(41, 'closed', '2026-11-20T14:00:00Z', '2026-11-20T17:00:00Z'),
    },
  ],
  meta: { total: 3, limit: 10, page: 1 },
}
const member = { isLatest: true, state: {}, authenticated: true }

beforeEach(() => registerCard(invoicesCard as unknown as CardDefinition<unknown>))
afterEach(() => vi.unstubAllGlobals())

describe('invoices card', () => {
  it("lists the member's invoices with their amount, whether paid, and a link to the booking's screen, in French", async () => {
    const { calls } = fakeApi({ 'GET /user/invoices': answer })
    await renderCard(<CardView kind="invoices" props={{}} stale={member} />)
    const list = await screen.findByRole('list', { name: 'Mes factures' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/5,00\s\$/)
    expect(items[0]).toHaveTextContent('En attente de paiement')
    expect(items[1]).toHaveTextContent(/27,50\s\$/)
    expect(items[1]).toHaveTextContent('Payée')
    expect(items[1]).toHaveTextContent('Toyota Corolla')
    expect(within(items[1]).getByRole('link', { name: /^Voir la réservation du / })).toHaveAttribute('href', '/account/bookings-history/41')
    expect(screen.getByText("Une autre facture dans l'historique.")).toBeInTheDocument()
    expect(calls.map((c) => c.path)).toEqual(['/user/invoices?limit=10'])
  })

  it('says when there is none, in English, and offers a retry after a failure', async () => {
    let fail = true
    fakeApi({ 'GET /user/invoices': () => (fail ? json({ errors: [{ code: 'internal' }] }, 503) : json({ invoices: [], meta: { total: 0, limit: 10, page: 1 } })) })
    await renderCard(<CardView kind="invoices" props={{}} stale={member} />, { language: 'en' })
    expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument()
    fail = false
    screen.getByRole('button', { name: /retry|again/i }).click()
    expect(await screen.findByText('You have no invoice yet: one comes at the end of each rental.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the booking history' })).toHaveAttribute('href', '/account/bookings-history')
  })
})
