import type { Catalog as EngineCatalog, IntentName as EngineIntentName, IntentResult as EngineResult, SlotsByIntent } from '@intents/types'

/**
 * The intent engine's result as the chat reads it (/work/shared/intents/CONTRACT.md), derived from
 * the engine's own types (intents/types.ts). Type imports only: the engine stays out of the first
 * paint's bundle. The chat reads slots by name across intents, so it sees them as one record.
 */
export type { Lang, ParseInput, PricingAbout } from '@intents/types'
import type { ParseInput } from '@intents/types'

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
  // How booking reminders reach the member ('arrête les rappels par SMS').
  'set_reminders',
  // A member's alerts: searches kept alive until a vehicle frees up.
  'create_alert',
  'list_alerts',
  // A past booking made again ('la même que samedi dernier').
  'rebook',
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
  // The conversation after the search (../shared/dialogues/CONTRACT.md Part 2).
  'choose_result',
  'offer_carpool',
  'leave_carpool',
  'confirm',
  'question',
] as const
export type IntentName = EngineIntentName
// The list names every intent of the engine, and no other (a compile error otherwise).
type Unlisted = Exclude<EngineIntentName, (typeof INTENT_NAMES)[number]>
type Unknown = Exclude<(typeof INTENT_NAMES)[number], EngineIntentName>
export const INTENT_LIST_MATCHES_ENGINE: [Unlisted, Unknown] extends [never, never] ? true : never = true

/** Any value a slot of any intent holds (the engine's, arrays read-only). */
type EngineSlotValue = { [I in EngineIntentName]: SlotsByIntent[I][keyof SlotsByIntent[I]] }[EngineIntentName]
export type SlotValue = EngineSlotValue extends infer V ? (V extends readonly (infer E)[] ? readonly E[] : V) : never
export type Slots = Readonly<Record<string, SlotValue>>

/** The engine's result with its slots as one record (the chat reads them by name across intents). */
export type IntentResult = Pick<EngineResult, 'lang' | 'textLang' | 'pricingAbout' | 'readings' | 'questionAbout'> & {
  intent: IntentName
  slots: Slots
  missing: readonly string[]
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

/**
 * The tenant's reference data in the engine's shape (ids are strings there, numbers on our API),
 * every field filled: the chat always builds it whole, from the tenant and its lists.
 */
export interface Catalog extends EngineCatalog {
  country: string
  distanceUnit: 'km' | 'miles'
  searchEngine: 'station' | 'address'
  oneWay: boolean
  stations: Array<CatalogEntry & { address: string; aliases?: string[] }>
  categories: Array<CatalogEntry & { aliases: string[] }>
  rentalLabels: Array<CatalogEntry & { aliases: string[] }>
}

export type ParseIntent = (input: ParseInput, catalog: Catalog) => IntentResult
