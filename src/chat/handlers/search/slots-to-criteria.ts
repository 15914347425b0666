import { VEHICLE_OPTIONS, type VehicleOption } from '@contracts/tenant'
import { GEARS_TYPES, type GearsType } from '@contracts/vehicle'
// Direct modules, not the feature's index: the chat's first load stays small.
import { INITIAL_CRITERIA, seatsFilterOf, type SearchCriteria } from '@/features/search/search-criteria'
import { searchFieldsOf, type SearchSettings } from '@/features/search/search-settings'
import type { Slots, SlotValue } from '../../dialog/intent-types'
import type { StationSummary } from '../../dialog/types'
import { slotInstant } from '../../dialog/slot-instant'

/** What a search sentence means for the shared search state, plus what must be looked up first. */
export interface UnderstoodSearch {
  criteria: SearchCriteria
  /** An address in words (address engine), geocoded by the results card. */
  addressText: string | null
  /** A destination in words, geocoded by the card when the tenant uses the destination field. */
  destinationText: string | null
  /** What the sentence asked for that this tenant does not offer: left out of the search, and said so. */
  unoffered: UnofferedFeature[]
}

export type UnofferedFeature = 'carpooling' | 'discount' | 'label' | 'distance' | 'destination' | 'categories' | 'end-station'

const text = (v: SlotValue | undefined): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)
/** The engine speaks string ids (its catalog's); the API numbers. */
const id = (v: SlotValue | undefined): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : null
}
const list = (v: SlotValue | undefined): string[] => (Array.isArray(v) ? v.map(String) : [])

/**
 * The intent's slots (intents/CONTRACT.md) as the search state of spec section 3. A one-way tenant
 * with no end station said gets a round trip: the end station is the start station.
 */
export function slotsToSearch(slots: Slots, settings: SearchSettings, stations: readonly StationSummary[] = []): UnderstoodSearch {
  const startStation = id(slots.startStation)
  const stationEngine = settings.searchEngine === 'station'
  const addressText = stationEngine ? null : text(slots.address)
  // The address engine has no station field, but a station's name is a place people say
  // ("near Gare de Lyon"): without this the station is dropped and the search has nowhere to look.
  const namedStation = !stationEngine && addressText === null ? stations.find((s) => s.id === startStation) : undefined
  const endStation = id(slots.endStation) ?? (stationEngine && settings.oneWay ? startStation : null)
  const gears = text(slots.gearsType)
  const seats = typeof slots.seatsCount === 'number' ? slots.seatsCount : null
  const distance = typeof slots.estimatedDistance === 'number' ? slots.estimatedDistance : null
  const code = text(slots.discountCode)
  const label = id(slots.rentalLabel)
  const categories = list(slots.categories)
    .map((c) => id(c))
    .filter((c): c is number => c !== null)
  const carpooling = slots.carpooling === true
  const destinationText = text(slots.destination)
  // A feature the tenant has switched off is not searched with, and not kept in the shared search
  // state either: the classic screen would show it as a chip (a discount code on a tenant without
  // codes) that the search silently ignores.
  const fields = searchFieldsOf(settings)
  const saidEndStation = stationEngine && id(slots.endStation) !== null && id(slots.endStation) !== startStation
  const unoffered: UnofferedFeature[] = []
  const offer = <T>(feature: UnofferedFeature, asked: boolean, on: boolean, value: T, off: T): T => {
    if (asked && !on) unoffered.push(feature)
    return on ? value : off
  }
  const criteria: SearchCriteria = {
    ...INITIAL_CRITERIA,
    startStation: stationEngine ? startStation : null,
    endStation: stationEngine ? offer('end-station', saidEndStation, fields.endStation, endStation, null) : null,
    startDate: slotInstant(slots.startDate),
    endDate: slotInstant(slots.endDate),
    rentalLabel: offer('label', label !== null, fields.rentalLabel, label, null),
    // With the destination field the distance comes from the destination: offered, but not a field.
    estimatedDistance: offer('distance', distance !== null, settings.useEstimatedDistance, fields.estimatedDistance && distance !== null && distance >= 0 ? distance : null, null),
    discountCodes: offer('discount', code !== null, fields.discountCode, code ? [code] : [], []),
    categories: offer('categories', categories.length > 0, fields.categories, categories, []),
    options: list(slots.options).filter((o): o is VehicleOption => (VEHICLE_OPTIONS as readonly string[]).includes(o)),
    gearsType: gears && (GEARS_TYPES as readonly string[]).includes(gears) ? (gears as GearsType) : 'all',
    seatsCount: seatsFilterOf(seats),
    carpooling: offer('carpooling', carpooling, settings.useCarpooling, carpooling, false),
    location: namedStation ? { displayText: namedStation.name, lat: namedStation.latitude, long: namedStation.longitude } : null,
  }
  // A destination said with a carpool is the carpool's (asked at review), not the destination field.
  const destination = offer('destination', destinationText !== null && !carpooling, fields.destination, destinationText, null)
  return { criteria, addressText, destinationText: carpooling && settings.useCarpooling ? destinationText : destination, unoffered }
}
