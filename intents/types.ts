/** Public types of the intent engine; the shapes follow ../shared/intents/CONTRACT.md. */

export type Lang = 'fr' | 'en'

export interface CatalogStation {
  id: string
  name: string
  address?: string
  /** Other names of the station ("YUL", "Old Port"), matched like its name. */
  aliases?: string[]
}

export interface CatalogNamed {
  id: string
  name: string
  aliases?: readonly string[]
}

/** A tenant's reference data, as the API serves it, plus its aliases. */
export interface Catalog {
  timezone: string
  country?: string
  distanceUnit?: string
  searchEngine?: 'station' | 'address' | string
  oneWay?: boolean
  stations?: readonly CatalogStation[]
  categories?: readonly CatalogNamed[]
  rentalLabels?: readonly CatalogNamed[]
}

export type OptionId = 'airbag' | 'air_conditioning' | 'gps' | 'usb_plug' | 'snow_tire' | 'bluetooth'
export type GearsType = 'manual' | 'automatic' | 'semi_automatic'
export type SeatsCount = 2 | 4 | 7
export type BookingScope = 'upcoming' | 'in_progress' | 'history' | 'carpoolings'
export type BookingWhich = 'next' | 'current' | 'last'
export type PaymentAction = 'add' | 'list'
export type HelpTopic = 'faq' | 'contact' | 'terms' | 'privacy'
export type SortOrder = 'price'
export type IncidentKind = 'accident' | 'breakdown' | 'theft'

export interface SearchSlots {
  startStation: string | null
  endStation: string | null
  address: string | null
  destination: string | null
  startDate: string | null
  endDate: string | null
  categories: string[]
  options: OptionId[]
  gearsType: GearsType | null
  seatsCount: SeatsCount | null
  rentalLabel: string | null
  estimatedDistance: number | null
  discountCode: string | null
  carpooling: boolean
  /** "la moins chère", "cheapest": the results cheapest first (../shared/dialogues/CONTRACT.md rule 6). */
  sort: SortOrder | null
}

export interface JoinCarpoolSlots {
  startStation: string | null
  destination: string | null
  startDate: string | null
  endDate: string | null
}

export interface ListBookingsSlots {
  scope: BookingScope | null
}
export interface ShowBookingSlots {
  which: BookingWhich | null
  date: string | null
}
export interface ModifyBookingSlots {
  which: BookingWhich | null
  date: string | null
  startDate: string | null
  endDate: string | null
}
export interface CancelBookingSlots {
  which: BookingWhich | null
  date: string | null
}
export interface GeotrackingSlots {
  enabled: boolean | null
}
export type ReminderChannel = 'email' | 'sms' | 'none'
/**
 * The member's reminder channel as said: "rappelle-moi par e-mail seulement" (email), "text me reminders" (sms),
 * "stop reminders" (none). `stop` with a channel turns that one off ("arrête les rappels par SMS"): the chat
 * works out what is left from the member's current choice. `timing`: the reminder named, the one before a
 * booking's start or before its end ("remind me before the end only"); with `stop`, that one turned off
 * ("ne me rappelle pas la fin").
 */
export interface ReminderSlots {
  channel: ReminderChannel | null
  stop: boolean
  timing: 'start' | 'end' | null
}
export interface PaymentSlots {
  action: PaymentAction | null
}
export interface HelpSlots {
  topic: HelpTopic | null
}
export interface LanguageSlots {
  lang: Lang | null
}
export interface IncidentSlots {
  kind: IncidentKind | null
}
export interface LateSlots {
  /** How late, in minutes, when said ("de 30 minutes", "an hour late"). */
  minutes: number | null
}
export type IssueKind = 'wont_unlock' | 'cant_find' | 'forgotten_item' | 'fine' | 'dirty' | 'damage' | 'sms_code'
export interface IssueSlots {
  kind: IssueKind | null
}
/** Choosing one of the results shown: by position (-1 the last), make or model as written, category, or the cheapest. */
export interface ChooseResultSlots {
  position: number | null
  make: string | null
  model: string | null
  categories: string[]
  cheapest: boolean
}
export interface OfferCarpoolSlots {
  startStation: string | null
  destination: string | null
  startDate: string | null
  endDate: string | null
  /** Seats offered to others, as said ("3 places", "2 people"). */
  seats: number | null
}
export interface LeaveCarpoolSlots {
  date: string | null
  destination: string | null
}
export interface ConfirmSlots {
  answer: boolean | null
}
export interface QuestionSlots {
  /** The words that carry the question, as written ("chiens", "franchise", "refuel"). */
  topic: string | null
}
/** A receipt asked for: of the trip named by its car or day, sent by e-mail when asked ("envoie-moi le reçu de ma location Tesla"). */
export interface InvoicesSlots {
  send: boolean
  /** The car's make and model as written ("Tesla", "Model 3"). */
  make: string | null
  model: string | null
  /** The trip's day, yyyy-MM-dd. */
  date: string | null
}
export type NoSlots = Record<string, never>

