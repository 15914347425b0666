import { z } from 'zod'
import { DistanceUnitSchema, IdSchema, InstantSchema, MoneySchema } from './common'
import { PriceBreakdownSchema } from './price-breakdown'
import { RentalSchema } from './rental'

/*
 * The trip: condition reports, start, unlock and lock, extension and end of a rental
 * (../shared/trip/CONTRACT.md fixes the paths; the bodies are these). Every call answers 404 to
 * anyone but the rental's driver, as for no such rental.
 */

// ---------------------------------------------------------------------------------------------
// Tenant settings the trip reads, with their defaults (seconds and metres).

/** How far from the return station's position the vehicle may be for the trip to end there. */
export const RETURN_RADIUS_METRES_DEFAULT = 150
/** How long past its reservation end a trip never ended is ended by the lifecycle job (vehicle locked at its station). */
export const AUTO_END_AFTER_SECONDS_DEFAULT = 6 * 3600
/** The window in which a driver is offered "remind me in 15 minutes" for a late damage report. */
export const LATE_DAMAGE_WINDOW_SECONDS = 15 * 60

// ---------------------------------------------------------------------------------------------
// Condition reports

export const TRIP_MOMENTS = ['start', 'during', 'end'] as const
export const TripMomentSchema = z.enum(TRIP_MOMENTS)
export type TripMoment = z.infer<typeof TripMomentSchema>

export const VEHICLE_SIDES = ['front', 'back', 'left', 'right', 'interior', 'other'] as const
export const VehicleSideSchema = z.enum(VEHICLE_SIDES)
export type VehicleSide = z.infer<typeof VehicleSideSchema>

/** With damage_report_mode "photos", a start and an end need a photo of each of these sides. */
export const REQUIRED_PHOTO_SIDES: readonly VehicleSide[] = ['front', 'back', 'left', 'right']
/** The tenant's damage_report_mode values the server reads; any other value asks nothing, as "none". */
export const DAMAGE_REPORT_MODES = ['photos', 'none'] as const
export type DamageReportMode = (typeof DAMAGE_REPORT_MODES)[number]

/** Longest note of a report (a sentence or two about a dent, or why there is no photo). */
export const CONDITION_NOTE_MAX = 1000

/**
 * The text fields of POST /api/user/rentals/{id}/condition_reports (multipart/form-data; the file
 * field is `photo`, optional, an image checked as the documents' uploads are). A report without a
 * photo needs a note.
 */
export const ConditionReportFieldsSchema = z.object({
  moment: TripMomentSchema,
  side: VehicleSideSchema,
  note: z.string().trim().max(CONDITION_NOTE_MAX).optional(),
})
export type ConditionReportFields = z.infer<typeof ConditionReportFieldsSchema>

export const ConditionReportSchema = z.object({
  id: IdSchema,
  rental_id: IdSchema,
  moment: TripMomentSchema,
  side: VehicleSideSchema,
  note: z.string().nullable(),
  /**
   * GET /api/user/rentals/{rental_id}/condition_reports/{id}/photo (the driver's bearer token), or
   * null without a photo.
   */
  photo_url: z.string().nullable(),
  created_at: InstantSchema,
})
export type ConditionReport = z.infer<typeof ConditionReportSchema>
export const ConditionReportResponseSchema = z.object({ condition_report: ConditionReportSchema })

/**
 * A damage reported on an earlier rental of the same vehicle (a `during` or `end` report with a
 * note, or any report with a photo that is not a plain start walk-around): no other member's
 * identity or rental is sent. Its photo is served under the current rental's path.
 */
export const KnownDamageSchema = z.object({
  id: IdSchema,
  side: VehicleSideSchema,
  note: z.string().nullable(),
  photo_url: z.string().nullable(),
  reported_at: InstantSchema,
})
export type KnownDamage = z.infer<typeof KnownDamageSchema>

/** What a moment still needs before the trip may start (moment start) or end (moment end). */
export const ReportRequirementSchema = z.object({
  /** The sides whose photo is still missing; empty when nothing is required or all are in. */
  missing_sides: z.array(VehicleSideSchema),
})

export const ConditionReportsResponseSchema = z.object({
  condition_reports: z.array(ConditionReportSchema),
  /** Every side is present, an empty list when nothing is known there. */
  known_damages: z.record(VehicleSideSchema, z.array(KnownDamageSchema)),
  damage_report_mode: z.enum(DAMAGE_REPORT_MODES),
  required: z.object({ start: ReportRequirementSchema, end: ReportRequirementSchema }),
})
export type ConditionReportsResponse = z.infer<typeof ConditionReportsResponseSchema>

