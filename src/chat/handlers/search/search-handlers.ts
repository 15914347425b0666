import { TZDate } from '@date-fns/tz'
import { card, reply } from '../../dialog/card'
import { formatDuration } from '@contracts/format'
import { formatInstant, formatRange } from '@/lib/format-dates'
import { formatList } from '../../dialog/format-list'
import { carpoolDestination } from '../../dialog/carpool-destination'
import { joinCarpoolHandler as defaultJoinCarpool, searchVehiclesHandler as defaultSearchVehicles } from '../../dialog/handlers/search'
import { memberOnly, needsMember } from '../../dialog/handlers/classic-screen'
import type { HandlerContext, HandlerOutcome, IntentHandler } from '../../dialog/types'
import { fitMinimumLength } from './minimum-length'
import { pastStartOf, pastStartOutcome } from './past-start'
import { slotsToSearch, type UnderstoodSearch } from './slots-to-criteria'

function where(u: UnderstoodSearch, ctx: HandlerContext): string {
  const name = (stationId: number | null) => ctx.env.stations.find((s) => s.id === stationId)?.name ?? ''
  const { startStation, endStation } = u.criteria
  if (u.addressText) return ctx.t('search:chat.at-address', { address: u.addressText })
  if (u.criteria.location) return ctx.t('search:chat.at-address', { address: u.criteria.location.displayText })
  if (startStation === null) return ctx.t('search:chat.anywhere')
  if (endStation !== null && endStation !== startStation) return ctx.t('search:chat.one-way', { start: name(startStation), end: name(endStation) })
  // "Victoria Station" says its own kind: "at Victoria Station", not "at the Victoria Station station".
  const named = name(startStation)
  return ctx.t(/\bstation$/i.test(named) ? 'search:chat.at-named-station' : 'search:chat.at-station', { name: named })
}

/** What was asked for but is off for this tenant, said before the results rather than dropped unsaid. */
function unofferedNote(u: UnderstoodSearch, ctx: HandlerContext): string {
  if (u.unoffered.length === 0) return ''
  const what = u.unoffered.map((f) => ctx.t(`search:chat.unoffered.${f}`))
  return ' ' + ctx.t('search:chat.unoffered.note', { what: formatList(what, ctx.lang) })
}

function words(ctx: HandlerContext) {
  return { lang: ctx.lang, timeZone: ctx.env.tenant.timezone, now: ctx.env.now }
}

/**
 * A start in the past is answered before any other question: no slot is asked about it (null lets
 * `handle` run), so "until when?" never follows "yesterday 9am".
 */
function askUnlessPast(askSlot: IntentHandler['askSlot']): IntentHandler['askSlot'] {
  return (slot, ctx) => (pastStartOf(ctx) === null ? (askSlot?.(slot, ctx) ?? null) : null)
}

/**
 * search_vehicles: the slots fill the shared search state; the results card runs the search. The
 * understood dates are said back in words before anything else; a start in the past is refused.
 */
export const searchVehiclesHandler: IntentHandler = {
  intent: 'search_vehicles',
  askSlot: askUnlessPast(defaultSearchVehicles.askSlot),
  handle(ctx): HandlerOutcome {
    if (needsMember('search_vehicles', ctx) && !ctx.env.session.authenticated) return memberOnly('search_vehicles', ctx)
    const past = pastStartOutcome(ctx, defaultSearchVehicles.askSlot)
    if (past) return past
    const settings = ctx.env.search
    const said = slotsToSearch(ctx.result.slots, settings, ctx.env.stations)
    const fitted = fitMinimumLength(said.criteria, settings.minimumReservationDuration)
    const understood = fitted ? { ...said, criteria: fitted.criteria } : said
    const { startDate, endDate } = understood.criteria
    const when = startDate !== null && endDate !== null ? formatRange(new Date(startDate), new Date(endDate), words(ctx)) : ''
    const minimumNote = fitted
      ? ctx.t('search:chat.minimum-length', { minimum: formatDuration(fitted.minimumMs, ctx.lang), said: formatDuration(fitted.saidMs, ctx.lang) }) + ' '
      : ''
    return {
      reply: reply(minimumNote + ctx.t('search:chat.results', { where: where(understood, ctx), when }) + unofferedNote(understood, ctx), [
        card('search-results', {
          criteria: understood.criteria,
          addressText: understood.addressText,
          destinationText: understood.destinationText,
          sort: ctx.result.slots.sort === 'price' ? 'price' : null,
        }),
      ]),
    }
  },
}

/**
 * What the carpool search covers: from its start, or its window. A window ending at midnight (a whole
 * day, rule 8) is said up to the minute before, so that it does not name the next day; another end
 * (a week's Sunday 18:00) is said as it is.
 */
function carpoolSearchSentence(start: number | null, end: number | null, place: string, ctx: HandlerContext): string {
  if (start === null) return ctx.t('search:chat.carpools', { where: place, start: '' })
  if (end === null) return ctx.t('search:chat.carpools', { where: place, start: formatInstant(new Date(start), words(ctx)) })
  const wall = new TZDate(end, ctx.env.tenant.timezone)
  const last = wall.getHours() === 0 && wall.getMinutes() === 0 ? end - 60_000 : end
  return ctx.t('search:chat.carpools-window', { where: place, window: formatRange(new Date(start), new Date(last), words(ctx)) })
}

/** join_carpool: other members' offers from the station and time said, those going to the destination first. */
export const joinCarpoolHandler: IntentHandler = {
  intent: 'join_carpool',
  // A tenant without carpooling gets the default answer: its questions stay the default ones too.
  askSlot: (slot, ctx) => (ctx.env.tenant.carpooling ? askUnlessPast(defaultJoinCarpool.askSlot) : defaultJoinCarpool.askSlot)?.(slot, ctx) ?? null,
  handle(ctx): HandlerOutcome {
    if (!ctx.env.tenant.carpooling) return defaultJoinCarpool.handle(ctx)
    if (needsMember('join_carpool', ctx) && !ctx.env.session.authenticated) return memberOnly('join_carpool', ctx)
    const past = pastStartOutcome(ctx, defaultJoinCarpool.askSlot)
    if (past) return past
    const understood = slotsToSearch(ctx.result.slots, { ...ctx.env.search, oneWay: false })
    // The destination ranks the offers (the carpool's own), whatever the tenant's destination field.
    const destinationText = typeof ctx.result.slots.destination === 'string' ? ctx.result.slots.destination.trim() || null : null
    const { startDate, endDate } = understood.criteria
    const instant = (v: number | null) => (v === null ? null : new Date(v).toISOString())
    return {
      reply: reply(carpoolSearchSentence(startDate, endDate, where(understood, ctx), ctx), [card('carpool-offers', { criteria: understood.criteria, destinationText })]),
      facts: {
        carpool: { action: 'search', id: null, destination: carpoolDestination(destinationText, ctx.env), startDate: instant(startDate), endDate: instant(endDate), seats: null },
      },
    }
  },
}
