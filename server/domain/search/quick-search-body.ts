import { InstantSchema, MAX_ESTIMATED_DISTANCE, MAX_ID } from '@contracts/common'
import { VEHICLE_OPTIONS } from '@contracts/tenant'
import { GEARS_TYPES, type VehicleSearchBody } from '@contracts/vehicle'

/**
 * A fast yes for the search bodies clients send, before zod: validating with VehicleSearchBodySchema
 * cost 2-3 µs a search in process and more in the server (its compiled parser meets a different
 * shape of body on nearly every request), a few percent of a search. This answers only "certainly
 * valid", returning the body as it is, or "ask zod" (null): anything unusual (an unknown key, a
 * wrong type, a value out of range) goes to zod, which accepts or words the errors as always. So it
 * never accepts what zod refuses nor gives another value (quick-search-body.test.ts checks both
 * against the schema with generated bodies, and that its fields are the schema's).
 */
type Check = (value: unknown) => boolean

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const safeInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v)
// The wire's id range (contracts' MAX_ID): anything larger goes to zod, which refuses it.
const id: Check = (v) => safeInt(v) && v > 0 && v <= MAX_ID
const pageSize: Check = (v) => safeInt(v) && v > 0 && v <= 200
const inRange =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
const text =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length <= max
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v)
const listOf =
  (item: Check, max = Infinity): Check =>
  (v) =>
    Array.isArray(v) && v.length <= max && v.every(item)
const nullish =
  (check: Check): Check =>
  (v) =>
    v === null || v === undefined || check(v)
const instant: Check = (v) => typeof v === 'string' && InstantSchema.safeParse(v).success

/** The search object's fields with the schema's rules (contracts/vehicle.ts VehicleSearchSchema). */
export const QUICK_SEARCH_FIELDS: Readonly<Record<string, Check>> = {
  start_station_id: nullish(id),
  end_station_id: nullish(id),
  estimated_distance: nullish(inRange(0, MAX_ESTIMATED_DISTANCE)),
  destination_label: nullish(text(255)),
  destination_name: nullish(text(255)),
  destination_gmaps_place_id: nullish(text(255)),
  destination_formatted_address: nullish(text(500)),
  destination_latitude: nullish(inRange(-90, 90)),
  destination_longitude: nullish(inRange(-180, 180)),
  rental_label_id: nullish(id),
  latitude: nullish(inRange(-90, 90)),
  longitude: nullish(inRange(-180, 180)),
  discount_codes: nullish(listOf(text(64), 1)),
  page: nullish(id),
  limit: nullish(pageSize),
  radius: nullish((v) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 500),
  categories: nullish(listOf(id)),
  options: nullish(listOf(oneOf(VEHICLE_OPTIONS))),
  gears_type: nullish(oneOf(GEARS_TYPES)),
  seats_count: nullish(id),
  start_time: instant,
  end_time: instant,
}

/** The body's own fields; `search` is checked field by field with QUICK_SEARCH_FIELDS. */
export const QUICK_BODY_FIELDS: Readonly<Record<string, Check>> = {
  search: isObject,
  page: (v) => v === undefined || id(v),
  limit: (v) => v === undefined || pageSize(v),
}

function passes(value: Record<string, unknown>, fields: Readonly<Record<string, Check>>, required: readonly string[]): boolean {
  for (const key in value) {
    // An unknown key (zod drops it, so the body would not be its answer as it is): zod decides.
    if (!Object.hasOwn(fields, key) || !fields[key](value[key])) return false
  }
  for (const key of required) if (!Object.hasOwn(value, key)) return false
  return true
}

/** The body, when it is certainly what VehicleSearchBodySchema accepts as it is; null to ask zod. */
export function quickSearchBody(body: unknown): VehicleSearchBody | null {
  if (!isObject(body) || !passes(body, QUICK_BODY_FIELDS, ['search'])) return null
  if (!passes(body.search as Record<string, unknown>, QUICK_SEARCH_FIELDS, ['start_time', 'end_time'])) return null
  return body as VehicleSearchBody
}
