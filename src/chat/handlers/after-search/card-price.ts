import { formatAmount, formatDuration } from '@contracts/format'
import { formatRange } from '@/lib/format-dates'
import { foldedText } from '../../dialog/folded-text'
import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome, MemberBooking } from '../../dialog/types'
import { bookingWords, priceOf } from './booking-change'
import { namedBooking } from './named-booking'

type Props = Record<string, unknown>
// "combien ?", "et ça fait combien", "how much?": too short for the engine to call them a rates question.
const ASKS_PRICE = /^(et |and )?(ca |c est |ca fait |ca coute |it s )?(combien|how much)\b/
const isObject = (v: unknown): v is Props => typeof v === 'object' && v !== null && !Array.isArray(v)
const t = (s: TurnSentence, key: string, vars?: Record<string, unknown>) => s.env.translate(s.env.lang, `after-search:${key}`, vars)
const money = (s: TurnSentence, amount: number) => formatAmount({ value_cents: Math.round(Math.abs(amount) * 100), iso_code: s.env.search.currency }, s.env.lang)

/**
 * The booking a modify card is about, as the card picks it (features/bookings/pick-rental.ts): its
 * id, the one in progress, the next, the one in progress else the next (running late), or its day's.
 */
function bookingOfCard(s: TurnSentence, props: Props): MemberBooking | null {
  const bookings = s.env.bookings ?? []
  if (props.rentalId !== null && props.rentalId !== undefined) return bookings.find((b) => b.id === String(props.rentalId)) ?? null
  const current = () => bookings.find((b) => b.status === 'in_progress') ?? null
  const next = () =>
    bookings.filter((b) => b.status === 'upcoming' && Date.parse(b.start) > s.env.now.getTime()).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null
  if (typeof props.date === 'string') return namedBooking(s, props.date)
  if (props.which === 'current') return current()
  if (props.which === 'next') return next()
  if (props.which === 'soonest') return current() ?? next()
  return null
}

/** The review's price: the search result's, for the searched period. */
function reviewPrice(s: TurnSentence, props: Props): string {
  const result = isObject(props.result) ? props.result : null
  const price = result && isObject(result.price) ? result.price : null
  const vehicle = isObject(props.vehicle) ? `${String(props.vehicle.make ?? '')} ${String(props.vehicle.model ?? '')}`.trim() : ''
  const criteria = isObject(props.criteria) ? props.criteria : null
  const start = typeof criteria?.startDate === 'number' ? criteria.startDate : null
  const end = typeof criteria?.endDate === 'number' ? criteria.endDate : null
  const when = start !== null && end !== null ? formatRange(new Date(start), new Date(end), { lang: s.env.lang, timeZone: s.env.tenant.timezone, now: s.env.now }) : ''
  if (price && typeof price.value_cents === 'number' && typeof price.iso_code === 'string') {
    return t(s, 'price.review', { vehicle, when, amount: formatAmount({ value_cents: price.value_cents, iso_code: price.iso_code }, s.env.lang) })
  }
  return t(s, 'price.review-on-card', { vehicle, when })
}

/** The change's price: what the new times cost more or less than the booking's, estimated; the card gives the server's. */
function changePrice(s: TurnSentence, props: Props): string {
  const b = bookingOfCard(s, props)
  if (!b) return t(s, 'price.change-on-card')
  const start = typeof props.startDate === 'string' ? Date.parse(props.startDate) : Date.parse(b.start)
  const extendBy = typeof props.extendBy === 'number' ? props.extendBy * 60_000 : 0
  const end = typeof props.endDate === 'string' ? Date.parse(props.endDate) : Date.parse(b.end) + extendBy
  const before = priceOf(Date.parse(b.end) - Date.parse(b.start), b)
  const after = priceOf(end - start, b)
  const booking = bookingWords(s, b)
  const delta = end - start - (Date.parse(b.end) - Date.parse(b.start))
  if (before === null || after === null) return t(s, 'price.change-on-card')
  const length = formatDuration(Math.abs(delta), s.env.lang)
  if (Math.round((after - before) * 100) === 0) return t(s, 'price.change-same', { booking })
  return t(s, after > before ? 'price.change-more' : 'price.change-less', { booking, amount: money(s, after - before), length, total: money(s, after) })
}

/**
 * "combien ça coûte ?", "how much?" beside a review, a modify or an extension card: that card's
 * price, not the rate table (a category named still asks the rates). The card stays the newest,
 * so a "oui" after the answer still presses its button.
 */
export function priceOfCard(s: TurnSentence): DialogOutcome | null {
  const asks = s.own.intent === 'pricing' || (s.own.intent === 'unknown' && ASKS_PRICE.test(foldedText(s.text)))
  // A category or a period named ("un SUV à la journée") asks the rates, even beside a card.
  const about = s.own.pricingAbout
  if (!asks || (about?.categories.length ?? 0) > 0 || (about?.period ?? null) !== null) return null
  const card = s.env.newestCard
  if (!card || (card.kind !== 'booking-review' && card.kind !== 'bookings-modify')) return null
  const text = card.kind === 'booking-review' ? reviewPrice(s, card.props) : changePrice(s, card.props)
  return { intent: 'pricing', lang: s.env.lang, reply: { text, cards: [], quickReplies: [] }, state: { ...s.state, pending: null }, actions: [] }
}
