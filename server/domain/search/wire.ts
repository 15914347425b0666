import type { Station } from '@contracts/reference'
import type { Vehicle } from '@contracts/vehicle'
import { FUEL_TYPES, GEARS_TYPES } from '@contracts/vehicle'
import { VEHICLE_OPTIONS } from '@contracts/tenant'
import type { StationRow, VehicleRow } from '../../db/schema'

function jsonList(text: string | null): unknown[] {
  if (!text) return []
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? v : []
  } catch {
    return []
  }
}

const strings = (text: string | null) => jsonList(text).filter((x): x is string => typeof x === 'string')
const oneOf = <T extends string>(values: readonly T[], v: string, fallback: T): T => ((values as readonly string[]).includes(v) ? (v as T) : fallback)

/**
 * A vehicle on the wire. `accessInstructions` is the caller's decision, never the row's: operators
 * write lockbox codes there, so only a member holding a rental of the vehicle may read it (GET
 * /vehicles/{id}); everyone else gets null.
 */
export function toVehicleWire(v: VehicleRow, accessInstructions: string | null): Vehicle {
  const photos = strings(v.photos)
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    category_id: v.category_id,
    station_id: v.station_id,
    photos,
    thumbnail_url: photos[0] ?? null,
    description: v.description,
    doors_count: v.doors_count,
    seats_count: v.seats_count,
    fuel_type: oneOf(FUEL_TYPES, v.fuel_type, 'gasoline'),
    gears_type: oneOf(GEARS_TYPES, v.gears_type, 'manual'),
    options: strings(v.options).filter((o): o is Vehicle['options'][number] => (VEHICLE_OPTIONS as readonly string[]).includes(o)),
    equipments: strings(v.equipments),
    payload_capacity: v.payload_capacity,
    volume: v.volume,
    power: v.power,
    license_plate: v.license_plate,
    internal_identifier: v.internal_identifier,
    included_distance: v.included_distance,
    geotracking_privacy_usage: v.geotracking_privacy_usage === 1,
    box_latitude: v.box_latitude,
    box_longitude: v.box_longitude,
    box_state_of_charge: v.box_state_of_charge,
    box_charging_status: v.box_charging_status === 'charging' || v.box_charging_status === 'not_charging' ? v.box_charging_status : null,
    box_autonomy: v.box_autonomy,
    box_fuel_level: v.box_fuel_level,
    access_instructions: accessInstructions,
  }
}

/**
 * A vehicle's access text in the reader's language: its translation when the operator wrote one
 * (catalog field access_instructions_translations), else the main text. Null without any text.
 */
export function accessTextFor(v: Pick<VehicleRow, 'access_instructions' | 'access_instructions_translations'>, lang: string): string | null {
  if (v.access_instructions_translations) {
    try {
      const translated: unknown = (JSON.parse(v.access_instructions_translations) as Record<string, unknown>)[lang]
      if (typeof translated === 'string' && translated.trim() !== '') return translated
    } catch {
      // A malformed value reads as no translation.
    }
  }
  return v.access_instructions
}

/** A vehicle in search answers, cached once and shared by every viewer: without the access text. */
export function toSearchVehicleWire(v: VehicleRow): Vehicle {
  return toVehicleWire(v, null)
}

export function toStationWire(s: StationRow): Station {
  return {
    id: s.id,
    name: s.name,
    address: s.address,
    description: s.description,
    latitude: s.latitude,
    longitude: s.longitude,
    aliases: strings(s.aliases),
  }
}
