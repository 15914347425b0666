export { parseIntent } from './parse-intent'
export { buildCatalogMatcher, type CompiledCatalog } from './catalog/compile-catalog'
export { contractProblems, emptySlots, SCHEMA as INTENT_SLOTS } from './slots/slot-schema'
export type {
  BookingScope,
  BookingWhich,
  CancelBookingSlots,
  Catalog,
  CatalogNamed,
  CatalogStation,
  GearsType,
  GeotrackingSlots,
  HelpSlots,
  HelpTopic,
  IntentContext,
  IntentName,
  IntentResult,
  JoinCarpoolSlots,
  Lang,
  LanguageSlots,
  ListBookingsSlots,
  ModifyBookingSlots,
  OptionId,
  ParseInput,
  ParseOptions,
  PaymentAction,
  PaymentSlots,
  SearchSlots,
  SeatsCount,
  ShowBookingSlots,
  SlotsByIntent,
  TracedResult,
} from './types'
export { sentenceLanguage } from './text/sentence-language'
