import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { renderCard } from '../testing/render-card'
import { ratesCard } from './index'

const money = (value_cents: number) => ({ value_cents, iso_code: 'CAD' })
const rates = {
  category_rates: [
    { category_id: 1, name: 'Citadine', hourly: money(900), daily: money(6500), included_distance: 100, extra_distance: money(25), distance_unit: 'km' },
    { category_id: 3, name: 'Utilitaire', hourly: money(1400), daily: money(9900), included_distance: 150, extra_distance: money(35), distance_unit: 'km' },
  ],
}
const member = { isLatest: true, state: {}, authenticated: false }

beforeEach(() => registerCard(ratesCard as unknown as CardDefinition<unknown>))
afterEach(() => vi.unstubAllGlobals())

describe('rates card', () => {
  it('shows every category per hour, per day and the distance beyond, in French', async () => {
    fakeApi({ 'GET /category_rates': rates })
    await renderCard(<CardView kind="rates" props={{ categories: [], period: null }} stale={member} />)
    const table = await screen.findByRole('table', { name: 'Tarifs' })
    const row = within(table).getByRole('row', { name: /Citadine/ })
    expect(row).toHaveTextContent(/9,00\s\$/)
    expect(row).toHaveTextContent(/65,00\s\$/)
    expect(row).toHaveTextContent(/100 km inclus, puis 0,25\s\$ par km/)
    expect(within(table).getByRole('row', { name: /Utilitaire/ })).toBeInTheDocument()
  })

  it('narrows to the category said and puts the day first when the day was asked, in English', async () => {
    fakeApi({ 'GET /category_rates': rates })
    await renderCard(<CardView kind="rates" props={{ categories: ['3'], period: 'day' }} stale={member} />, { language: 'en' })
    const table = await screen.findByRole('table', { name: 'Rates' })
    expect(within(table).queryByRole('row', { name: /Citadine/ })).toBeNull()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['Category', 'Per day', 'Per hour', 'Distance'])
    expect(within(table).getByRole('row', { name: /Utilitaire/ })).toHaveTextContent('$99.00')
  })

  it('says the rates could not be read and reads them again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let asked = 0
    fakeApi({ 'GET /category_rates': () => (++asked === 1 ? json({ errors: [{ code: 'not_found', detail: 'x' }] }, 404) : json(rates)) })
    await renderCard(<CardView kind="rates" props={{ categories: [], period: null }} stale={member} />)
    await screen.findByRole('alert')
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('table', { name: 'Tarifs' })).toBeInTheDocument()
    expect(asked).toBe(2)
  })
})
