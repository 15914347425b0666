import type { VehicleOption } from '@contracts/tenant'
import type { StationSeed, VehicleSeed } from './types'

/** A make and model with its real characteristics; the factory places copies of it at stations. */
export interface ModelTemplate {
  category: string
  make: string
  model: string
  year: number
  doors: number
  seats: number
  fuel: VehicleSeed['fuel_type']
  gears: VehicleSeed['gears_type']
  options: VehicleOption[]
  equipments: string[]
  power: number
  payload?: number
  volume?: number
  /** Range in km on a full battery or tank. */
  autonomy: number
  description: string | null
}

const COLORS = ['#C0392B', '#2E86C1', '#F4F6F7', '#1C2833', '#7F8C8D', '#27AE60', '#D68910', '#8E44AD', '#A93226', '#154360']
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ'

/** Deterministic pseudo-random in [0, 1) from an integer (the seed must give the same fleet every time). */
export function unitNoise(n: number): number {
  const x = Math.sin(n * 12.9898 + 78.233) * 43758.5453
  return x - Math.floor(x)
}

export type PlateStyle = 'quebec' | 'france'

export function plateFor(index: number, style: PlateStyle): string {
  const l = (k: number) => LETTERS[Math.floor(unitNoise(index * 7 + k) * LETTERS.length)]
  const digits = String(100 + Math.floor(unitNoise(index * 13 + 5) * 900))
  return style === 'quebec' ? `${l(1)}${l(2)}${l(3)} ${digits}` : `${l(1)}${l(2)}-${digits}-${l(3)}${l(4)}`
}

/**
 * Copies of the templates spread over the stations round-robin, each with its own plate, colour,
 * box position a few metres from its station, and charge or fuel level.
 */
export function buildFleet(options: {
  templates: ModelTemplate[]
  copies: number
  stations: StationSeed[]
  prefix: string
  plateStyle: PlateStyle
  accessInstructions: string
  /** The access text in other languages ({en: ...}): a driver reads theirs, else the main text. */
  accessInstructionsTranslations?: Partial<Record<'fr' | 'en', string>>
  /** Every n-th vehicle (from the second) offers private-use geotracking. */
  geotrackingEvery: number
  /** Distance included per rental, by category key (the category's pricing). */
  includedDistance: Record<string, number>
}): VehicleSeed[] {
  const fleet: VehicleSeed[] = []
  let n = 0
  for (let copy = 0; copy < options.copies; copy++) {
    for (const t of options.templates) {
      const station = options.stations[n % options.stations.length]
      const noise = unitNoise(n + 1)
      const electric = t.fuel === 'electric'
      const level = Math.round(35 + noise * 65)
      fleet.push({
        license_plate: plateFor(n + (options.plateStyle === 'france' ? 500 : 0), options.plateStyle),
        internal_identifier: `${options.prefix}-${String(n + 1).padStart(3, '0')}`,
        station: station.key,
        category: t.category,
        make: t.make,
        model: t.model,
        year: t.year - (copy % 2),
        color: COLORS[(n * 3 + copy) % COLORS.length],
        description: t.description,
        doors_count: t.doors,
        seats_count: t.seats,
        fuel_type: t.fuel,
        gears_type: t.gears,
        options: t.options,
        equipments: t.equipments,
        payload_capacity: t.payload ?? null,
        volume: t.volume ?? null,
        power: t.power,
        included_distance: options.includedDistance[t.category] ?? 0,
        geotracking_privacy_usage: n % options.geotrackingEvery === 1,
        box_latitude: Number((station.latitude + (noise - 0.5) * 0.0008).toFixed(6)),
        box_longitude: Number((station.longitude + (unitNoise(n + 99) - 0.5) * 0.0008).toFixed(6)),
        box_state_of_charge: electric ? level : null,
        box_charging_status: electric ? (noise > 0.6 ? 'charging' : 'not_charging') : null,
        box_autonomy: Math.round((t.autonomy * level) / 100),
        box_fuel_level: electric ? null : level,
        access_instructions: options.accessInstructions,
        access_instructions_translations: options.accessInstructionsTranslations ? JSON.stringify(options.accessInstructionsTranslations) : null,
      })
      n++
    }
  }
  return fleet
}
