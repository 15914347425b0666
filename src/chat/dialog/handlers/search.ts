import { reply } from '../card'
import { describeSlots } from '../describe-slots'
import { formatDay, formatInstant } from '@/lib/format-dates'
import { formatDistance } from '@contracts/format'
import { nearestStations } from '../nearest-stations'
import { carpoolDestination } from '../carpool-destination'
import type { IntentName, Slots } from '../intent-types'
import type { HandlerContext, IntentHandler, QuickReply, SlotQuestion } from '../types'
import { classicScreen, disabledForTenant, memberOnly, needsMember, notOffered } from './classic-screen'

const STATION_CHOICES = 3

function stationReplies(ctx: HandlerContext): QuickReply[] {
  const { env } = ctx
  // The place the driver named ("1200 Sherbrooke Street West") comes before where the driver is.
  const from = env.placePosition ?? env.position
  if (from) {
    return nearestStations(env.stations, from, STATION_CHOICES).map((s) => ({
      label: `${s.name} · ${formatDistance(s.distance, env.tenant.distanceUnit, ctx.lang)}`,
      text: s.name,
    }))
  }
  const some = [...env.stations].sort((a, b) => a.name.localeCompare(b.name)).slice(0, STATION_CHOICES)
  const byName: QuickReply[] = some.map((s) => ({ label: s.name, text: s.name }))
  if (env.positionRefused) return byName
  return [{ label: ctx.t('slot.near-me'), action: { type: 'request_position' } }, ...byName]
}

function choices(ctx: HandlerContext, key: string): QuickReply[] {
  return ctx.env.translateList(ctx.lang, key).map((entry) => {
    const [label, text] = entry.split('|')
    return { label, text: text ?? label }
  })
}

/** What is understood so far, so that each question also says the dates back in words. */
function sofar(slots: Slots, ctx: HandlerContext): string {
  const start = typeof slots.startDate === 'string' ? slots.startDate : null
  if (!start) return ''
  const words = { lang: ctx.lang, timeZone: ctx.env.tenant.timezone, now: ctx.env.now }
  return ctx.t('slot.start-understood', { when: formatInstant(start, words) }) + ' '
}

/**
 * A carpool search said back: its destination and day ("Covoiturages vers Québec, lundi 30 novembre."),
 * or its days when it covers several ("du lundi 30 novembre au dimanche 6 décembre").
 */
function carpoolSofar(ctx: HandlerContext): string {
  const { slots } = ctx.result
  const destination = carpoolDestination(slots.destination, ctx.env)
  const day = carpoolDays(slots, ctx)
  if (!destination && !day) return ''
  const key = destination && day ? 'slot.carpool-sofar' : destination ? 'slot.carpool-sofar-destination' : 'slot.carpool-sofar-day'
  return ctx.t(key, { destination, day }) + ' '
}

function carpoolDays(slots: Slots, ctx: HandlerContext): string | null {
  if (typeof slots.startDate !== 'string') return null
  const words = { lang: ctx.lang, timeZone: ctx.env.tenant.timezone, now: ctx.env.now }
  const first = formatDay(slots.startDate, words)
  // An end at midnight closes the day before it.
  const last = typeof slots.endDate === 'string' ? formatDay(new Date(Date.parse(slots.endDate) - 60_000), words) : first
  return last === first ? first : ctx.t('slot.carpool-days', { first, last })
}

function askSearchSlot(slot: string, ctx: HandlerContext): SlotQuestion | null {
  const prefix = sofar(ctx.result.slots, ctx)
  switch (slot) {
    case 'startStation':
      // A carpool search asks where the driver leaves from, in carpool words: no vehicle is picked up.
      if (ctx.result.intent === 'join_carpool') return { text: carpoolSofar(ctx) + ctx.t('slot.carpool-startStation'), quickReplies: stationReplies(ctx) }
      return { text: prefix + ctx.t('slot.startStation'), quickReplies: stationReplies(ctx) }
    case 'address':
      return { text: prefix + ctx.t('slot.address'), quickReplies: [] }
    case 'startDate':
      return { text: ctx.t('slot.startDate'), quickReplies: choices(ctx, 'slot.startDate-choices') }
    case 'endDate':
      return { text: prefix + ctx.t('slot.endDate'), quickReplies: choices(ctx, 'slot.endDate-choices') }
    default:
      return null
  }
}

/**
 * search_vehicles and join_carpool until the search capability registers its own: fills the
 * required slots one question at a time, says back what it understood, and opens the search view.
 */
function searchHandler(intent: IntentName): IntentHandler {
  return {
    intent,
    askSlot(slot, ctx) {
      // No question towards a carpool this tenant does not offer: handle() says so at once.
      if (disabledForTenant(intent, ctx)) return null
      if (needsMember(intent, ctx) && !ctx.env.session.authenticated) return null
      return askSearchSlot(slot, ctx)
    },
    handle(ctx) {
      if (disabledForTenant(intent, ctx)) return notOffered(ctx)
      if (needsMember(intent, ctx) && !ctx.env.session.authenticated) return memberOnly(intent, ctx)
      const outcome = classicScreen(ctx)
      const details = describeSlots(ctx.result.slots, ctx)
      const summary = details.map((d) => d.value).join(', ')
      return { ...outcome, reply: reply(ctx.t(`classic.intents.${intent}.text`, { summary }), outcome.reply.cards, outcome.reply.quickReplies) }
    },
  }
}

export const searchVehiclesHandler = searchHandler('search_vehicles')
export const joinCarpoolHandler = searchHandler('join_carpool')

/** Slots the search cannot go without (CONTRACT.md `missing`), to recompute after a chip is removed. */
export function missingSearchSlots(intent: IntentName, slots: Slots, searchEngine: 'station' | 'address'): string[] {
  const place = intent === 'search_vehicles' && searchEngine === 'address' ? 'address' : 'startStation'
  const required = intent === 'join_carpool' ? [place, 'startDate'] : [place, 'startDate', 'endDate']
  return required.filter((s) => slots[s] === null || slots[s] === undefined || slots[s] === '')
}