// ---------------------------------------------------------------------------------------------
// The vehicle as the access adapter last saw it

export const VehicleStatusSchema = z.object({
  locked: z.boolean(),
  /** Fuel or charge in percent (the vehicle's fuel_type says which), null when unknown. */
  energy_percent: z.number().min(0).max(100).nullable(),
  /** Kilometres, null when unknown. */
  odometer_km: z.number().nonnegative().nullable(),
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
})
export type VehicleStatus = z.infer<typeof VehicleStatusSchema>

export const VEHICLE_COMMANDS = ['unlock', 'lock', 'status'] as const
export const VehicleCommandNameSchema = z.enum(VEHICLE_COMMANDS)
export const VEHICLE_COMMAND_OUTCOMES = ['pending', 'succeeded', 'unreachable', 'refused', 'timeout'] as const
export const VehicleCommandOutcomeSchema = z.enum(VEHICLE_COMMAND_OUTCOMES)

export const VehicleCommandSchema = z.object({
  /** The command id sent to the vehicle (the request's Idempotency-Key when it gave one). */
  id: z.string(),
  command: VehicleCommandNameSchema,
  outcome: VehicleCommandOutcomeSchema,
  duration_ms: z.number().int().nonnegative().nullable(),
  created_at: InstantSchema,
})
export type VehicleCommand = z.infer<typeof VehicleCommandSchema>

/**
 * POST start, unlock and lock take no body; an `Idempotency-Key` header (up to 100 characters)
 * names the command, so that a retry (another tab, a lost answer, another server process) is
 * sent to the vehicle once and answered the same.
 */
export const TRIP_IDEMPOTENCY_HEADER = 'idempotency-key'

/** 200 of POST .../start: the rental now in_progress, and the vehicle unlocked. */
export const TripStartResponseSchema = z.object({
  rental: RentalSchema,
  command: VehicleCommandSchema,
  vehicle_status: VehicleStatusSchema,
  access_instructions: z.string().nullable(),
})
export type TripStartResponse = z.infer<typeof TripStartResponseSchema>

/** 200 of POST .../unlock and .../lock. */
export const VehicleCommandResponseSchema = z.object({
  command: VehicleCommandSchema,
  vehicle_status: VehicleStatusSchema,
})
export type VehicleCommandResponse = z.infer<typeof VehicleCommandResponseSchema>

// ---------------------------------------------------------------------------------------------
// Refusals: a 409 (or 400) in the spec's error shape, whose entry also carries `trip`

export const TRIP_REFUSAL_REASONS = [
  'too_early',
  'too_late',
  'status_not_startable',
  'not_in_progress',
  'report_missing',
  'vehicle_unreachable',
  'vehicle_refused',
  'vehicle_timeout',
  'not_at_return_station',
  'past_latest_end',
] as const
export const TripRefusalReasonSchema = z.enum(TRIP_REFUSAL_REASONS)
export type TripRefusalReason = z.infer<typeof TripRefusalReasonSchema>

/** The error code of each refusal (contracts/errors.ts); `trip.reason` says the same, finer. */
export const TRIP_REFUSAL_CODES = {
  too_early: 'TRIP_TOO_EARLY',
  too_late: 'TRIP_TOO_LATE',
  status_not_startable: 'RENTAL_STATUS_NOT_MODIFIABLE',
  not_in_progress: 'RENTAL_NOT_IN_PROGRESS',
  report_missing: 'CONDITION_REPORT_MISSING',
  vehicle_unreachable: 'VEHICLE_UNREACHABLE',
  vehicle_refused: 'VEHICLE_UNREACHABLE',
  vehicle_timeout: 'VEHICLE_UNREACHABLE',
  not_at_return_station: 'NOT_AT_RETURN_STATION',
  past_latest_end: 'EXTENSION_PAST_LATEST_END',
} as const satisfies Record<TripRefusalReason, string>

