import type { Invoice } from '@contracts/invoice'
import type { WorkflowStep } from '@contracts/user'
import type { SearchSettings } from '@/lib/tenant-settings'
import type { IntentContext, IntentName, IntentResult, Lang } from './intent-types'
import type { MemberBooking, VehicleChoice } from '@/lib/member-booking'

export type { MemberBooking, VehicleChoice }

/**
 * How long a refused period lasted: whole days when its start and end show the same time on the
 * tenant's clocks ("pour 2 jours" keeps the wall-clock time across daylight saving, as the engine
 * does), minutes of elapsed time otherwise ("pour 3h").
 */
export type PeriodLength = { days: number } | { minutes: number }

/** A card an assistant message carries: its registered kind and the props its schema validates. */
export interface CardSpec {
  kind: string
  props: Record<string, unknown>
}

/** Side effects the chat runs after an answer; the dialog manager itself never touches the world. */
export type DialogAction =
  | { type: 'set_language'; lang: Lang }
  | { type: 'request_position' }
  | { type: 'navigate'; to: string }
  /** Look a place up (GET /places): once found, the station question is asked again with the stations nearest to it. */
  | { type: 'locate_place'; place: string }
  /** A typed yes or no to the newest card asking for one: its button, pressed. */
  | { type: 'answer_card'; kind: string; answer: boolean }
  /** A typed choice among the items a card lists (a carpool offer): that item's own button, pressed. */
  | { type: 'choose_in_card'; kind: string; id: string }

/** A place the driver named that has no station (an address, a town), once located. */
export interface PlacePosition extends Position {
  place: string
}

/** A suggested next step: sends `text` as if typed, or runs `action`. */
export interface QuickReply {
  label: string
  text?: string
  action?: DialogAction
}

export interface Reply {
  text: string
  cards: CardSpec[]
  quickReplies: QuickReply[]
}

/** The slot the assistant asked for last, so that the next sentence is read as its answer. */
export interface PendingQuestion {
  intent: IntentName
  slot: string
  /** How many answers in a row were not understood; the question is dropped after the second. */
  misses: number
  /** The length of a start refused as past ("hier 9h pour 3h"): the new start keeps it (kept-length.ts). */
  keptLength?: PeriodLength
}

export interface DialogState {
  /** The last understood intent and its slots, given back to the engine as context. */
  context: IntentContext | null
  pending: PendingQuestion | null
  /** The language of the conversation so far: a sentence too short to tell is answered in it. */
  lang?: Lang
  /** What the conversation after the search remembers for the next turn (rule 18). */
  after?: AfterSearchMemory
}

export interface AfterSearchMemory {
  /** The vehicle chosen from the results, whose review shows. */
  selected: string | null
  /** The booking last shown, changed or made in this conversation. */
  booking: string | null
  /** Whether the last sentence said (or the last question asked) the start or the end. */
  lastSaid: 'start' | 'end' | null
}

export const INITIAL_DIALOG_STATE: DialogState = { context: null, pending: null }

/** Another member's carpool offer, as a carpools card shows it. */
export interface CarpoolOffer {
  id: string
  driver: string
  station: number | null
  destination: string
  start: string
  end: string
  seats: number
}

/** One entry of the tenant's help content (the custom contents the operator writes). */
export interface FaqEntry {
  id: string
  question: Record<Lang, string>
  answer: Record<Lang, string>
  keywords: readonly string[]
}

/**
 * What a turn did, besides its words and cards (../shared/dialogues/CONTRACT.md, Part 2): the
 * result it chose, the booking it acts on, the card it answered yes or no, the carpool it is about.
 * Never an applied change: only a card's button (or a typed yes, which presses it) changes a booking.
 */
/** The trip's help kept on the device: the access text, the station and the operator's phone. */
export interface TripHelpSummary {
  rentalId: number
  accessText: string | null
  station: { name: string; address: string | null; description: string | null } | null
  phone: string | null
}

export interface TurnFacts {
  selected: string | null
  booking: {
    id: string
    action: 'show' | 'modify' | 'extend' | 'cancel' | 'geotracking' | 'access' | 'receipt' | 'start' | 'unlock' | 'lock' | 'end' | 'report'
    startDate: string | null
    endDate: string | null
    endStation: string | null
  } | null
  confirm: { card: string; answer: boolean } | null
  carpool: {
    action: 'search' | 'offer' | 'join' | 'leave'
    id: string | null
    destination: string | null
    startDate: string | null
    endDate: string | null
    seats: number | null
  } | null
}

export const NO_FACTS: TurnFacts = { selected: null, booking: null, confirm: null, carpool: null }

export interface SessionSummary {
  authenticated: boolean
  /** The server's registration step (workflow_next_step), null for a guest. */
  step: WorkflowStep | null
  firstName: string | null
  /** False for a member single sign-on created (GET /user has_password): no password to change here. */
  hasPassword?: boolean
}

/** The tenant settings the answers depend on (client flags of spec section 3). */
export interface TenantSummary {
  name: string
  timezone: string
  platform: 'public' | 'private'
  searchEngine: 'station' | 'address'
  oneWay: boolean
  distanceUnit: 'km' | 'miles'
  registration: boolean
  autoRegister: boolean
  multilanguage: boolean
  payments: boolean
  carpooling: boolean
  /** Private-use geotracking (usePrivacyUsage): off, the chat does not offer to switch it. */
  privacyUsage: boolean
  termsAndConditions: boolean
  /** Spec section 5's lead time, in seconds: a start sooner than now plus this is refused. */
  minimumTimeBeforeStart: number
}

