import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { TripRefusal, TripSummary, VehicleStatus } from '@contracts/trip'
import type { Database, RentalRow } from '../../db/schema'
import type { TenantSettings } from '../../tenants/settings'
import { sendVehicleCommand, commandIdFor, type CommandName, type CommandResult } from '../../vehicle-access/commands'
import { VehicleAccessFailure, type VehicleAccess } from '../../vehicle-access/vehicle-access'
import { accessTextFor } from '../search/wire'
import { haversineMeters } from '../search/geo'
import { stateMachineOf } from '../rentals/lifecycle-rules'
import { transitionRental, TransitionRefused } from '../rentals/transition'
import { missingSides } from './condition-reports'
import { accessVehicle, loadTripVehicle, returnStation, type TripVehicle } from './trip-rental'
import { damageMode, endPath, operatorPhone, startWindow, statusPath } from './trip-rules'
import { tripRefused } from './trip-errors'
import { buildSummary, recordTripEnd, recordTripStart } from './trip-summary'

export interface TripContext {
  db: Kysely<Database>
  access: VehicleAccess
  clock: () => number
  tenant: { id: number; settings: TenantSettings }
  userId: number
  lang: Language
  /** The request's Idempotency-Key, when it sent one. */
  key: string | null
}

const STARTABLE = ['pending', 'prepared', 'check_in']
const DRIVING = ['in_progress']
const ENDABLE = ['in_progress', 'locking', 'check_out']
const KM_PER_MILE = 1.609344

/** A command that failed: the driver is told to use the access instructions, with the operator's phone. */
function vehicleRefusal(ctx: TripContext, vehicle: TripVehicle, failure: VehicleAccessFailure): TripRefusal {
  const reason = failure.kind === 'refused' ? 'vehicle_refused' : failure.kind === 'timeout' ? 'vehicle_timeout' : 'vehicle_unreachable'
  return { reason, access_instructions: accessTextFor(vehicle, ctx.lang), operator_phone: operatorPhone(ctx.tenant.settings) }
}

async function command(ctx: TripContext, rental: RentalRow, vehicle: TripVehicle, name: CommandName): Promise<CommandResult> {
  try {
    return await sendVehicleCommand(ctx.db, ctx.access, { vehicle: accessVehicle(vehicle), rentalId: rental.id, userId: ctx.userId, command: name, key: ctx.key, clock: ctx.clock })
  } catch (error) {
    if (error instanceof VehicleAccessFailure) throw tripRefused(vehicleRefusal(ctx, vehicle, error))
    throw error
  }
}

/** Moves the rental along the tenant's machine; a step another request already made is taken as done. */
async function walk(ctx: TripContext, rental: RentalRow, path: readonly string[], record: { distance?: number } = {}): Promise<void> {
  for (const to of path) {
    try {
      await transitionRental(ctx.db, rental.id, to, ctx.clock(), ctx.tenant.id, record)
    } catch (error) {
      if (error instanceof TransitionRefused && error.reason === 'changed') return
      throw error
    }
  }
}

async function reload(ctx: TripContext, rental: RentalRow): Promise<RentalRow> {
  return ctx.db.selectFrom('rentals').selectAll().where('tenant_id', '=', ctx.tenant.id).where('id', '=', rental.id).executeTakeFirstOrThrow()
}

/** The answer of a command the same key already sent, when the rental has moved on since (a retried start or end). */
async function earlierCommand(ctx: TripContext, rental: RentalRow, vehicle: TripVehicle, name: CommandName): Promise<CommandResult | null> {
  if (ctx.key === null) return null
  const id = commandIdFor({ vehicle: accessVehicle(vehicle), rentalId: rental.id, userId: ctx.userId, command: name, key: ctx.key })
  const row = await ctx.db.selectFrom('vehicle_commands').selectAll().where('tenant_id', '=', ctx.tenant.id).where('command_id', '=', id).executeTakeFirst()
  return row?.outcome === 'succeeded' ? { row, status: JSON.parse(row.detail ?? 'null') as VehicleStatus } : null
}

export interface StartResult {
  rental: RentalRow
  command: CommandResult
  accessInstructions: string | null
}

/**
 * POST start: within the start window, the start photos in when the tenant asks for them, then the
 * vehicle unlocked, then the rental moved to in_progress through the tenant's machine (check_in
 * when it has it). The unlock comes first, so a vehicle that does not answer leaves the rental as
 * it was, for another try or the operator.
 */
