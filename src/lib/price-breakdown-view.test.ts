// @vitest-environment node
import type { PriceQuote } from '@contracts/price-breakdown'
import { i18n } from '@/i18n'
import { priceBreakdownView } from './price-breakdown-view'

const cad = (value_cents: number) => ({ value_cents, iso_code: 'CAD' })
const quote: PriceQuote = {
  lines: [
    { kind: 'days', quantity: 1, unit_price: cad(5900), amount: cad(5900) },
    { kind: 'hours', quantity: 3, unit_price: cad(900), amount: cad(2700) },
    { kind: 'included_distance', quantity: 100, unit_price: null, amount: cad(0) },
    { kind: 'extra_distance', quantity: 150, unit_price: cad(25), amount: cad(3750) },
  ],
  prediscount_price: cad(12350),
  discount: { code: 'BIENVENUE', amount: cad(1500) },
  price: cad(10850),
  taxes: [
    { name: 'TPS', rate_percent: 5, amount: cad(543) },
    { name: 'TVQ', rate_percent: 9.975, amount: cad(1082) },
  ],
  total: cad(12475),
  distance_unit: 'km',
  card: { brand: 'visa', last4: '4242' },
  // Saturday 28 November 2026, 9:00 in Montreal.
  free_cancellation_until: '2026-11-28T14:00:00.000Z',
}

const rowsOf = (v: ReturnType<typeof priceBreakdownView>) => v.rows.map((r) => `${r.label} | ${r.amount}`.replace(/[\u00a0\u202f]/g, ' '))

describe('priceBreakdownView', () => {
  it('says every line in French', async () => {
    await i18n.changeLanguage('fr')
    await i18n.loadNamespaces('price')
    const view = priceBreakdownView(quote, 'fr', 'America/Montreal', i18n.t)
    expect(rowsOf(view)).toEqual([
      '1 jour × 59,00 $ | 59,00 $',
      '3 h × 9,00 $ | 27,00 $',
      '100 km inclus | inclus',
      '150 km au-delà × 0,25 $ | 37,50 $',
      'Rabais (BIENVENUE) | −15,00 $',
      'Sous-total | 108,50 $',
      'TPS (5 %) | 5,43 $',
      'TVQ (9,975 %) | 10,82 $',
      'Total | 124,75 $',
    ])
    expect(view.card).toBe('Carte débitée : Visa se terminant par 4242')
    expect(view.cancellation).toBe("Annulation gratuite jusqu'au samedi 28 novembre à 09:00")
  })

  it('says every line in English, the rate beyond when no distance goes beyond, and no subtotal without taxes', async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('price')
    const plain: PriceQuote = {
      ...quote,
      lines: [quote.lines[1], quote.lines[2], { kind: 'extra_distance', quantity: 0, unit_price: cad(25), amount: cad(0) }],
      discount: null,
      taxes: [],
      price: cad(2700),
      total: cad(2700),
      card: null,
      free_cancellation_until: null,
    }
    const view = priceBreakdownView(plain, 'en', 'America/Montreal', i18n.t)
    expect(rowsOf(view)).toEqual(['3 hours × $9.00 | $27.00', '100 km included | included', 'Beyond: $0.25 per km | —', 'Total | $27.00'])
    expect(view.card).toBeNull()
    expect(view.cancellation).toBe('This booking cannot be cancelled.')
  })
})
