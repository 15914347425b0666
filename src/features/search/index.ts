/** The search capability's public API, for the chat, the cards and the app (spec sections 2 to 5). */
export { useSearchStore, resetSearch, patchCriteria, type SearchStep, type BookingOutcome, type SearchStoreState } from './search-store'
export { INITIAL_CRITERIA, seatsFilterOf, type SearchCriteria, type PickedLocation, type PickedDestination, type SeatsFilter, type GearsFilter } from './search-criteria'
export { SearchCriteriaSchema } from './search-criteria-schema'
export { searchFieldsOf, type SearchSettings, type SearchFields } from './search-settings'
export { searchBlocker, isSearchSubmitDisabled, missingTripDetails, type SearchBlocker, type TripDetail } from './search-rules'
export {
  runSearch,
  runCarpoolSearch,
  selectResult,
  closeResult,
  resumeSelection,
  removeChip,
  searchErrorMessages,
  currentSearchSettings,
  setStartDate,
  setEndDate,
  type SearchOutcome,
} from './search-actions'
export {
  requestBooking,
  resumeBooking,
  chooseCarpool,
  prepareBooking,
  confirmBooking,
  discardBooking,
  leaveConfirmation,
  setOffer,
  memberGate,
  type Booker,
  type ConfirmResult,
  type MemberGate,
  type ResumedBooking,
} from './booking-actions'
export { useBookingAccess } from './booking-access'
export { carpoolOfferWarning, type CarpoolOffer } from './carpool-offer'
export { destinationText } from './destination-text'
export { fetchPlaces, fetchVehicle } from './api'
export { formatPrice, formatAmount, formatDistance, currencySymbol } from './format'
export { formatDateInWords, formatSearchDate, ceilToQuarter } from './date-time'
export { useBooker, currentBooker } from './use-booker'
export { useSearchSettings } from './use-search-settings'
export { ResultList } from './components/result-list'
export { ResultsMap } from './components/results-map'
export { VehicleFacts } from './components/vehicle-facts'
export { PriceTag } from './components/price-tag'
export { PriceBreakdown } from './components/price-breakdown'
export { usePriceBreakdown, priceRequestFor, resetPriceQuotes, type PriceRequest, type PriceBreakdownState } from './use-price-breakdown'
export { EstimatedDistanceLine } from './components/estimated-distance-line'
export { StayDates } from './components/stay-dates'
export { AccessText } from './components/access-text'
export { OverlapNotice } from './components/overlap-notice'
export { SignupPrompt } from './components/signup-prompt'
export { signupLeftOf, type SignupLeft } from './signup-left'
export { useOverlapWarning, type OverlapWarning } from './use-overlap-warning'
export { BookingFactsList } from './components/booking-facts-list'
export { useBookingFacts, stationMapUrl, type BookingFacts } from './booking-facts'
export { CarpoolOfferBox } from './components/carpool-offer-box'
export { CarpoolOfferList } from './components/carpool-offer-list'
export { PrivacyUsageDialog } from './components/privacy-usage-dialog'
export { searchAlternatives, type SearchAlternative } from './alternatives'
