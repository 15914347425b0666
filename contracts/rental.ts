import { z } from 'zod'
import { RentalBillingSchema } from './rental-billing'
import { DistanceUnitSchema, EstimatedDistanceSchema, IdSchema, IdTextSchema, InstantSchema, MoneySchema, PageMetaSchema } from './common'

export const RENTAL_STATUSES = ['pending', 'prepared', 'check_in', 'check_out', 'in_progress', 'locking', 'closed', 'cancelled', 'expired', 'refused'] as const
export const RentalStatusSchema = z.enum(RENTAL_STATUSES)
export type RentalStatus = z.infer<typeof RentalStatusSchema>

/** Status groups of spec section 4 and DECISIONS.md. */
export const FINISHED_STATUSES: readonly RentalStatus[] = ['closed', 'expired', 'cancelled', 'refused']
export const IN_PROGRESS_STATUSES: readonly RentalStatus[] = ['check_in', 'check_out', 'in_progress', 'locking']
export const UPCOMING_STATUSES: readonly RentalStatus[] = ['prepared', 'pending']
export const START_MODIFIABLE_STATUSES: readonly RentalStatus[] = ['pending', 'prepared']
export const END_MODIFIABLE_STATUSES: readonly RentalStatus[] = ['pending', 'prepared', 'check_in', 'check_out', 'in_progress', 'locking']
export const CANCEL_ELIGIBLE_STATUSES: readonly RentalStatus[] = ['pending', 'prepared']
/** Statuses that hold a vehicle: a new rental may not overlap one of these (widened by prepare_delay). */
export const BLOCKING_STATUSES: readonly RentalStatus[] = ['pending', 'prepared', 'check_in', 'check_out', 'in_progress', 'locking']

const ActionWindowSchema = z.object({ allowed: z.boolean(), until: InstantSchema.nullable() })
/**
 * What the viewer may do with a rental right now (the server's rules of spec sections 4-6 applied to
 * the tenant's STORED delays), and the last instant each change is allowed (null: no deadline).
 */
export const RentalActionsSchema = z.object({
  modify_start: ActionWindowSchema,
  modify_end: ActionWindowSchema,
  cancel: ActionWindowSchema,
  geotracking: z.object({ allowed: z.boolean() }),
})
export type RentalActions = z.infer<typeof RentalActionsSchema>

/** A rental's facts, without what its viewer may do: the form a data export keeps (a record, not a live view). */
export const RentalFieldsSchema = z.object({
  id: IdSchema,
  status: RentalStatusSchema,
  vehicle_id: IdSchema,
  driver_id: IdSchema,
  start_station_id: IdSchema.nullable(),
  end_station_id: IdSchema.nullable(),
  destination_id: IdSchema.nullable(),
  reservation_start_time: InstantSchema,
  reservation_end_time: InstantSchema,
  estimated_distance: z.number().nullable(),
  rental_label_id: IdSchema.nullable(),
  discount_codes: z.array(z.string()),
  geotracking: z.boolean(),
  carpooling: z.boolean(),
  carpooling_destination: z.string().nullable(),
  destination: z.object({ formatted_address: z.string().nullable(), label: z.string().nullable() }).nullable(),
  distance: z.number().nullable(),
  distance_unit: DistanceUnitSchema,
  price: MoneySchema.nullable(),
  passengers_count: z.number().int(),
  created_at: InstantSchema,
  /** A closed rental's bill, to its driver only (contracts/rental-billing.ts). */
  billing: RentalBillingSchema.optional(),
})
export type RentalFields = z.infer<typeof RentalFieldsSchema>
/**
 * A rental as every rental call answers it: with what its viewer may do now. The server owns those
 * rules; the client reads `actions` and never applies the delays itself.
 */
export const RentalSchema = RentalFieldsSchema.extend({ actions: RentalActionsSchema })
export type Rental = z.infer<typeof RentalSchema>
export const RentalResponseSchema = z.object({ rental: RentalSchema })
export const RentalsResponseSchema = z.object({ rentals: z.array(RentalSchema), meta: PageMetaSchema })
export type RentalsResponse = z.infer<typeof RentalsResponseSchema>

/**
 * Spec section 7 writes the fields of POST /user/rentals and the times of PUT /user/rentals/{id}
 * bare (`vehicle_id`, `reservation_start_time`), where it writes `rental.geotracking` and
 * `user.email` nested; the app nests them all under `rental` (ARCHITECTURE.md). A body without a
 * `rental` key is taken as the bare form, so a client following either spelling is understood.
 */
const nestUnderRental = (body: unknown): unknown => (body !== null && typeof body === 'object' && !Array.isArray(body) && !('rental' in body) ? { rental: body } : body)

