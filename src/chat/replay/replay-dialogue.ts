import type { i18n as I18n } from 'i18next'
import { buildCatalogMatcher, parseIntent } from '@intents/index'
import { clientSettingsOf } from '@/lib/tenant-settings'
import { MEMBER_KINDS, replayFakeApi, type MemberKind, type ReplayFakeApi } from '@/test-support/replay-api'
import { buildCatalog } from '../conversation/engine-catalog'
import { dialogEnvOf } from '../conversation/env-of'
import { handleSentence, type SentenceReader } from '../dialog/dialog-manager'
import type { Catalog, Lang, ParseIntent } from '../dialog/intent-types'
import type { IntentRegistry } from '../dialog/registry'
import { INITIAL_DIALOG_STATE, NO_FACTS, type CardSpec, type DialogState, type MemberBooking, type Position, type TurnFacts } from '../dialog/types'
import { choiceOf, fakeCarpoolResults, fakeVehicleResults } from '@/test-support/replay-search'
import { chatRegistry } from './chat-registry'
import { replayTranslations } from './replay-i18n'
import { searchOfCards, type ContractSearch } from './search-of-card'

export interface TurnOut {
  intent: string
  lang: Lang
  asks: string | null
  search: ContractSearch | null
  cards: string[]
  text: string
  selected: TurnFacts['selected']
  booking: TurnFacts['booking']
  confirm: TurnFacts['confirm']
  carpool: TurnFacts['carpool']
  /** Whether the sentence itself changed a booking: never (a card's button does). */
  applied: false
}

export type DialogueOut = { id: unknown; turns: TurnOut[] } | { id: unknown; error: string }

/** What a replay needs once per catalog: the fake API, the engine's compiled catalog, translations, handlers. */
export interface ReplayWorld {
  api: ReplayFakeApi
  reader: SentenceReader
  i18n: I18n
  registry: IntentRegistry
}

export function replayWorld(rawCatalog: unknown): ReplayWorld {
  const api = replayFakeApi(rawCatalog)
  const catalog: Catalog = buildCatalog(api.tenant, api)
  const compiled = buildCatalogMatcher(catalog)
  return {
    api,
    reader: {
      parse: parseIntent as unknown as ParseIntent,
      catalog: compiled as unknown as Catalog,
    },
    i18n: replayTranslations(),
    registry: chatRegistry(),
  }
}

interface DialogueIn {
  id: unknown
  now: Date
  ui: Lang
  member: MemberKind
  position: Position | null
  turns: string[]
  bookings: MemberBooking[]
  carpoolings: { id: string; carpool: string }[]
}

const BOOKING_STATUSES = ['upcoming', 'in_progress', 'closed'] as const

/** The line's `bookings` (Part 2) as the chat knows the member's rentals; a message when one cannot be read. */
function readBookings(raw: unknown, api: ReplayFakeApi): MemberBooking[] | string {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) return 'bookings must be an array'
  const stationOf = (v: unknown): number | null => {
    for (const [numeric, id] of api.catalogIds.stations) if (id === v) return numeric
    return null
  }
  const bookings: MemberBooking[] = []
  for (const b of raw as unknown[]) {
    if (typeof b !== 'object' || b === null) return 'each booking must be an object'
    const o = b as Record<string, unknown>
    if (typeof o.id !== 'string' && typeof o.id !== 'number') return 'a booking has no id'
    if (typeof o.start !== 'string' || Number.isNaN(Date.parse(o.start)) || typeof o.end !== 'string' || Number.isNaN(Date.parse(o.end)))
      return 'a booking needs ISO 8601 start and end'
    const status = (BOOKING_STATUSES as readonly unknown[]).includes(o.status) ? (o.status as MemberBooking['status']) : 'upcoming'
    const vehicle = api.vehicles.find((v) => v.id === o.vehicle)
    bookings.push({
      id: String(o.id),
      vehicle: vehicle ? choiceOf(vehicle) : null,
      start: o.start,
      end: o.end,
      status,
      startStation: stationOf(o.startStation),
      endStation: stationOf(o.endStation ?? o.startStation),
      price: typeof o.price === 'number' ? o.price : null,
    })
  }
  return bookings
}

function readCarpoolings(raw: unknown): { id: string; carpool: string }[] | string {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) return 'carpoolings must be an array'
  const list: { id: string; carpool: string }[] = []
  for (const c of raw as unknown[]) {
    const o = (typeof c === 'object' && c !== null ? c : {}) as Record<string, unknown>
    if (typeof o.carpool !== 'string') return 'each carpooling needs a carpool id'
    list.push({ id: typeof o.id === 'string' || typeof o.id === 'number' ? String(o.id) : o.carpool, carpool: o.carpool })
  }
  return list
}

