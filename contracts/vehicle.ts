import { z } from 'zod'
import { EstimatedDistanceSchema, IdSchema, InstantSchema, MoneySchema } from './common'
import { StationSchema } from './reference'
import { VehicleOptionSchema } from './tenant'

export const FUEL_TYPES = ['electric', 'gasoline', 'diesel', 'gpl', 'hybrid'] as const
export const GEARS_TYPES = ['automatic', 'manual', 'semi_automatic'] as const
export const GearsTypeSchema = z.enum(GEARS_TYPES)
export type GearsType = z.infer<typeof GearsTypeSchema>
/** Seat filter options (spec section 5); null means all. */
export const SEAT_OPTIONS = [2, 4, 7] as const

export const VehicleSchema = z.object({
  id: IdSchema,
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  category_id: IdSchema.nullable(),
  station_id: IdSchema.nullable(),
  photos: z.array(z.string()),
  thumbnail_url: z.string().nullable(),
  description: z.string().nullable(),
  doors_count: z.number().int(),
  seats_count: z.number().int(),
  fuel_type: z.enum(FUEL_TYPES),
  gears_type: GearsTypeSchema,
  options: z.array(VehicleOptionSchema),
  equipments: z.array(z.string()),
  payload_capacity: z.number().nullable(),
  volume: z.number().nullable(),
  power: z.number().nullable(),
  license_plate: z.string(),
  internal_identifier: z.string(),
  included_distance: z.number(),
  geotracking_privacy_usage: z.boolean(),
  box_latitude: z.number().nullable(),
  box_longitude: z.number().nullable(),
  box_state_of_charge: z.number().nullable(),
  box_charging_status: z.enum(['charging', 'not_charging']).nullable(),
  box_autonomy: z.number().nullable(),
  box_fuel_level: z.number().nullable(),
  access_instructions: z.string().nullable(),
})
export type Vehicle = z.infer<typeof VehicleSchema>
export const VehicleResponseSchema = z.object({ vehicle: VehicleSchema })

/** The search object of POST /vehicles/search (spec section 7). */
export const VehicleSearchSchema = z.object({
  start_station_id: IdSchema.nullish(),
  end_station_id: IdSchema.nullish(),
  estimated_distance: EstimatedDistanceSchema.nullish(),
  destination_label: z.string().max(255).nullish(),
  destination_name: z.string().max(255).nullish(),
  destination_gmaps_place_id: z.string().max(255).nullish(),
  destination_formatted_address: z.string().max(500).nullish(),
  destination_latitude: z.number().min(-90).max(90).nullish(),
  destination_longitude: z.number().min(-180).max(180).nullish(),
  rental_label_id: IdSchema.nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  discount_codes: z.array(z.string().max(64)).max(1).nullish(),
  page: z.number().int().positive().nullish(),
  limit: z.number().int().positive().max(200).nullish(),
  /** Kilometres (DECISIONS.md), default 30. */
  radius: z.number().positive().max(500).nullish(),
  categories: z.array(IdSchema).nullish(),
  options: z.array(VehicleOptionSchema).nullish(),
  gears_type: GearsTypeSchema.nullish(),
  seats_count: z.number().int().positive().nullish(),
  start_time: InstantSchema,
  end_time: InstantSchema,
})
export type VehicleSearch = z.infer<typeof VehicleSearchSchema>
export const VehicleSearchBodySchema = z.object({
  search: VehicleSearchSchema,
  page: z.number().int().positive().optional(),
  limit: z.number().int().positive().max(200).optional(),
})
export type VehicleSearchBody = z.infer<typeof VehicleSearchBodySchema>

export const VehicleSearchResultSchema = z.object({
  vehicle: VehicleSchema,
  price: MoneySchema,
  prediscount_price: MoneySchema,
  distance_in_meters: z.number().nullable(),
  station: StationSchema.nullable(),
  destination: z.object({ id: IdSchema }).nullable(),
})
export type VehicleSearchResult = z.infer<typeof VehicleSearchResultSchema>
export const VehicleSearchResponseSchema = z.object({
  total: z.number().int(),
  results: z.array(VehicleSearchResultSchema),
})
export type VehicleSearchResponse = z.infer<typeof VehicleSearchResponseSchema>