export const CreateRentalBodySchema = z.preprocess(
  nestUnderRental,
  z.object({
    rental: z.object({
      vehicle_id: IdSchema,
      driver_id: IdSchema.nullish(),
      start_station_id: IdSchema.nullish(),
      end_station_id: IdSchema.nullish(),
      destination_id: IdSchema.nullish(),
      reservation_start_time: InstantSchema,
      reservation_end_time: InstantSchema,
      estimated_distance: EstimatedDistanceSchema.nullish(),
      rental_label_id: IdSchema.nullish(),
      discount_codes: z.array(z.string().max(64)).max(1).nullish(),
      geotracking: z.boolean().nullish(),
      carpooling: z.boolean().nullish(),
      carpooling_destination: z.string().max(255).nullish(),
      /** Where the driver goes, when the tenant uses the destination field. */
      destination: z
        .object({ label: z.string().max(255).nullish(), formatted_address: z.string().max(500).nullish(), latitude: z.number().nullish(), longitude: z.number().nullish() })
        .nullish(),
    }),
  }),
)
export type CreateRentalBody = z.infer<typeof CreateRentalBodySchema>

/** PUT /user/rentals/{id}: new times, or geotracking. */
export const UpdateRentalBodySchema = z.preprocess(
  nestUnderRental,
  z.object({
    rental: z.union([
      z.object({ reservation_start_time: InstantSchema.optional(), reservation_end_time: InstantSchema.optional() }).strict(),
      z.object({ geotracking: z.boolean() }).strict(),
    ]),
  }),
)

/**
 * A list parameter sent once without brackets (`statuses=closed`) arrives as a string; it is the
 * list of that one value, as `statuses[]=closed` or a repeated `statuses=` are.
 */
const oneOrMany = <T extends z.ZodType>(item: T) => z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item))

export const RentalsQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(20),
  statuses: oneOrMany(RentalStatusSchema).optional(),
  driver_ids: oneOrMany(IdTextSchema).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
})

/** GET /rentals names the member as the driver (spec section 9): the list is their own rentals as driver. */
export function asDriverQuery(memberId: number): { driver_ids: number[] } {
  return { driver_ids: [memberId] }
}

/** Page sizes of spec section 9. */
export const PAGE_SIZES = {
  closedRentals: 15,
  upcomingRentals: 20,
  inProgressRentals: 3,
  upcomingCarpoolings: 20,
  inProgressCarpoolings: 3,
  vehicleSearch: 50,
  carpoolSearch: 30,
} as const

export const PassengerSchema = z.object({ id: IdSchema, first_name: z.string().nullable(), last_name: z.string().nullable() })
export type Passenger = z.infer<typeof PassengerSchema>
export const PassengersResponseSchema = z.object({ passengers: z.array(PassengerSchema) })
/** Join a carpool (DECISIONS.md): the member comes from the token. */
export const JoinCarpoolBodySchema = z.object({ passenger: z.object({ rental_id: IdSchema }) })
/** 201 of a join: the carpool as its new passenger sees it, and everyone aboard. */
export const JoinCarpoolResponseSchema = z.object({ rental: RentalSchema, passengers: z.array(PassengerSchema) })
export type JoinCarpoolResponse = z.infer<typeof JoinCarpoolResponseSchema>

export const CarpoolSearchSchema = z.object({
  start_station_id: IdSchema.nullish(),
  end_station_id: IdSchema.nullish(),
  rental_label_id: IdSchema.nullish(),
  start_time: InstantSchema,
  end_time: InstantSchema.nullish(),
  categories: z.array(IdSchema).nullish(),
  page: z.number().int().positive().nullish(),
  limit: z.number().int().positive().max(100).nullish(),
})
export const CarpoolSearchBodySchema = z.object({
  search: CarpoolSearchSchema,
  page: z.number().int().positive().optional(),
  limit: z.number().int().positive().max(100).optional(),
})
export const CarpoolResultSchema = z.object({
  id: IdSchema,
  vehicle_id: IdSchema,
  reservation_start_time: InstantSchema,
  reservation_end_time: InstantSchema,
  carpooling_destination: z.string().nullable(),
  start_station_id: IdSchema.nullable(),
  end_station_id: IdSchema.nullable(),
  available_seats: z.number().int(),
  driver: z.object({ first_name: z.string().nullable() }),
})
export type CarpoolResult = z.infer<typeof CarpoolResultSchema>
export const CarpoolSearchResponseSchema = z.object({ total: z.number().int(), results: z.array(CarpoolResultSchema) })
