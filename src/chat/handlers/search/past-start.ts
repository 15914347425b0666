import { floorToQuarter } from '@/lib/quarter-hour'
import { reply } from '../../dialog/card'
import { formatInstant } from '@/lib/format-dates'
import { lengthBetween } from '../../dialog/kept-length'
import { earliestStart } from '../../dialog/lead-time'
import { slotInstant } from '../../dialog/slot-instant'
import type { IntentHandler, HandlerContext, HandlerOutcome } from '../../dialog/types'

/**
 * The start said, when it is already past. The engine is faithful to the sentence ("hier à 9h" is
 * yesterday 09:00, CONTRACT.md), so the chat judges it (spec section 5: rental dates must not be in
 * the past). A start in the current quarter hour still counts as now: the pickers and the engine
 * work in quarters, and "now" understood a few minutes ago must not turn into an error.
 */
export function pastStartOf(ctx: HandlerContext): number | null {
  const start = slotInstant(ctx.result.slots.startDate)
  if (start === null) return null
  return start < floorToQuarter(ctx.env.now.getTime()) ? start : null
}

/**
 * Says the start is past and asks for another one, instead of asking "until when?" about it (an
 * answer like "until tomorrow" then made a period from yesterday to tomorrow). The wording of
 * RENTAL_DATES_IN_PAST (spec section 8) is reused; the nearest possible start is offered. The
 * past start and its end are dropped from the context; the station, options and the rest stay, so
 * the next sentence ("now", "tomorrow 9am") only brings the new time. The period's length ("hier 9h
 * pour 3h") is kept with the question: the new start gets it (dialog/kept-length.ts) and "until when?"
 * is not asked again.
 */
export function pastStartOutcome(ctx: HandlerContext, askStart: IntentHandler['askSlot']): HandlerOutcome | null {
  const start = pastStartOf(ctx)
  if (start === null) return null
  const words = { lang: ctx.lang, timeZone: ctx.env.tenant.timezone, now: ctx.env.now }
  const question = askStart?.('startDate', ctx)
  const text = ctx.t('search:chat.start-in-past', {
    reason: ctx.t('errors:RENTAL_DATES_IN_PAST'),
    when: formatInstant(new Date(start), words),
    earliest: formatInstant(new Date(earliestStart(ctx.env)), words),
    question: question?.text ?? '',
  })
  const { intent, slots } = ctx.result
  const keptLength = lengthBetween(slots.startDate, slots.endDate, ctx.env.tenant.timezone)
  return {
    reply: reply(text, [], question?.quickReplies ?? []),
    state: {
      context: { intent, slots: { ...slots, startDate: null, endDate: null } },
      pending: { intent, slot: 'startDate', misses: 0, ...(keptLength ? { keptLength } : {}) },
    },
  }
}