export async function startTrip(ctx: TripContext, rental: RentalRow): Promise<StartResult> {
  const vehicle = await loadTripVehicle(ctx.db, rental)
  const accessInstructions = accessTextFor(vehicle, ctx.lang)
  if (!STARTABLE.includes(rental.status)) {
    const replay = rental.status === 'in_progress' ? await earlierCommand(ctx, rental, vehicle, 'unlock') : null
    if (replay) return { rental, command: replay, accessInstructions }
    throw tripRefused({ reason: 'status_not_startable' })
  }
  const now = ctx.clock()
  const window = startWindow(rental, ctx.tenant.settings)
  const windowIso = { opens_at: new Date(window.opens).toISOString(), closes_at: new Date(window.closes).toISOString() }
  if (now < window.opens) throw tripRefused({ reason: 'too_early', window: windowIso })
  if (now > window.closes) throw tripRefused({ reason: 'too_late', window: windowIso })
  const missing = await missingSides(ctx.db, rental, 'start', damageMode(ctx.tenant.settings))
  if (missing.length > 0) throw tripRefused({ reason: 'report_missing', moment: 'start', missing_sides: missing })
  const path = statusPath(stateMachineOf(ctx.tenant.settings), rental.status, 'in_progress')
  if (!path) throw tripRefused({ reason: 'status_not_startable' })

  const unlocked = await command(ctx, rental, vehicle, 'unlock')
  await walk(ctx, rental, path)
  await recordTripStart(ctx.db, rental, unlocked.status, ctx.clock())
  return { rental: await reload(ctx, rental), command: unlocked, accessInstructions }
}

/** POST unlock / lock: a stop on the way, only while the trip is in progress. */
export async function tripCommand(ctx: TripContext, rental: RentalRow, name: CommandName): Promise<CommandResult> {
  if (!DRIVING.includes(rental.status)) throw tripRefused({ reason: 'not_in_progress' })
  return command(ctx, rental, await loadTripVehicle(ctx.db, rental), name)
}

export interface EndResult {
  rental: RentalRow
  summary: TripSummary
  command: CommandResult | null
}

/**
 * POST end: the end photos in when required; the vehicle at its return station when its position
 * is known (farther than the tenant's return_radius: 409 with the distance and the station); then
 * locked, and the rental closed through check_out (and locking) where the machine has them, with
 * the distance driven. The charging job then invoices it.
 */
export async function endTrip(ctx: TripContext, rental: RentalRow): Promise<EndResult> {
  const vehicle = await loadTripVehicle(ctx.db, rental)
  if (!ENDABLE.includes(rental.status)) {
    const replay = rental.status === 'closed' ? await earlierCommand(ctx, rental, vehicle, 'lock') : null
    if (replay) return { rental, summary: await buildSummary(ctx.db, rental, ctx.tenant.settings, ctx.lang), command: replay }
    throw tripRefused({ reason: 'not_in_progress' })
  }
  const missing = await missingSides(ctx.db, rental, 'end', damageMode(ctx.tenant.settings))
  if (missing.length > 0) throw tripRefused({ reason: 'report_missing', moment: 'end', missing_sides: missing })

  let seen: VehicleStatus
  try {
    seen = await ctx.access.status(accessVehicle(vehicle))
  } catch (error) {
    if (error instanceof VehicleAccessFailure) throw tripRefused(vehicleRefusal(ctx, vehicle, error))
    throw error
  }
  const station = await returnStation(ctx.db, rental, vehicle)
  const radius = ctx.tenant.settings.return_radius
  if (station && seen.position) {
    const distance = haversineMeters(seen.position, station)
    if (distance > radius) {
      throw tripRefused({
        reason: 'not_at_return_station',
        distance_m: Math.round(distance),
        return_radius_m: radius,
        station: { name: station.name, address: station.address },
      })
    }
  }
  const machine = stateMachineOf(ctx.tenant.settings)
  const path = endPath(machine, rental.status)
  if (!path) throw tripRefused({ reason: 'not_in_progress' })
  await walk(ctx, rental, path.toLocking)
  let locked: CommandResult
  try {
    locked = await command(ctx, rental, vehicle, 'lock')
  } catch (error) {
    // Not locked: the trip goes on, as before the driver asked to end it.
    if (path.toLocking.length > 0) await walk(ctx, { ...rental, status: 'locking' }, statusPath(machine, 'locking', 'in_progress') ?? [])
    throw error
  }
  const driven = await recordTripEnd(ctx.db, rental, locked.status, 'driver', null, ctx.clock())
  const distance = driven === null ? undefined : ctx.tenant.settings.distance_unit === 'miles' ? Math.round(driven / KM_PER_MILE) : Math.round(driven)
  await walk(ctx, rental, path.rest, { distance })
  const closed = await reload(ctx, rental)
  return { rental: closed, summary: await buildSummary(ctx.db, closed, ctx.tenant.settings, ctx.lang), command: locked }
}
