/**
 * The intent engine's result as /work/shared/intents/CONTRACT.md fixes it. Declared here so the
 * dialog manager can be typed and tested without loading the engine, which is split from the first
 * paint; `phrases.test.ts` checks at compile time that the engine's own types fit these.
 */
export type Lang = 'fr' | 'en'

/** The intents that act on the member's own data (spec section 6): their bookings and their account. */
export const MEMBER_INTENT_NAMES = [
  'list_bookings',
  'show_booking',
  'modify_booking',
  'cancel_booking',
  'set_geotracking',
  'payment_methods',
  'account_details',
  'change_password',
  'delete_account',
  'request_personal_data',
] as const

export const INTENT_NAMES = [
  'search_vehicles',
  'join_carpool',
  ...MEMBER_INTENT_NAMES,
  'signup',
  'login',
  'logout',
  'continue_registration',
  'help',
  'set_language',
  'greeting',
  'unknown',
  // What drivers need besides booking (../shared/dialogues/CONTRACT.md rule 9).
  'start_over',
  'report_incident',
  'running_late',
  'vehicle_access',
  'pricing',
  'invoices',
  'registration_status',
  'report_issue',
] as const
export type IntentName = (typeof INTENT_NAMES)[number]

export type SlotValue = string | number | boolean | null | readonly string[]
export type Slots = Readonly<Record<string, SlotValue>>

export interface IntentResult {
  lang: Lang
  intent: IntentName
  slots: Slots
  missing: readonly string[]
  /** The language the sentence shows, null when too short to tell ("16h", "ok"): keep the conversation's then. */
  textLang?: Lang | null
  /** For pricing: the categories (engine ids) and the period the rates question names. */
  pricingAbout?: { categories: string[]; period: 'hour' | 'day' | 'week' | null }
}

/** The previous turn, given back to the engine so a follow-up sentence continues it. */
export interface IntentContext {
  intent: IntentName
  slots: Slots
}

export interface CatalogEntry {
  id: string
  name: string
}

/** The tenant's reference data in the engine's shape: ids are strings there, numbers on our API. */
export interface Catalog {
  timezone: string
  country: string
  distanceUnit: 'km' | 'miles'
  searchEngine: 'station' | 'address'
  oneWay: boolean
  stations: Array<CatalogEntry & { address: string; aliases?: string[] }>
  categories: Array<CatalogEntry & { aliases: string[] }>
  rentalLabels: Array<CatalogEntry & { aliases: string[] }>
}

export interface ParseInput {
  text: string
  lang?: Lang | null
  now: string | Date
  context?: IntentContext | null
}

export type ParseIntent = (input: ParseInput, catalog: Catalog) => IntentResult
