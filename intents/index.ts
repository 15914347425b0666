export { parseIntent } from './parse-intent'
export { buildCatalogMatcher, type CompiledCatalog } from './catalog/compile-catalog'
export { contractProblems, emptySlots, SCHEMA as INTENT_SLOTS } from './slots/slot-schema'
export type {
  BookingScope,
  BookingWhich,
  Catalog,
  CatalogNamed,
  CatalogStation,
  GearsType,
  HelpTopic,
  IntentContext,
  IntentName,
  IntentResult,
  Lang,
  OptionId,
  ParseInput,
  ParseOptions,
  PaymentAction,
  SearchSlots,
  SeatsCount,
  SlotsByIntent,
  TracedResult,
} from './types'
