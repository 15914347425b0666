import { formatRange } from '@/lib/format-dates'
import { formatList } from '../../dialog/format-list'
import type { TurnSentence } from '../../dialog/registry'
import type { CardSpec, DialogOutcome, VehicleChoice } from '../../dialog/types'
import { tripQuestion } from './trip-question'
import { choiceWords, saysName } from './words'

type Props = Record<string, unknown>
const isObject = (v: unknown): v is Props => typeof v === 'object' && v !== null && !Array.isArray(v)
const filled = (v: unknown) => v !== null && v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)

export const nameOf = (v: VehicleChoice) => `${v.make} ${v.model}`.trim()

/** The vehicles a sentence names by make or model ("la Kia", "the Subaru", "la Corolla"). */
function byName(text: string, vehicles: readonly VehicleChoice[]): VehicleChoice[] {
  const models = vehicles.filter((v) => saysName(text, v.model) || saysName(text, v.model.split(' ')[0]))
  return models.length > 0 ? models : vehicles.filter((v) => saysName(text, v.make))
}

// A category chooses with a definite article ("le VUS", "the van"); "un VUS", "an electric one" refine the search.
const DEFINITE = /^(je (prends|veux|choisis) |i ?(ll|will)? ?(take|want) |i d like )?(le|la|l|the)\b/

/**
 * Rule 10: while a results card is the newest, a sentence choosing by position, name, category or
 * price picks that vehicle (its review follows); several fitting are named and asked about. Null
 * when the sentence chooses nothing, or also says what to search (rule 6 then still sorts).
 */
export function chooseResult(s: TurnSentence): DialogOutcome | null {
  const newest = s.env.newestCard
  if (!newest || newest.kind !== 'search-results') return null
  const vehicles = s.env.shown?.vehicles(newest)
  if (!vehicles || vehicles.length === 0) return null
  const slots = s.own.slots
  const searchesAgain = ['startStation', 'address', 'endDate', 'destination'].some((k) => filled(slots[k]))
  // The engine's reading of a choice, where it gives one; the dialog's own words otherwise.
  const engine =
    s.own.intent === 'choose_result' ? { position: typeof slots.position === 'number' ? slots.position : null, cheapest: slots.cheapest === true, thatOne: false } : null
  const words = choiceWords(s.text) ?? (engine && (engine.position !== null || engine.cheapest) ? engine : null)
  const t = (key: string, vars?: Record<string, unknown>) => s.env.translate(s.env.lang, `after-search:${key}`, vars)
  const list = (vs: readonly VehicleChoice[]) =>
    formatList(
      vs.map((v) => nameOf(v)),
      s.env.lang,
    )
  let fitting: VehicleChoice[] = []
  if (words?.position) {
    const at = words.position === -1 ? vehicles.length - 1 : words.position - 1
    if (at >= vehicles.length) return ask(s, t('choose.beyond', { count: vehicles.length, list: list(vehicles) }))
    fitting = [vehicles[at]]
  } else if (words?.cheapest && !searchesAgain && !filled(slots.startDate)) {
    fitting = [[...vehicles].sort((a, b) => (a.hourly ?? Infinity) - (b.hourly ?? Infinity))[0]]
  } else if (words?.thatOne) {
    if (vehicles.length > 1) return ask(s, t('choose.that-one', { list: list(vehicles) }))
    fitting = [vehicles[0]]
  } else if (!searchesAgain && s.text.length <= 60) {
    fitting = byName(s.text, vehicles)
    const categories = Array.isArray(slots.categories) ? slots.categories.map(String) : []
    if (fitting.length === 0 && categories.length > 0 && DEFINITE.test(foldedStart(s.text)))
      fitting = vehicles.filter((v) => v.category !== null && categories.includes(v.category))
    if (fitting.length === 0) return null
  } else return null
  if (fitting.length > 1) return ask(s, t('choose.several', { list: list(fitting) }))
  return review(s, newest, fitting[0])
}

const foldedStart = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, ' ')
    .trim()

function ask(s: TurnSentence, text: string): DialogOutcome {
  return {
    intent: 'search_vehicles',
    lang: s.env.lang,
    reply: { text, cards: [], quickReplies: [] },
    state: { ...s.state, pending: null, after: { ...memory(s), selected: null } },
    actions: [],
    facts: { selected: null },
  }
}

const memory = (s: TurnSentence) => s.state.after ?? { selected: null, booking: null, lastSaid: null }

/**
 * The review card of a chosen result, in the reply's language (rule 17), for the results' criteria
 * (the live card's own, places resolved, when it gives them).
 */
export function review(s: TurnSentence, results: CardSpec, vehicle: VehicleChoice, note = '', tripAnswered = false): DialogOutcome {
  const criteria = isObject(results.props.criteria) ? results.props.criteria : null
  const props = vehicle.review ? { criteria, ...vehicle.review } : { result: null, carpool: null, vehicle: { id: vehicle.id, make: vehicle.make, model: vehicle.model }, criteria }
  return reviewOf(s, props, nameOf(vehicle), vehicle.id, note, tripAnswered)
}

/**
 * A review card and its words. `note` comes first (a length offered at the minimum, a trip detail
 * taken); a trip detail the tenant requires and the criteria lack is asked in words before the
 * review, as the card asks it (its introduction once, not again after an answer).
 */
export function reviewOf(s: TurnSentence, props: Props, name: string, id: string, note = '', tripAnswered = false): DialogOutcome {
  const criteria = isObject(props.criteria) ? props.criteria : null
  const start = typeof criteria?.startDate === 'number' ? criteria.startDate : null
  const end = typeof criteria?.endDate === 'number' ? criteria.endDate : null
  const when = start !== null && end !== null ? `, ${formatRange(new Date(start), new Date(end), { lang: s.env.lang, timeZone: s.env.tenant.timezone, now: s.env.now })}` : ''
  const trip = tripQuestion(s, props, !tripAnswered)
  const words =
    trip === ''
      ? s.env.translate(s.env.lang, 'after-search:choose.review', { vehicle: name, when })
      : `${s.env.translate(s.env.lang, 'after-search:choose.review-trip', { vehicle: name, when })} ${trip}`
  return {
    intent: 'search_vehicles',
    lang: s.env.lang,
    reply: { text: note === '' ? words : `${note} ${words}`, cards: [{ kind: 'booking-review', props }], quickReplies: [] },
    state: { ...s.state, pending: null, after: { ...memory(s), selected: id } },
    actions: [],
    facts: { selected: id },
  }
}