export const TripRefusalSchema = z.object({
  reason: TripRefusalReasonSchema,
  /** too_early / too_late: the start window. */
  window: z.object({ opens_at: InstantSchema, closes_at: InstantSchema }).optional(),
  /** report_missing: which moment, and the sides whose photo is missing. */
  moment: TripMomentSchema.optional(),
  missing_sides: z.array(VehicleSideSchema).optional(),
  /** vehicle_*: what the driver can do without the app. */
  access_instructions: z.string().nullable().optional(),
  /** vehicle_*: the operator's emergency phone, else its support phone; null when the tenant has none. */
  operator_phone: z.string().nullable().optional(),
  /** not_at_return_station: how far the vehicle is, and where it should be. */
  distance_m: z.number().nonnegative().optional(),
  return_radius_m: z.number().nonnegative().optional(),
  station: z.object({ name: z.string(), address: z.string().nullable() }).nullable().optional(),
  /** past_latest_end: the latest end possible. */
  latest_end: InstantSchema.optional(),
})
export type TripRefusal = z.infer<typeof TripRefusalSchema>

/** The error body of a refused trip call: the spec's shape, each entry with `trip` when it is a trip refusal. */
export const TripErrorBodySchema = z.object({
  errors: z.array(z.object({ code: z.string(), detail: z.string(), field: z.string().optional(), trip: TripRefusalSchema.optional() })),
})
export type TripErrorBody = z.infer<typeof TripErrorBodySchema>

// ---------------------------------------------------------------------------------------------
// Extension: GET .../extension?end_time=ISO (no change), then PUT /api/user/rentals/{id}

export const ExtensionQuerySchema = z.object({ end_time: InstantSchema })

export const ExtensionQuoteSchema = z.object({
  current_end: InstantSchema,
  end_time: InstantSchema,
  /** How far the rental may go: before the vehicle's next booking (widened by the prepare delay), or the tenant's maximum duration. */
  latest_end: InstantSchema,
  latest_end_reason: z.enum(['next_booking', 'maximum_duration', 'none']),
  /** false when end_time is past latest_end or not after current_end; the PUT would then be refused. */
  allowed: z.boolean(),
  /** The rental as booked now, and as it would be with end_time (latest_end when end_time is past it). */
  current: PriceBreakdownSchema,
  extended: PriceBreakdownSchema,
  /** extended.total - current.total: what ending later adds, taxes included. */
  added_total: MoneySchema,
})
export type ExtensionQuote = z.infer<typeof ExtensionQuoteSchema>
export const ExtensionQuoteResponseSchema = z.object({ extension: ExtensionQuoteSchema })

// ---------------------------------------------------------------------------------------------
// End: POST .../end (no body; Idempotency-Key as for start)

export const TripSummarySchema = z.object({
  rental_id: IdSchema,
  actual_start: InstantSchema,
  actual_end: InstantSchema,
  /** Distance driven (odometer at end minus at start), in distance_unit; null when unknown. */
  distance: z.number().nonnegative().nullable(),
  distance_unit: DistanceUnitSchema,
  energy_percent_start: z.number().nullable(),
  energy_percent_end: z.number().nullable(),
  /** The final price, with the actual times and distance. */
  breakdown: PriceBreakdownSchema,
  ended_by: z.enum(['driver', 'lifecycle']),
  /** Set when the lifecycle job ended the trip (why, in the tenant's language). */
  note: z.string().nullable(),
})
export type TripSummary = z.infer<typeof TripSummarySchema>

export const TripEndResponseSchema = z.object({
  rental: RentalSchema,
  summary: TripSummarySchema,
  command: VehicleCommandSchema.nullable(),
})
export type TripEndResponse = z.infer<typeof TripEndResponseSchema>

// ---------------------------------------------------------------------------------------------
// GET /api/user/rentals/{id}/trip: everything the trip screen and card show, in one read (no vehicle command)

export const TripStateSchema = z.object({
  rental: RentalSchema,
  /** When start is accepted: from the prepare delay before the start until the grace after it. */
  start_window: z.object({ opens_at: InstantSchema, closes_at: InstantSchema }),
  damage_report_mode: z.enum(DAMAGE_REPORT_MODES),
  required: z.object({ start: ReportRequirementSchema, end: ReportRequirementSchema }),
  actual_start: InstantSchema.nullable(),
  /** The last status the access adapter returned; null before any command. */
  vehicle_status: VehicleStatusSchema.nullable(),
  access_instructions: z.string().nullable(),
  operator_phone: z.string().nullable(),
  return_station: z.object({ id: IdSchema, name: z.string(), address: z.string().nullable(), latitude: z.number().nullable(), longitude: z.number().nullable() }).nullable(),
  /** in progress past its reservation end. */
  late: z.boolean(),
  /** Once ended. */
  summary: TripSummarySchema.nullable(),
})
export type TripState = z.infer<typeof TripStateSchema>
export const TripStateResponseSchema = z.object({ trip: TripStateSchema })
