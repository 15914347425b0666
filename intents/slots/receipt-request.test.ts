import { montreal, said } from '../tests-support/catalogs'

// A Sunday, late November.
const NOW = '2026-11-29T05:00:00-05:00'

describe('a receipt asked for a trip, and sent (both languages)', () => {
  it.each([
    ['envoie-moi le reçu de ma location Tesla', { send: true, make: 'Tesla' }],
    ['Send me the receipt for my Tesla trip', { send: true, make: 'Tesla' }],
    ['email me the receipt of my Kia Soul rental on November 9', { send: true, make: 'Kia', model: 'Soul', date: '2026-11-09' }],
    ['le reçu de la location du 9 novembre', { date: '2026-11-09' }],
    // A day without its month is the last one passed; a weekday alone, the last one.
    ['le reçu du 30', { date: '2026-10-30' }],
    ['receipt for friday', { date: '2026-11-27' }],
    ['mes factures', {}],
  ] as [string, Record<string, unknown>][])('%s', (text, slots) => {
    const r = said(text, NOW, montreal)
    expect([r.intent, r.slots]).toEqual(['invoices', slots])
  })
})
