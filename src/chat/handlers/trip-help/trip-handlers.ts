import { helpPath } from '@cards/help/help-path'
import { card, reply } from '../../dialog/card'
import { nextSteps } from '../../dialog/suggestions'
import type { CardSpec, HandlerContext, HandlerOutcome, IntentHandler, MemberBooking } from '../../dialog/types'
import { reportIssueHandler as issueToOperator } from '../driver-help/driver-help-handlers'
import { continueRegistrationHandler } from '../registration/registration-handlers'
import { bestFaqEntry } from './faq-match'
import { bookingWords, callWords, tripBooking } from './member-booking'

// Trouble during a trip (../shared/dialogues/CONTRACT.md rule 15) and questions the tenant's help
// content answers (rule 16). Never a search; a question never asks a guest to log in.

const t = (ctx: HandlerContext, key: string, vars?: Record<string, unknown>) => ctx.t(`driver-help:${key}`, vars)
const contactCard = () => card('help', { topic: 'contact' })
const bookingCard = () => card('booking-detail', { rentalId: null, which: 'soonest', date: null })

function answer(ctx: HandlerContext, text: string, cards: CardSpec[], booking: MemberBooking | null = null, action: 'access' | 'show' = 'show'): HandlerOutcome {
  return {
    reply: reply(text, cards, nextSteps(ctx)),
    ...(booking ? { facts: { booking: { id: booking.id, action, startDate: null, endDate: null, endStation: null } } } : {}),
  }
}

/** The help page of the tenant's FAQ, as a path the reply names. */
const faqLink = () => helpPath('faq')

function fineAnswer(ctx: HandlerContext, booking: MemberBooking | null): HandlerOutcome {
  const entry = bestFaqEntry(ctx.text ?? '', ctx.env.faq ?? []) ?? bestFaqEntry('contravention amende fine ticket pv', ctx.env.faq ?? [])
  if (entry) return answer(ctx, t(ctx, 'trip.fine', { answer: entry.answer[ctx.lang] }), [card('help', { topic: 'faq' })], booking)
  const about = booking ? bookingWords(ctx, booking) : t(ctx, 'trip.none')
  return answer(ctx, t(ctx, 'trip.fine-none', { call: callWords(ctx), booking: about }), [contactCard()], booking)
}

function cantFind(ctx: HandlerContext, booking: MemberBooking | null): HandlerOutcome {
  const station = booking ? ctx.env.stations.find((s) => s.id === booking.startStation) : undefined
  if (!booking || !station) return answer(ctx, t(ctx, 'trip.cant_find-none', { call: callWords(ctx) }), [bookingCard(), contactCard()])
  const description = station.description ? ` ${station.description}` : ''
  const text = t(ctx, 'trip.cant_find', { booking: bookingWords(ctx, booking), station: station.name, address: station.address ?? '', description, call: callWords(ctx) })
  return answer(ctx, text, [bookingCard()], booking)
}

/**
 * With no signal (an underground car park), the car that will not open gets what the device kept
 * for the trip in progress: its access text, its station and the operator's phone, in the answer's
 * own words, since the booking card cannot load.
 */
function offlineHelp(ctx: HandlerContext): HandlerOutcome | null {
  const help = ctx.env.tripHelp
  if (!ctx.env.offline || !help) return null
  // Kept for a trip the member's rentals (when known) no longer show in progress: not said.
  const known = ctx.env.bookings
  if (known && known.length > 0 && !known.some((b) => b.id === String(help.rentalId) && b.status === 'in_progress')) return null
  const access = help.accessText ? help.accessText.trim().replace(/([^.!?])$/, '$1.') : ''
  const station = help.station
    ? t(ctx, 'trip-card.offline-station', { station: [help.station.name, help.station.address, help.station.description].filter(Boolean).join(', ') })
    : ''
  const phone = help.phone ?? ctx.env.contact?.emergencyPhone ?? ctx.env.contact?.phone
  const call = phone ? t(ctx, 'trip.call-lower', { phone }) : t(ctx, 'trip.contact-lower')
  return { reply: reply(t(ctx, 'trip-card.offline', { access, station, call }), [contactCard()], nextSteps(ctx)) }
}

/** report_issue: by its kind, what helps now; dirt and damage (or no kind) are told to the operator. */
export const tripIssueHandler: IntentHandler = {
  intent: 'report_issue',
  handle(ctx) {
    const kind = ctx.result.slots.kind
    if (kind === 'sms_code') {
      const step = ctx.env.session.step
      if (ctx.env.session.authenticated && step !== 'driver_ok' && step !== null) return continueRegistrationHandler.handle(ctx)
      if (!ctx.env.session.authenticated) return continueRegistrationHandler.handle(ctx)
      return answer(ctx, t(ctx, 'trip.sms_code-member', { call: callWords(ctx) }), [contactCard()])
    }
    const booking = ctx.env.session.authenticated ? tripBooking(ctx) : null
    if (kind === 'fine') return fineAnswer(ctx, booking)
    if (kind === 'wont_unlock') {
      const kept = offlineHelp(ctx)
      if (kept) return kept
      if (!booking)
        return answer(ctx, `${t(ctx, 'trip.none')} ${t(ctx, ctx.env.contact?.phone ? 'trip.phone' : 'trip.no-phone', { phone: ctx.env.contact?.phone })}`, [
          bookingCard(),
          contactCard(),
        ])
      return answer(ctx, t(ctx, 'trip.wont_unlock', { booking: bookingWords(ctx, booking), call: callWords(ctx) }), [bookingCard(), contactCard()], booking, 'access')
    }
    if (kind === 'cant_find') return cantFind(ctx, booking)
    if (kind === 'forgotten_item') {
      const about = booking ? bookingWords(ctx, booking) : t(ctx, 'trip.none')
      return answer(ctx, t(ctx, 'trip.forgotten_item', { call: callWords(ctx), booking: about }), [contactCard(), bookingCard()], booking)
    }
    return issueToOperator.handle(ctx)
  },
}

/** How to reach the operator, from the tenant's contact page. */
function contactWords(ctx: HandlerContext): string {
  const contact = ctx.env.contact
  if (contact?.phone) return t(ctx, 'question.contact', { phone: contact.phone })
  if (contact?.email) return t(ctx, 'question.contact-email', { email: contact.email })
  return t(ctx, 'question.contact-page')
}

const WHERE = /\b(ou|where|adresse|address|situee?|located)\b/

/** question: the best entry of the help content, or where a station is; otherwise says so and gives the contact. */
export const questionHandler: IntentHandler = {
  intent: 'question',
  handle(ctx) {
    const text = ctx.text ?? (typeof ctx.result.slots.topic === 'string' ? ctx.result.slots.topic : '')
    const stationId = ctx.result.questionAbout?.station ?? null
    const station = stationId !== null ? ctx.env.stations.find((s) => String(s.id) === stationId) : undefined
    const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    if (station && WHERE.test(folded)) {
      const description = station.description ? ` ${station.description}` : ''
      return answer(ctx, t(ctx, 'question.station', { station: station.name, address: station.address ?? '', description, link: faqLink() }), [card('help', { topic: 'faq' })])
    }
    const entry = bestFaqEntry(text, ctx.env.faq ?? [])
    if (entry) return answer(ctx, t(ctx, 'question.answer', { answer: entry.answer[ctx.lang], link: faqLink() }), [card('help', { topic: 'faq' })])
    return answer(ctx, t(ctx, 'question.none', { contact: contactWords(ctx) }), [contactCard()])
  },
}

export const TRIP_HELP_HANDLERS: readonly IntentHandler[] = [tripIssueHandler, questionHandler]
