import { card, reply } from '../../dialog/card'
import { formatDay, formatRange, type DateWords } from '@/lib/format-dates'
import { classicScreen, memberOnly } from '../../dialog/handlers/classic-screen'
import type { IntentName } from '../../dialog/intent-types'
import { nextSteps } from '../../dialog/suggestions'
import type { CardSpec, HandlerContext, HandlerOutcome, IntentHandler } from '../../dialog/types'
import { enabledOf, newTimesOf, paymentActionOf, remindersOf, scopeOf, targetOf, type Which } from './slots'

const words = (ctx: HandlerContext): DateWords => ({ lang: ctx.lang, timeZone: ctx.env.tenant.timezone, now: ctx.env.now })

/** A member's own data: guests are asked to log in first, inside the conversation (spec section 6). */
function forMember(intent: IntentName, answer: (ctx: HandlerContext) => { text: string; cards: CardSpec[] }): IntentHandler {
  return {
    intent,
    handle(ctx): HandlerOutcome {
      if (!ctx.env.session.authenticated) return memberOnly(intent, ctx)
      const { text, cards } = answer(ctx)
      return { reply: reply(text, cards, nextSteps(ctx)) }
    },
  }
}

/** "your booking of Friday, November 27" / "your next booking" said back before anything is done. */
function named(ctx: HandlerContext, which: Which, date: string | null): string {
  // Noon UTC keeps the calendar day in every tenant zone.
  if (date) return ctx.t('bookings:chat.named-date', { day: formatDay(`${date}T12:00:00Z`, words(ctx)) })
  if (which) return ctx.t(`bookings:chat.named-${which}`)
  return ctx.t('bookings:chat.named-any')
}

const bookingsList = forMember('list_bookings', (ctx) => {
  const scope = scopeOf(ctx.result.slots)
  return { text: ctx.t(`bookings:chat.reply-list-${scope ?? 'all'}`), cards: [card('bookings-list', { scope })] }
})

/**
 * "Mes covoiturages" where the tenant has no carpooling: said plainly, as the chat does for its other
 * switched-off features, then the member's bookings instead (a guest is asked to log in for those).
 */
function carpoolingsOff(ctx: HandlerContext): HandlerOutcome {
  const bookings: HandlerContext = { ...ctx, result: { ...ctx.result, slots: { ...ctx.result.slots, scope: null } } }
  const member = ctx.env.session.authenticated
  const instead = member ? bookingsList.handle(bookings) : memberOnly('list_bookings', bookings)
  return { ...instead, reply: { ...instead.reply, text: ctx.t(member ? 'bookings:chat.carpooling-off' : 'bookings:chat.carpooling-off-guest') } }
}

export const listBookingsHandler: IntentHandler = {
  intent: 'list_bookings',
  handle: (ctx) => (scopeOf(ctx.result.slots) === 'carpoolings' && !ctx.env.tenant.carpooling ? carpoolingsOff(ctx) : bookingsList.handle(ctx)),
}

export const showBookingHandler = forMember('show_booking', (ctx) => {
  const target = targetOf(ctx.result.slots)
  return { text: ctx.t('bookings:chat.reply-show-named', { booking: named(ctx, target.which, target.date) }), cards: [card('booking-detail', target)] }
})

export const modifyBookingHandler = forMember('modify_booking', (ctx) => {
  const target = targetOf(ctx.result.slots)
  const { startDate, endDate } = newTimesOf(ctx.result.slots)
  const booking = named(ctx, target.which, target.date)
  // The card reads the sentence again against the booking it finds (a bare "3pm" is on its day).
  const sentence = ctx.text ? { text: ctx.text, now: ctx.env.now.toISOString() } : null
  let text = ctx.t('bookings:chat.reply-modify-named', { booking })
  // Without the sentence the times are the engine's own; with it, the card says them once applied to the booking.
  if (startDate && endDate && !sentence) text = ctx.t('bookings:chat.reply-modify-range', { booking, when: formatRange(startDate, endDate, words(ctx)) })
  // One bound alone is applied to the booking by the card (a bare "until 11pm" means its end day), which says the result in words.
  else if (startDate || endDate) text = ctx.t('bookings:chat.reply-modify-check', { booking })
  return { text, cards: [card('bookings-modify', { ...target, startDate, endDate, extendBy: null, sentence })] }
})