/**
 * "La même que samedi dernier", "same as last Tuesday": the booking of that weekday (0 Sunday to 6
 * Saturday, as Date#getDay) again; "comme d'habitude", "as usual": the driver's most frequent one.
 */
export interface RebookSlots {
  weekday: number | null
  usual: boolean
}

/** Slots of each intent, keyed by the intent's name. */
export interface SlotsByIntent {
  search_vehicles: SearchSlots
  /** A search kept alive: told when a vehicle that fits frees up (the search's own slots). */
  create_alert: SearchSlots
  list_alerts: NoSlots
  rebook: RebookSlots
  join_carpool: JoinCarpoolSlots
  list_bookings: ListBookingsSlots
  show_booking: ShowBookingSlots
  modify_booking: ModifyBookingSlots
  cancel_booking: CancelBookingSlots
  set_geotracking: GeotrackingSlots
  set_reminders: ReminderSlots
  payment_methods: PaymentSlots
  account_details: NoSlots
  change_password: NoSlots
  delete_account: NoSlots
  request_personal_data: NoSlots
  signup: NoSlots
  login: NoSlots
  logout: NoSlots
  continue_registration: NoSlots
  help: HelpSlots
  set_language: LanguageSlots
  greeting: NoSlots
  unknown: NoSlots
  start_over: NoSlots
  report_incident: IncidentSlots
  running_late: LateSlots
  vehicle_access: NoSlots
  pricing: NoSlots
  invoices: InvoicesSlots
  registration_status: NoSlots
  report_issue: IssueSlots
  choose_result: ChooseResultSlots
  offer_carpool: OfferCarpoolSlots
  leave_carpool: LeaveCarpoolSlots
  confirm: ConfirmSlots
  question: QuestionSlots
}

export type IntentName = keyof SlotsByIntent

export type SearchMissing = 'startStation' | 'address' | 'startDate' | 'endDate'
export type CarpoolMissing = 'startStation' | 'startDate'

type MissingOf<I extends IntentName> = I extends 'search_vehicles' | 'create_alert' ? SearchMissing[] : I extends 'join_carpool' ? CarpoolMissing[] : never[]

/** The engine's answer: a discriminated union on `intent`. */
export type IntentResult = {
  [I in IntentName]: {
    lang: Lang
    intent: I
    slots: SlotsByIntent[I]
    missing: MissingOf<I>
    /**
     * The language the sentence itself shows, or null when it is too short to tell ("16h", "Berri", "ok"):
     * the chat answers in it, and keeps the conversation's language when null. `lang` stays the
     * contract's (a tie is French), for the corpus and the command line.
     */
    textLang?: Lang | null
    /** For pricing: what the question is about ("how much is a van for a day?"); pricing takes no search slots. */
    pricingAbout?: PricingAbout
    /**
     * Other readings the dialog chooses from by what is showing: a choice among results ("la 2ème", "the van",
     * "la moins chère") or a yes or no to a card ("oui", "non, laisse tomber"). The intent is the reading that
     * holds without them ("la 2ème" stays 2 December with no results).
     */
    readings?: Readings
    /** For a question: the station it is about ("where exactly is the Old Port station?"). */
    questionAbout?: { station: string | null }
  }
}[IntentName]

export interface Readings {
  choose_result?: ChooseResultSlots
  confirm?: ConfirmSlots
}

/** The categories and the period a rates question names. */
export interface PricingAbout {
  categories: string[]
  period: 'hour' | 'day' | 'week' | null
}

/** The previous turn, as the chat hands it back. */
export interface IntentContext {
  intent: string
  slots: Record<string, unknown>
}

export interface ParseInput {
  text: string
  lang?: Lang | null
  now: string | Date
  context?: IntentContext | null
}

export interface ParseOptions {
  /** When set, each stage appends a line saying what it saw. */
  debug?: boolean
}

export type TracedResult = IntentResult & { trace?: string[] }
