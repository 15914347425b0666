import { signupStepsLeft } from '@contracts/workflow'
import { card, reply } from '../../dialog/card'
import { incidentReply } from '../../dialog/handlers/report-incident'
import { nextSteps } from '../../dialog/suggestions'
import type { CardSpec, HandlerContext, HandlerOutcome, IntentHandler } from '../../dialog/types'
import { paths } from '@/core/paths'

// What drivers need besides booking (../shared/dialogues/CONTRACT.md rule 9): each answer comes with a
// card that acts. start_over keeps the dialog manager's own answer.

const t = (ctx: HandlerContext, key: string, vars?: Record<string, unknown>) => ctx.t(`driver-help:${key}`, vars)

function answer(ctx: HandlerContext, text: string, cards: CardSpec[]): HandlerOutcome {
  return { reply: reply(text, cards, nextSteps(ctx)) }
}

/** A guest is asked to log in inside the conversation; the question is about their own bookings. */
function loginFirst(ctx: HandlerContext, reason: string): HandlerOutcome {
  return answer(ctx, t(ctx, 'guest'), [card('login', { reason })])
}

const minutesOf = (ctx: HandlerContext): number | null => {
  const m = ctx.result.slots.minutes
  return typeof m === 'number' && Number.isInteger(m) && m > 0 && m <= 24 * 60 ? m : null
}

/** report_incident: the emergency number first (the chat's own answer and card), then the booking concerned. */
export const reportIncidentHandler: IntentHandler = {
  intent: 'report_incident',
  handle(ctx) {
    const booking = ctx.env.session.authenticated ? [card('booking-detail', { rentalId: null, which: 'soonest', date: null })] : []
    return { reply: incidentReply(ctx, booking) }
  },
}

/** running_late: the booking in progress or about to start, extended by the minutes said (its price and the car's availability are the modify card's). */
export const runningLateHandler: IntentHandler = {
  intent: 'running_late',
  handle(ctx) {
    if (!ctx.env.session.authenticated) return loginFirst(ctx, 'running_late')
    const minutes = minutesOf(ctx)
    const modify = card('bookings-modify', { rentalId: null, which: 'soonest', date: null, startDate: null, endDate: null, extendBy: minutes, sentence: null })
    return answer(ctx, minutes ? t(ctx, 'late.by', { minutes }) : t(ctx, 'late.unsaid'), [modify])
  },
}

/** vehicle_access: the access text of the booking in progress or the next one, shown by its card when the driver may see it. */
export const vehicleAccessHandler: IntentHandler = {
  intent: 'vehicle_access',
  handle(ctx) {
    if (!ctx.env.session.authenticated) return loginFirst(ctx, 'vehicle_access')
    return answer(ctx, t(ctx, 'access.reply'), [card('booking-detail', { rentalId: null, which: 'soonest', date: null })])
  },
}

/** pricing: the tenant's rates per category, narrowed to the categories said; open to guests. */
export const pricingHandler: IntentHandler = {
  intent: 'pricing',
  handle(ctx) {
    const about = ctx.result.pricingAbout ?? { categories: [], period: null }
    const names = about.categories.map((id) => ctx.env.names?.categories[id]).filter((n): n is string => typeof n === 'string')
    const text =
      names.length > 0
        ? t(ctx, 'pricing.named', { categories: names.join(', ') })
        : about.period === 'hour' || about.period === 'day'
          ? t(ctx, `pricing.${about.period}`)
          : t(ctx, 'pricing.all')
    return answer(ctx, text, [card('rates', { categories: about.categories, period: about.period })])
  },
}

const textSlot = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)

/**
 * invoices: the member's invoices (GET /user/invoices) with the rental each charges; each opens its
 * booking's screen. A trip named by its car or day gets its receipt; "send it to me" e-mails it.
 */
export const invoicesHandler: IntentHandler = {
  intent: 'invoices',
  handle(ctx) {
    if (!ctx.env.session.authenticated) return loginFirst(ctx, 'invoices')
    const s = ctx.result.slots
    const props = { make: textSlot(s.make), model: textSlot(s.model), date: textSlot(s.date), send: s.send === true }
    const named = props.make !== null || props.model !== null || props.date !== null
    const text = props.send ? t(ctx, 'invoices.send') : named ? t(ctx, 'invoices.trip') : t(ctx, 'invoices.reply')
    return answer(ctx, text, [card('invoices', props)])
  },
}

/** The sign-up steps still to do from the server's step, in the stepper's order (contracts/workflow.ts). */
export const stepsLeft = signupStepsLeft

/** registration_status: the member's status in words and what is left: the steps, the validation, or whom to contact. */
export const registrationStatusHandler: IntentHandler = {
  intent: 'registration_status',
  handle(ctx) {
    const { session } = ctx.env
    if (!session.authenticated) return answer(ctx, t(ctx, 'status.guest'), [card('login', { reason: 'registration_status' }), card('signup-start', { mode: 'start' })])
    if (session.step === 'driver_ok') return answer(ctx, t(ctx, 'status.verified'), [])
    if (session.step === 'driver_waiting_for_validation') return answer(ctx, t(ctx, 'status.pending'), [card('help', { topic: 'contact' })])
    if (session.step === 'driver_blocked') return answer(ctx, t(ctx, 'status.blocked'), [card('help', { topic: 'contact' })])
    const left = stepsLeft(session.step)
    const next = t(ctx, `status.steps.${left[0] ?? 'registration'}`)
    const resume = card('classic-screen', { intent: 'registration_status', path: paths.signup, reason: 'screen', details: [] })
    return answer(ctx, t(ctx, 'status.incomplete', { count: Math.max(left.length, 1), next }), [resume])
  },
}

/** report_issue of dirt or damage: how to tell the operator (its contact), with the booking concerned (trip-help answers the other kinds). */
export const reportIssueHandler: IntentHandler = {
  intent: 'report_issue',
  handle(ctx) {
    const contact = card('help', { topic: 'contact' })
    if (!ctx.env.session.authenticated) return answer(ctx, t(ctx, 'issue.guest'), [contact])
    return answer(ctx, t(ctx, 'issue.reply'), [contact, card('booking-detail', { rentalId: null, which: 'soonest', date: null })])
  },
}

export const DRIVER_HELP_HANDLERS: readonly IntentHandler[] = [
  reportIncidentHandler,
  runningLateHandler,
  vehicleAccessHandler,
  pricingHandler,
  invoicesHandler,
  registrationStatusHandler,
]
