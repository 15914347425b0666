import { card, reply } from '../../dialog/card'
import { formatRange } from '@/lib/format-dates'
import type { IntentResult } from '../../dialog/intent-types'
import type { TurnSentence } from '../../dialog/registry'
import type { CarpoolOffer, DialogOutcome } from '../../dialog/types'
import { foldedText } from '../../dialog/folded-text'
import { carpoolDestination } from '../../dialog/carpool-destination'
import { choiceWords, saysName } from '../after-search/words'
import { paths } from '@/core/paths'

// Carpools in words (../shared/dialogues/CONTRACT.md rule 14): an offer is the search for the car the
// driver will drive, the carpool box ticked and the destination set; leaving names the member's
// carpooling. A tenant without carpools says so and asks nothing.

const SEARCH_SLOTS = {
  startStation: null,
  endStation: null,
  address: null,
  destination: null,
  startDate: null,
  endDate: null,
  categories: [],
  options: [],
  gearsType: null,
  seatsCount: null,
  rentalLabel: null,
  estimatedDistance: null,
  discountCode: null,
  carpooling: false,
  sort: null,
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

function notOffered(s: TurnSentence, intent: IntentResult['intent']): DialogOutcome {
  return {
    intent,
    lang: s.env.lang,
    reply: reply(s.env.translate(s.env.lang, 'driver-help:carpool.not-offered'), []),
    state: { ...s.state, pending: null },
    actions: [],
  }
}

/** The search of a car to drive others, from the offer's slots; the dialog manager asks what is missing. */
function offerAsSearch(own: IntentResult, addressEngine: boolean): IntentResult {
  const slots = {
    ...SEARCH_SLOTS,
    startStation: own.slots.startStation,
    destination: own.slots.destination,
    startDate: own.slots.startDate,
    endDate: own.slots.endDate,
    carpooling: true,
  }
  const missing = [addressEngine ? 'address' : 'startStation', 'startDate', 'endDate'].filter((k) => k !== 'address' && (slots as Record<string, unknown>)[k] === null)
  return { ...own, intent: 'search_vehicles', slots: slots as IntentResult['slots'], missing }
}

function offer(s: TurnSentence): DialogOutcome {
  const { own, env } = s
  const outcome = s.respond(offerAsSearch(own, env.tenant.searchEngine === 'address'), { ...s.state, context: null, pending: null })
  const seats = typeof own.slots.seats === 'number' ? own.slots.seats : null
  const destination = carpoolDestination(own.slots.destination, env)
  const carpool = { action: 'offer' as const, id: null, destination, startDate: str(own.slots.startDate), endDate: str(own.slots.endDate), seats }
  const searched = outcome.reply.cards.some((c) => c.kind === 'search-results')
  if (!searched || destination === null) return { ...outcome, facts: { ...outcome.facts, carpool } }
  const t = (key: string, vars?: Record<string, unknown>) => env.translate(env.lang, `driver-help:${key}`, vars)
  const seatWords = seats === null ? t('carpool.offer-unsaid') : t('carpool.offer-seats', { count: seats })
  return { ...outcome, reply: { ...outcome.reply, text: t('carpool.offer', { seats: seatWords, destination }) }, facts: { ...outcome.facts, carpool } }
}

function leave(s: TurnSentence): DialogOutcome {
  const { env, own } = s
  const t = (key: string, vars?: Record<string, unknown>) => env.translate(env.lang, `driver-help:${key}`, vars)
  const joined = env.carpoolings ?? []
  const base = { intent: own.intent, lang: env.lang, state: { ...s.state, pending: null }, actions: [] }
  if (joined.length === 0) return { ...base, reply: reply(t('carpool.leave-none'), []) }
  // The offers the member's carpoolings point at: every offer a carpools card would show, unfiltered.
  const offers = env.shown?.carpools(card('carpool-offers', { criteria: { startDate: null, endDate: null } as never, destinationText: null })) ?? []
  const details = joined.map((j) => ({ joined: j, offer: offers.find((o) => o.id === j.carpool) ?? null }))
  const day = str(own.slots.date)
  // Compared without case or accents: "quebec" typed on a phone is the carpool to Québec.
  const destination = str(own.slots.destination) === null ? null : foldedText(String(own.slots.destination))
  const fits = details.filter(
    ({ offer: o }) =>
      (day === null || (o !== null && o.start.slice(0, 10) <= day && o.end.slice(0, 10) >= day)) &&
      (destination === null || (o !== null && foldedText(o.destination).includes(destination))),
  )
  const screen = card('classic-screen', { intent: 'leave_carpool', path: paths.carpoolings, reason: 'screen', details: [] })
  // "je ne vais plus à Tremblant": a word of a carpool's destination said names it, when the engine read no destination.
  const named = destination === null && fits.length > 1 ? fits.filter(({ offer: o }) => o !== null && destinationSaid(s.text, o.destination)) : []
  if (named.length === 1) fits.splice(0, fits.length, named[0])
  if (fits.length !== 1) {
    const list = details.map(({ joined: j, offer: o }) => (o ? o.destination : j.carpool)).join(', ')
    return { ...base, reply: reply(t('carpool.leave-which', { list }), [screen]) }
  }
  const chosen = fits[0]
  const when = chosen.offer ? formatRange(new Date(chosen.offer.start), new Date(chosen.offer.end), { lang: env.lang, timeZone: env.tenant.timezone, now: env.now }) : ''
  return {
    ...base,
    reply: reply(t('carpool.leave', { destination: chosen.offer?.destination ?? chosen.joined.carpool, when }), [screen]),
    facts: { carpool: { action: 'leave', id: chosen.joined.carpool, destination: chosen.offer?.destination ?? null, startDate: null, endDate: null, seats: null } },
  }
}

/** A destination said whole or by one of its longer words ("Tremblant" for "Mont-Tremblant"). */
const destinationSaid = (text: string, destination: string) => saysName(text, destination) || destination.split(/[\s-]+/).some((w) => w.length >= 5 && saysName(text, w))

// "join the one to Québec", "rejoindre celui pour Québec": a destination names the offer.
const JOINS = /\b(join|rejoin|rejoindre|rejoins|prends|prendre|take|choisis|choose|celui|celle|the one)\b/

/**
 * Rule 14, join: while a carpools card is the newest, "je prends la première", "join the one to
 * Québec" choose that offer; its join button is pressed (the card then shows the review). Several
 * fitting are named and asked about. Null when the sentence chooses none of the offers.
 */
function joinShown(s: TurnSentence): DialogOutcome | null {
  const { env } = s
  const newest = env.newestCard
  if (!newest || newest.kind !== 'carpool-offers') return null
  const offers = env.shown?.carpools(newest) ?? []
  if (offers.length === 0) return null
  const words = choiceWords(s.text)
  let fitting: CarpoolOffer[] = []
  let beyond = false
  if (words?.position) {
    const at = words.position === -1 ? offers.length - 1 : words.position - 1
    // An ordinal is never a date while offers show (rule 10): beyond the list, the list is said.
    if (at >= offers.length) beyond = true
    else fitting = [offers[at]]
  } else if (words?.thatOne) fitting = offers.length === 1 ? [offers[0]] : [...offers]
  else if (JOINS.test(foldedText(s.text)) && s.text.length <= 80) fitting = offers.filter((o) => o.destination !== '' && saysName(s.text, o.destination))
  if (fitting.length === 0 && !beyond) return null
  const t = (key: string, vars?: Record<string, unknown>) => env.translate(env.lang, `driver-help:${key}`, vars)
  const base = { intent: 'join_carpool' as const, lang: env.lang, state: { ...s.state, pending: null } }
  if (beyond) return { ...base, reply: reply(t('carpool.join-beyond', { count: offers.length, list: offers.map((o) => o.destination).join(', ') }), []), actions: [] }
  if (fitting.length > 1) return { ...base, reply: reply(t('carpool.join-which', { list: fitting.map((o) => o.destination).join(', ') }), []), actions: [] }
  const offer = fitting[0]
  const when = formatRange(new Date(offer.start), new Date(offer.end), { lang: env.lang, timeZone: env.tenant.timezone, now: env.now })
  return {
    ...base,
    reply: reply(t('carpool.join', { driver: offer.driver, destination: offer.destination, when }), []),
    actions: [{ type: 'choose_in_card', kind: 'carpool-offers', id: offer.id }],
    facts: { carpool: { action: 'join', id: offer.id, destination: offer.destination, startDate: null, endDate: null, seats: null } },
  }
}

/** Reads offers and leaving a carpool before the handlers; any carpool sentence on a tenant without them is answered so. */
export function readCarpoolTurn(s: TurnSentence): DialogOutcome | null {
  const joined = s.env.tenant.carpooling ? joinShown(s) : null
  if (joined) return joined
  const intent = s.own.intent
  if (intent !== 'offer_carpool' && intent !== 'leave_carpool' && intent !== 'join_carpool') return null
  if (!s.env.tenant.carpooling) return notOffered(s, intent)
  if (intent === 'offer_carpool') return offer(s)
  if (intent === 'leave_carpool') return leave(s)
  return null
}
