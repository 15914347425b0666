import type { CustomContentType } from '@contracts/reference'
import type { RentalStatus } from '@contracts/rental'
import type { DriverField, WorkflowStep } from '@contracts/user'
import type { VehicleOption } from '@contracts/tenant'
import type { TenantSettingsInput } from '../tenants/settings'

/** Everything the seed writes for one tenant; rows refer to each other by keys, not ids. */
export interface TenantSeed {
  slug: string
  human_name: string
  hosts: string[]
  settings: TenantSettingsInput
  clients: { client_id: string; name: string; secret?: string }[]
  stations: StationSeed[]
  categories: CategorySeed[]
  labels: { key: string; name: string; aliases: string[] }[]
  vehicles: VehicleSeed[]
  discountCodes: DiscountSeed[]
  contents: { type: CustomContentType; language: 'fr' | 'en'; title: string; content: string }[]
  /** Raw HTML per language; stored URI-encoded as the spec says. */
  terms: { fr: string; en: string } | null
  additionalDocuments: { name: string; title_fr: string; title_en: string; description_fr: string; description_en: string; required: boolean }[]
  registrationFlows: string[]
  users: UserSeed[]
  rentals: RentalSeed[]
}

export interface StationSeed {
  key: string
  name: string
  address: string
  description: string | null
  latitude: number
  longitude: number
  aliases: string[]
}

export interface CategorySeed {
  key: string
  name: string
  aliases: string[]
  hourly_rate_cents: number
  daily_rate_cents: number
  included_distance: number
  extra_distance_cents: number
}

export interface VehicleSeed {
  /** The licence plate identifies a seeded vehicle in rentals. */
  license_plate: string
  internal_identifier: string
  station: string | null
  category: string | null
  make: string
  model: string
  year: number
  /** Body colour of the generated photos. */
  color: string
  description: string | null
  doors_count: number
  seats_count: number
  fuel_type: 'electric' | 'gasoline' | 'diesel' | 'gpl' | 'hybrid'
  gears_type: 'automatic' | 'manual' | 'semi_automatic'
  options: VehicleOption[]
  equipments: string[]
  payload_capacity: number | null
  volume: number | null
  power: number | null
  included_distance: number
  geotracking_privacy_usage: boolean
  box_latitude: number | null
  box_longitude: number | null
  box_state_of_charge: number | null
  box_charging_status: 'charging' | 'not_charging' | null
  box_autonomy: number | null
  box_fuel_level: number | null
  access_instructions: string | null
  access_instructions_translations: string | null
}

export interface DiscountSeed {
  code: string
  kind: 'percent' | 'fixed'
  value: number
  /** Hours from the seed time; negative for an expired code, null for none. */
  expires_in_hours: number | null
  max_uses: number | null
  uses: number
}

export interface UserSeed {
  email: string
  /** Shown in the start-up table of demo accounts. */
  state: string
  step: WorkflowStep
  validated: boolean
  roles: string[]
  can_access_backoffice: boolean
  language: 'fr' | 'en' | null
  accepted_terms: boolean
  fields: Partial<Record<DriverField, string>>
  cards: { brand: string; last4: string; exp_month: number; exp_year: number; country: string }[]
}

export interface RentalSeed {
  driver: string
  vehicle: string
  status: RentalStatus
  /** Start, in hours from the seed time rounded down to the hour (negative = past). */
  start_in_hours: number
  duration_hours: number
  start_station: string | null
  end_station: string | null
  label: string | null
  estimated_distance: number | null
  /** Driven distance, for finished rentals. */
  distance: number | null
  geotracking: boolean
  carpooling: boolean
  carpooling_destination: string | null
  passengers: string[]
  discount_codes: string[]
}
