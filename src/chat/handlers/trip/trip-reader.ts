import type { VehicleSide } from '@contracts/trip'
import type { TurnSentence } from '../../dialog/registry'
import { nextSteps } from '../../dialog/suggestions'
import type { CardSpec, DialogOutcome, HandlerContext, MemberBooking, TurnFacts } from '../../dialog/types'
import { bookingWords, tripBooking } from '../trip-help/member-booking'
import { sideNamed, tripWord, type TripWord } from './trip-words'

type TripAction = TripWord | 'report' | 'show'

/** The handler-like context the trip-help words need, from a turn. */
function contextOf(s: TurnSentence): Pick<HandlerContext, 'env' | 'lang' | 't'> {
  return { env: s.env, lang: s.env.lang, t: (key, vars) => s.env.translate(s.env.lang, key, vars) }
}

const rentalIdOf = (b: MemberBooking) => (/^\d+$/.test(b.id) ? Number(b.id) : null)

function tripCard(b: MemberBooking, action: TripAction, side: VehicleSide | null): CardSpec {
  return { kind: 'trip', props: { rentalId: rentalIdOf(b), action, end: null, side } }
}

function answer(s: TurnSentence, text: string, cards: CardSpec[], booking: TurnFacts['booking']): DialogOutcome {
  return {
    // A damage stays the trouble it was read as; an order to the car is about its access.
    intent: s.own.intent === 'report_issue' ? 'report_issue' : 'vehicle_access',
    lang: s.env.lang,
    reply: { text, cards, quickReplies: nextSteps({ env: s.env, lang: s.env.lang, t: contextOf(s).t } as HandlerContext) },
    state: { context: null, pending: null, after: s.state.after ? { ...s.state.after, booking: booking?.id ?? s.state.after.booking } : s.state.after },
    actions: [],
    facts: { booking },
  }
}

/**
 * The trip in words (../shared/trip/CONTRACT.md): "je commence ma location", "unlock the car",
 * "verrouille", "je rends la voiture", "there's a dent on the back". Each acts on the rental in
 * progress, else the next one, and is answered with the trip card, whose first button is the one
 * asked: a car is never opened by a sentence alone (a conversation shown again must not unlock it).
 * Extensions ("prolonge de 30 min", "extend until 6pm") are the booking change's (after-search).
 */
export function readTripTurn(s: TurnSentence): DialogOutcome | null {
  if (!s.env.session.authenticated) return null
  const damage = s.own.intent === 'report_issue' && s.own.slots.kind === 'damage'
  const word = damage ? null : tripWord(s.text)
  if (!damage && !word) return null
  const ctx = contextOf(s)
  const t = (key: string, vars?: Record<string, unknown>) => ctx.t(`driver-help:trip-card.${key}`, vars)
  // A start is about a booking not started yet (the next one), even with another car out now.
  const b = (word === 'start' ? nextToStart(s) : null) ?? tripBooking(ctx)
  if (!b) return answer(s, t('none'), [], null)
  const booking = bookingWords(ctx, b)
  const fact = (action: NonNullable<TurnFacts['booking']>['action']) => ({ id: b.id, action, startDate: null, endDate: null, endStation: null })
  if (damage) {
    const side = sideNamed(s.text)
    const text = side ? t('report', { side: t(`side.${side}`), booking }) : t('report-any', { booking })
    return answer(s, text, [tripCard(b, 'report', side)], fact('report'))
  }
  const action = word as TripWord
  if (action === 'start' && b.status === 'in_progress') return answer(s, t('started', { booking: capitalise(booking) }), [tripCard(b, 'show', null)], fact('show'))
  // Unlock, lock and end need a trip under way: for the next booking the card offers its start.
  if (action !== 'start' && b.status !== 'in_progress') return answer(s, t('not-yet', { booking: capitalise(booking) }), [tripCard(b, 'start', null)], fact('start'))
  return answer(s, t(action, { booking }), [tripCard(b, action, null)], fact(action))
}

function nextToStart(s: TurnSentence): MemberBooking | null {
  const now = s.env.now.getTime()
  const upcoming = (s.env.bookings ?? []).filter((b) => b.status === 'upcoming' && Date.parse(b.end) > now)
  return upcoming.sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
