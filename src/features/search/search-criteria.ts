import type { GearsType } from '@contracts/vehicle'
import type { VehicleOption } from '@contracts/tenant'

/** An address picked from the autocomplete suggestions (spec section 3: location). */
export interface PickedLocation {
  displayText: string
  lat: number
  long: number
}

/** Where the driver is going (spec section 3: destination); label is the driver's own name for it. */
export interface PickedDestination {
  label: string
  name: string
  placeId: string | null
  formattedAddress: string
  lat: number | null
  long: number | null
  displayText: string
}

export type SeatsFilter = 'all' | 2 | 4 | 7
export type GearsFilter = 'all' | GearsType

/**
 * The search state of spec section 3, shared by the form and the chat. Instants are epoch
 * milliseconds; ids are the API's numeric ids.
 */
export interface SearchCriteria {
  startStation: number | null
  endStation: number | null
  location: PickedLocation | null
  destination: PickedDestination | null
  startDate: number | null
  endDate: number | null
  rentalLabel: number | null
  estimatedDistance: number | null
  /** At most one code (spec section 3); an empty input means none. */
  discountCodes: string[]
  categories: number[]
  options: VehicleOption[]
  gearsType: GearsFilter
  seatsCount: SeatsFilter
  carpooling: boolean
  carpoolingDestination: string
}

export const INITIAL_CRITERIA: SearchCriteria = {
  startStation: null,
  endStation: null,
  location: null,
  destination: null,
  startDate: null,
  endDate: null,
  rentalLabel: null,
  estimatedDistance: null,
  discountCodes: [],
  categories: [],
  options: [],
  gearsType: 'all',
  seatsCount: 'all',
  carpooling: false,
  carpoolingDestination: '',
}

export const SEATS_FILTERS: readonly SeatsFilter[] = ['all', 2, 4, 7]
export const GEARS_FILTERS: readonly GearsFilter[] = ['all', 'manual', 'semi_automatic', 'automatic']

/** The smallest seat filter that fits a number of seats; above 7, 7. */
export function seatsFilterOf(value: number | null | undefined): SeatsFilter {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return 'all'
  if (value <= 2) return 2
  if (value <= 4) return 4
  return 7
}