export interface StationSummary {
  id: number
  name: string
  latitude: number
  longitude: number
  /** Other names of the station ("YUL"), accepted alone as the answer to "which station?". */
  aliases?: readonly string[]
  address?: string | null
  /** Where the cars stand ("Niveau P2, places 12 à 20"), when the operator wrote it. */
  description?: string | null
}

export interface Position {
  latitude: number
  longitude: number
}

export interface TenantContact {
  phone: string | null
  emergencyPhone: string | null
  email: string | null
  /** The public emergency services' number of the tenant's country (contracts/contact-rules.ts). */
  services?: string
  /** The tenant's country (ISO 3166), in which its numbers are written the national way. */
  country?: string
}

/** What the member has going on, said first by the greeting: the car out now, else the next booking. */
export interface HomeSummary {
  kind: 'in-progress' | 'next'
  /** "Honda Fit"; null until the vehicle is known. */
  vehicle: string | null
  /** The end of a rental in progress, the start of the next booking (ISO 8601). */
  at: string
  /** Where the car goes back (in progress) or where it waits (next). */
  station: string | null
  canExtend: boolean
  /** The next booking may start (its trip's start window is open: the tenant's prepare delay before its start). */
  startable?: boolean
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string

/** Everything an answer may depend on besides the sentence; all of it is given, nothing is fetched. */
export interface DialogEnv {
  /** The language of this turn's answer (the driver's sentence's, see dialog-manager.ts). */
  lang: Lang
  /** The interface's language, when this turn is answered in another one. */
  interfaceLang?: Lang
  now: Date
  session: SessionSummary
  tenant: TenantSummary
  /** The tenant's search settings (lib/tenant-settings.ts): handlers read them here, never from a store. */
  search: SearchSettings
  stations: readonly StationSummary[]
  /** Names of the tenant's categories and rental labels by id, to say slots back in words. */
  names?: { categories: Record<string, string>; rentalLabels: Record<string, string> }
  /** The operator's contact (its contact page's numbers), when the tenant gives it. */
  contact?: TenantContact | null
  /** The member's rental in progress or next booking, when the home knows it. */
  home?: HomeSummary | null
  /** The newest invoice whose charge the member's card refused: the greeting tells it first. */
  refusedCharge?: Pick<Invoice, 'amount' | 'rental'> | null
  /** The member's licence expiry date (GET /user): the greeting warns of it once it is close (contracts/licence-expiry.ts). */
  licenceExpiresOn?: string | null
  /** The member's rentals, when the chat knows them: a sentence names one of them (Part 2, rule 11). */
  bookings?: readonly MemberBooking[] | null
  /** The ids of the carpools the member joined. */
  carpoolings?: readonly { id: string; carpool: string }[] | null
  /** The newest card of the thread: the one a typed choice or yes answers (rules 10, 12). */
  newestCard?: CardSpec | null
  /** What a results or carpools card shows (in its order), once known; null before. */
  shown?: {
    vehicles: (card: CardSpec) => readonly VehicleChoice[] | null
    carpools: (card: CardSpec) => readonly CarpoolOffer[] | null
  } | null
  /** The tenant's help content, when it has some. */
  faq?: readonly FaqEntry[] | null
  /** The device has no network now (the browser says so). */
  offline?: boolean
  /** What the device kept for the trip in progress, for no signal (src/lib/offline/trip-help.ts). */
  tripHelp?: TripHelpSummary | null
  /** The browser's position when the visitor allowed it. */
  position: Position | null
  /** The visitor refused geolocation (or there is none): the position is not asked for. */
  positionRefused?: boolean
  /** The place without a station said last, once located: the station choices are the nearest to it. */
  placePosition?: PlacePosition | null
  /** Translations of the `chat` namespace in a given language. */
  translate: (lang: Lang, key: string, vars?: Record<string, unknown>) => string
  /** Translations returning arrays (example sentences). */
  translateList: (lang: Lang, key: string) => string[]
}

export interface HandlerContext {
  result: IntentResult
  state: DialogState
  env: DialogEnv
  /** Translate in the language of this answer. */
  t: Translate
  /** The language of this answer. */
  lang: Lang
  /** The sentence as typed, when this turn answers one (null when the chat built the result itself). */
  text?: string | null
}

export interface HandlerOutcome {
  reply: Reply
  /** Replaces the dialog state's fields given; by default the context becomes this turn's result. */
  state?: Partial<DialogState>
  actions?: DialogAction[]
  /**
   * What the turn did besides its words (Part 2's outputs); nothing said means nothing of it.
   */
  facts?: Partial<TurnFacts>
  /**
   * A social turn ("merci") that must not drop the question asked just before: when one is pending,
   * the reply becomes `prefix` followed by that question asked again, so the driver can still answer it.
   */
  resumePending?: { prefix: string }
}

export interface SlotQuestion {
  text: string
  quickReplies: QuickReply[]
  cards?: CardSpec[]
}

/** One capability's answer to one intent. Capabilities register theirs; see `registry.ts`. */
export interface IntentHandler {
  intent: IntentName
  /**
   * Slot filling: when the engine reports missing slots, the dialog manager asks them one at a time
   * through this function before calling `handle`. Returning null for a slot skips the question.
   */
  askSlot?: (slot: string, ctx: HandlerContext) => SlotQuestion | null
  handle: (ctx: HandlerContext) => HandlerOutcome
}

export interface DialogOutcome {
  reply: Reply
  state: DialogState
  actions: DialogAction[]
  /** The intent this turn was understood as, for tests and analytics. */
  intent: IntentName
  /** The language of the reply. */
  lang: Lang
  /** What the turn did besides its words (Part 2's outputs), when a handler said it. */
  facts?: Partial<TurnFacts>
}