export const cancelBookingHandler = forMember('cancel_booking', (ctx) => {
  const target = targetOf(ctx.result.slots)
  return { text: ctx.t('bookings:chat.reply-cancel-named', { booking: named(ctx, target.which, target.date) }), cards: [card('bookings-cancel', target)] }
})

const geotrackingCard = forMember('set_geotracking', (ctx) => {
  const enabled = enabledOf(ctx.result.slots)
  const key = enabled === null ? 'ask' : enabled ? 'on' : 'off'
  return { text: ctx.t(`bookings:chat.reply-geotracking-${key}`), cards: [card('bookings-geotracking', { enabled })] }
})

/** set_geotracking: "not offered" (before any login) when the tenant has no privacy/geotracking. */
export const setGeotrackingHandler: IntentHandler = {
  intent: 'set_geotracking',
  handle: (ctx) => (ctx.env.tenant.privacyUsage ? geotrackingCard.handle(ctx) : classicScreen(ctx)),
}

const paymentsCard = forMember('payment_methods', (ctx) => {
  const action = paymentActionOf(ctx.result.slots)
  return { text: ctx.t(action === 'add' ? 'account:chat.reply-cards-add' : 'account:chat.reply-cards'), cards: [card('payment-methods', { action })] }
})

/** payment_methods: the chat's own answer (contact) when the tenant has no payments. */
export const paymentMethodsHandler: IntentHandler = {
  intent: 'payment_methods',
  handle: (ctx) => (ctx.env.tenant.payments ? paymentsCard.handle(ctx) : classicScreen(ctx)),
}

/** set_reminders: the card shows the choice said against the member's own and saves it only on their button or "oui". */
export const setRemindersHandler = forMember('set_reminders', (ctx) => {
  const said = remindersOf(ctx.result.slots)
  return {
    text: ctx.t(said.channel === null && said.timing === null ? 'account:chat.reply-reminders-ask' : 'account:chat.reply-reminders'),
    cards: [card('account-reminders', said)],
  }
})

export const accountDetailsHandler = forMember('account_details', (ctx) => ({ text: ctx.t('account:chat.reply-details'), cards: [card('account-details', {})] }))
// The card says the same to a member single sign-on created, and offers no form.
const changePasswordCard = forMember('change_password', (ctx) => ({
  text: ctx.t(ctx.env.session.hasPassword === false ? 'account:chat.reply-password-sso' : 'account:chat.reply-password'),
  cards: [card('account-password', {})],
}))

/**
 * change_password: the engine reads "j'ai oublié mon mot de passe" and "change my password" alike. A
 * guest saying it has most likely forgotten it, and cannot log in first: the reset request (its link
 * arrives by e-mail) comes first, in the conversation.
 */
export const changePasswordHandler: IntentHandler = {
  intent: 'change_password',
  handle: (ctx) =>
    ctx.env.session.authenticated
      ? changePasswordCard.handle(ctx)
      : {
          reply: reply(ctx.t('account:chat.reply-password-guest'), [card('password-reset', {}), card('login', { reason: 'change_password' })], nextSteps(ctx)),
        },
}
const deleteAccountCard = forMember('delete_account', (ctx) => ({ text: ctx.t('account:chat.reply-delete'), cards: [card('account-delete', {})] }))

/**
 * delete_account: a member gets the deletion card; a guest, who cannot delete before logging in,
 * first the four-step guide of the help (spec section 2's FAQ page), then the login.
 */
export const deleteAccountHandler: IntentHandler = {
  intent: 'delete_account',
  handle: (ctx) =>
    ctx.env.session.authenticated
      ? deleteAccountCard.handle(ctx)
      : { reply: reply(ctx.t('account:chat.reply-delete-guest'), [card('help', { topic: 'delete-account' }), card('login', { reason: 'delete_account' })], nextSteps(ctx)) },
}
export const requestPersonalDataHandler = forMember('request_personal_data', (ctx) => ({ text: ctx.t('account:chat.reply-data'), cards: [card('account-data-request', {})] }))

/** The ten account intents, each answered with a card doing the same as its classic screen. */
export const ACCOUNT_HANDLERS: readonly IntentHandler[] = [
  listBookingsHandler,
  showBookingHandler,
  modifyBookingHandler,
  cancelBookingHandler,
  setGeotrackingHandler,
  paymentMethodsHandler,
  accountDetailsHandler,
  changePasswordHandler,
  deleteAccountHandler,
  requestPersonalDataHandler,
  setRemindersHandler,
]
