import type { TFunction } from 'i18next'
import type { DistanceUnit, Language } from '@contracts/common'
import type { PriceBreakdown, PriceQuote } from '@contracts/price-breakdown'
import { formatAmount, formatDateInWords, formatDecimal } from '@contracts/format'

export interface PriceRow {
  key: string
  label: string
  amount: string
  kind: 'line' | 'discount' | 'subtotal' | 'tax' | 'total'
}

/** What the review says of a price: its rows (lines, discount, taxes, total), the card and the free cancellation. */
export interface PriceBreakdownView {
  rows: PriceRow[]
  total: string
  card: string | null
  /** Null for a receipt: it has no cancellation to speak of. */
  cancellation: string | null
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }
const brandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)

function distance(value: number, unit: DistanceUnit, lang: Language): string {
  const label = unit === 'km' ? 'km' : lang === 'fr' ? 'mi' : value === 1 ? 'mile' : 'miles'
  return `${formatDecimal(value, lang)}\u00a0${label}`
}

/**
 * The rows of a server price quote in the reader's language (contracts/price-breakdown.ts): the
 * review screen and the chat's review card both render this, so they show the same numbers.
 */
export function priceBreakdownView(
  q: PriceBreakdown & Partial<Pick<PriceQuote, 'card' | 'free_cancellation_until'>>,
  lang: Language,
  timeZone: string,
  t: TFunction,
): PriceBreakdownView {
  const rows: PriceRow[] = []
  q.lines.forEach((l, i) => {
    const unit = l.unit_price ? formatAmount(l.unit_price, lang) : ''
    const key = `${l.kind}-${i}`
    if (l.kind === 'days' || l.kind === 'hours') {
      rows.push({ key, kind: 'line', label: t(`price:lines.${l.kind}`, { count: l.quantity, unit }), amount: formatAmount(l.amount, lang) })
    } else if (l.kind === 'included_distance') {
      rows.push({ key, kind: 'line', label: t('price:lines.included_distance', { distance: distance(l.quantity, q.distance_unit, lang) }), amount: t('price:included') })
    } else if (l.quantity > 0) {
      rows.push({
        key,
        kind: 'line',
        label: t('price:lines.extra_distance', { distance: distance(l.quantity, q.distance_unit, lang), unit }),
        amount: formatAmount(l.amount, lang),
      })
    } else {
      rows.push({ key, kind: 'line', label: t('price:lines.extra_distance_rate', { unit, per: distance(1, q.distance_unit, lang).replace(/^1\u00a0/, '') }), amount: '—' })
    }
  })
  if (q.discount) rows.push({ key: 'discount', kind: 'discount', label: t('price:discount', { code: q.discount.code }), amount: `−${formatAmount(q.discount.amount, lang)}` })
  if (q.taxes.length > 0) {
    rows.push({ key: 'subtotal', kind: 'subtotal', label: t('price:subtotal'), amount: formatAmount(q.price, lang) })
    q.taxes.forEach((tax, i) =>
      rows.push({
        key: `tax-${i}`,
        kind: 'tax',
        label: t('price:tax', { name: tax.name, rate: `${formatDecimal(tax.rate_percent, lang)}\u00a0%` }),
        amount: formatAmount(tax.amount, lang),
      }),
    )
  }
  const total = formatAmount(q.total, lang)
  rows.push({ key: 'total', kind: 'total', label: t('price:total'), amount: total })
  return {
    rows,
    total,
    card: q.card ? t('price:card', { brand: brandName(q.card.brand), last4: q.card.last4 }) : null,
    cancellation:
      q.free_cancellation_until === undefined
        ? null
        : q.free_cancellation_until
          ? t('price:free-cancellation', { date: formatDateInWords(Date.parse(q.free_cancellation_until), timeZone, lang) })
          : t('price:no-free-cancellation'),
  }
}
