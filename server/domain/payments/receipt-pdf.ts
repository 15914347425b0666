import type { Language } from '@contracts/common'
import { formatAmount, formatDecimal, formatLongDate } from '@contracts/format'
import type { Receipt } from '@contracts/receipt'
import { pdfPage, type PdfRule, type PdfText } from '../../media/pdf'

const LABELS = {
  fr: {
    title: 'Reçu',
    invoice: 'Facture n° {n}',
    issued: 'Émise le {d}',
    paid: 'Payée le {d}',
    pending: 'Paiement en attente',
    refunded: 'Remboursée',
    driver: 'Conducteur : {v}',
    vehicle: 'Véhicule : {v}',
    station: 'Station : {v}',
    from: 'Du {v}',
    to: 'au {v}',
    distance: 'Distance parcourue : {v}',
    days: (n: number, unit: string) => `${n} jour${n > 1 ? 's' : ''} × ${unit}`,
    hours: (n: number, unit: string) => `${n} h × ${unit}`,
    included: (d: string) => `${d} inclus`,
    includedAmount: 'inclus',
    extra: (d: string, unit: string) => `${d} au-delà × ${unit}`,
    discount: 'Rabais ({v})',
    subtotal: 'Sous-total',
    total: 'Total',
    card: 'Carte débitée : {brand} se terminant par {last4}',
    rental: 'Location n° {v}',
  },
  en: {
    title: 'Receipt',
    invoice: 'Invoice no. {n}',
    issued: 'Issued {d}',
    paid: 'Paid {d}',
    pending: 'Payment pending',
    refunded: 'Refunded',
    driver: 'Driver: {v}',
    vehicle: 'Vehicle: {v}',
    station: 'Station: {v}',
    from: 'From {v}',
    to: 'to {v}',
    distance: 'Distance driven: {v}',
    days: (n: number, unit: string) => `${n} day${n > 1 ? 's' : ''} × ${unit}`,
    hours: (n: number, unit: string) => `${n} hour${n > 1 ? 's' : ''} × ${unit}`,
    included: (d: string) => `${d} included`,
    includedAmount: 'included',
    extra: (d: string, unit: string) => `${d} beyond × ${unit}`,
    discount: 'Discount ({v})',
    subtotal: 'Subtotal',
    total: 'Total',
    card: 'Card charged: {brand} ending in {last4}',
    rental: 'Rental no. {v}',
  },
} as const

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '')
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }

/**
 * The receipt as a one-page PDF, in the member's language and the tenant's time zone. Amounts read
 * as on the screens (contracts/format.ts); WinAnsi holds their no-break spaces and symbols.
 */
export function receiptPdf(r: Receipt, lang: Language, timeZone: string): Buffer {
  const L = LABELS[lang]
  const date = (iso: string, withTime = true) => formatLongDate(Date.parse(iso), timeZone, lang, withTime)
  const unit = r.breakdown.distance_unit === 'km' ? 'km' : lang === 'fr' ? 'mi' : 'miles'
  const dist = (n: number) => `${formatDecimal(n, lang)} ${unit}`
  const texts: PdfText[] = []
  const rules: PdfRule[] = []
  const left = 56
  const right = 539
  let y = 72
  const line = (text: string, size = 11, bold = false) => {
    texts.push({ x: left, y, size, bold, text })
    y += size + 7
  }
  const row = (label: string, amount: string, bold = false) => {
    texts.push({ x: left, y, size: 11, bold, text: label })
    texts.push({ x: right, y, size: 11, bold, text: amount, align: 'right' })
    y += 18
  }
  line(r.tenant_name, 16, true)
  line(L.title, 13, true)
  line(fill(L.invoice, { n: r.invoice_number }))
  line(fill(L.issued, { d: date(r.issued_at, false) }))
  line(r.paid_at ? fill(L.paid, { d: date(r.paid_at, false) }) : L.pending)
  if (r.status === 'refunded') line(L.refunded)
  y += 8
  line(fill(L.rental, { v: String(r.rental_id) }))
  if (r.driver_name) line(fill(L.driver, { v: r.driver_name }))
  if (r.vehicle) line(fill(L.vehicle, { v: `${r.vehicle.make} ${r.vehicle.model} (${r.vehicle.license_plate})` }))
  if (r.station) line(fill(L.station, { v: `${r.station.name}, ${r.station.address}` }))
  line(fill(L.from, { v: date(r.start) }))
  line(fill(L.to, { v: date(r.end) }))
  if (r.distance !== null) line(fill(L.distance, { v: dist(r.distance) }))
  y += 8
  rules.push({ x1: left, x2: right, y: y - 12 })
  const b = r.breakdown
  for (const l of b.lines) {
    const u = l.unit_price ? formatAmount(l.unit_price, lang) : ''
    if (l.kind === 'days') row(L.days(l.quantity, u), formatAmount(l.amount, lang))
    else if (l.kind === 'hours') row(L.hours(l.quantity, u), formatAmount(l.amount, lang))
    else if (l.kind === 'included_distance') row(L.included(dist(l.quantity)), L.includedAmount)
    else if (l.quantity > 0) row(L.extra(dist(l.quantity), u), formatAmount(l.amount, lang))
  }
  if (b.discount) row(fill(L.discount, { v: b.discount.code }), `-${formatAmount(b.discount.amount, lang)}`)
  if (b.taxes.length > 0) {
    row(L.subtotal, formatAmount(b.price, lang))
    for (const t of b.taxes) row(`${t.name} (${formatDecimal(t.rate_percent, lang)} %)`, formatAmount(t.amount, lang))
  }
  rules.push({ x1: left, x2: right, y: y - 12 })
  row(L.total, formatAmount(b.total, lang), true)
  if (r.card) {
    y += 8
    line(fill(L.card, { brand: BRANDS[r.card.brand.toLowerCase()] ?? r.card.brand, last4: r.card.last4 }))
  }
  return pdfPage(texts, rules, `${L.title} ${r.invoice_number}`)
}
