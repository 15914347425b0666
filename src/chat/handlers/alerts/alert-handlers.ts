import { card, reply } from '../../dialog/card'
import { formatRange } from '@/lib/format-dates'
import { searchVehiclesHandler as defaultSearchVehicles } from '../../dialog/handlers/search'
import { memberOnly } from '../../dialog/handlers/classic-screen'
import { nextSteps } from '../../dialog/suggestions'
import type { HandlerContext, HandlerOutcome, IntentHandler } from '../../dialog/types'
import { pastStartOutcome } from '../search/past-start'
import { slotsToSearch } from '../search/slots-to-criteria'

const words = (ctx: HandlerContext) => ({ lang: ctx.lang, timeZone: ctx.env.tenant.timezone, now: ctx.env.now })

/**
 * create_alert: "préviens-moi si une auto se libère samedi au Plateau". The alert is the search the
 * sentence says (its missing station and times asked as a search's are); the card creates it and
 * says so. Only a member has alerts: a guest is asked to log in first.
 */
export const createAlertHandler: IntentHandler = {
  intent: 'create_alert',
  askSlot: (slot, ctx) => defaultSearchVehicles.askSlot?.(slot, ctx) ?? null,
  handle(ctx): HandlerOutcome {
    if (!ctx.env.session.authenticated) return memberOnly('create_alert', ctx)
    const past = pastStartOutcome(ctx, defaultSearchVehicles.askSlot)
    if (past) return past
    const { criteria } = slotsToSearch(ctx.result.slots, ctx.env.search, ctx.env.stations)
    const station = ctx.env.stations.find((s) => s.id === criteria.startStation)?.name ?? ''
    const when = criteria.startDate !== null && criteria.endDate !== null ? formatRange(new Date(criteria.startDate), new Date(criteria.endDate), words(ctx)) : ''
    return { reply: reply(ctx.t('alerts.creating', { station, when }), [card('alert-create', { criteria })]) }
  },
}

/** list_alerts: "mes alertes", "my alerts": the member's alerts, to read and delete. */
export const listAlertsHandler: IntentHandler = {
  intent: 'list_alerts',
  handle(ctx): HandlerOutcome {
    if (!ctx.env.session.authenticated) return memberOnly('list_alerts', ctx)
    return { reply: reply(ctx.t('alerts.list'), [card('alerts-list', {})], nextSteps(ctx)) }
  },
}

/**
 * rebook: "la même que samedi dernier", "same as last Tuesday", "comme d'habitude". The card finds
 * that earlier booking and searches it again on the next such day (cards/rebook).
 */
export const rebookHandler: IntentHandler = {
  intent: 'rebook',
  handle(ctx): HandlerOutcome {
    if (!ctx.env.session.authenticated) return memberOnly('rebook', ctx)
    const weekday = typeof ctx.result.slots.weekday === 'number' ? ctx.result.slots.weekday : null
    const usual = ctx.result.slots.usual === true || weekday === null
    const text = weekday === null ? ctx.t('rebook.usual') : ctx.t('rebook.weekday', { day: ctx.t(`rebook.weekdays.${weekday}`) })
    return { reply: reply(text, [card('rebook', { weekday, usual })]) }
  },
}

export const ALERT_HANDLERS: readonly IntentHandler[] = [createAlertHandler, listAlertsHandler, rebookHandler]