function readDialogue(raw: unknown, api: ReplayFakeApi): DialogueIn | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'expected a JSON object'
  const o = raw as Record<string, unknown>
  if (typeof o.now !== 'string' || Number.isNaN(Date.parse(o.now))) return 'now must be an ISO 8601 instant'
  const ui = o.ui ?? 'fr'
  if (ui !== 'fr' && ui !== 'en') return 'ui must be "fr" or "en"'
  const member = o.member ?? 'guest'
  if (!(MEMBER_KINDS as readonly unknown[]).includes(member)) return `member must be one of ${MEMBER_KINDS.join(', ')}`
  if (!Array.isArray(o.turns) || o.turns.some((t) => typeof t !== 'string')) return 'turns must be an array of strings'
  const p = o.position as Record<string, unknown> | null | undefined
  let position: Position | null = null
  if (p !== null && p !== undefined) {
    if (typeof p !== 'object' || typeof p.latitude !== 'number' || typeof p.longitude !== 'number') return 'position must be null or {latitude, longitude}'
    position = { latitude: p.latitude, longitude: p.longitude }
  }
  const bookings = readBookings(o.bookings, api)
  if (typeof bookings === 'string') return bookings
  const carpoolings = readCarpoolings(o.carpoolings)
  if (typeof carpoolings === 'string') return carpoolings
  return {
    bookings,
    carpoolings,
    id: o.id ?? null,
    now: new Date(o.now),
    ui,
    member: member as MemberKind,
    position,
    turns: o.turns as string[],
  }
}

/**
 * Replays one dialogue through the chat's own dialog manager and handlers, as the live chat runs a
 * turn (conversation/turn.ts): the same environment builder, the same engine, the same registry of
 * handlers; only the API answers come from the fake. The clock stays at `now`. `timings` gets each
 * turn's duration in milliseconds (the benchmark's), `cpuTimings` the process's CPU time over it.
 */
export function replayDialogue(raw: unknown, world: ReplayWorld, timings?: number[], cpuTimings?: number[]): DialogueOut {
  const input = readDialogue(raw, world.api)
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? ((raw as { id: unknown }).id ?? null) : null
  if (typeof input === 'string') return { id, error: input }
  const { api } = world
  // The handlers take the tenant's settings from the environment, as in the app: no store is set.
  const settings = clientSettingsOf(api.tenant)
  let ui: Lang = input.ui
  let state: DialogState = INITIAL_DIALOG_STATE
  // The newest card of the thread, which a typed choice or yes answers.
  let newestCard: CardSpec | null = null
  const { bookings } = input
  const shown = {
    vehicles: (card: CardSpec) => fakeVehicleResults(api, card, bookings),
    carpools: (card: CardSpec) => fakeCarpoolResults(api, card),
  }
  const faq = api.faq
  const turns: TurnOut[] = []
  for (const text of input.turns) {
    const base = dialogEnvOf(
      {
        tenant: api.tenant,
        settings,
        session: api.session(input.member),
        reference: api,
        position: input.position,
        positionRefused: input.position === null,
        lang: ui,
        now: input.now,
      },
      world.i18n,
    )
    const env = { ...base, bookings: input.member === 'guest' ? null : bookings, carpoolings: input.carpoolings, newestCard, shown, faq }
    const cpuStarted = cpuTimings ? process.cpuUsage() : null
    const started = timings ? performance.now() : 0
    const out = handleSentence(text, state, env, world.reader, world.registry)
    if (timings) timings.push(performance.now() - started)
    if (cpuTimings && cpuStarted) {
      const used = process.cpuUsage(cpuStarted)
      cpuTimings.push((used.user + used.system) / 1000)
    }
    state = out.state
    for (const action of out.actions) if (action.type === 'set_language') ui = action.lang
    if (out.reply.cards.length > 0) newestCard = out.reply.cards[out.reply.cards.length - 1]
    const facts = { ...NO_FACTS, ...out.facts }
    // The app's numeric station ids said back as the catalog's.
    if (facts.booking?.endStation) facts.booking = { ...facts.booking, endStation: api.catalogIds.stations.get(Number(facts.booking.endStation)) ?? facts.booking.endStation }
    turns.push({
      intent: out.intent,
      lang: out.lang,
      asks: out.state.pending?.slot ?? null,
      search: searchOfCards(out.reply.cards, api.catalogIds, api.tenant.timezone),
      cards: out.reply.cards.map((c) => c.kind),
      text: out.reply.text,
      selected: facts.selected,
      booking: facts.booking,
      confirm: facts.confirm,
      carpool: facts.carpool,
      applied: false,
    })
  }
  return { id: input.id, turns }
}
