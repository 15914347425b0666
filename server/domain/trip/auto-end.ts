import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { Database } from '../../db/schema'
import type { TenantSettings } from '../../tenants/settings'
import { VehicleAccessFailure, type VehicleAccess } from '../../vehicle-access/vehicle-access'
import { haversineMeters } from '../search/geo'
import { stateMachineOf } from '../rentals/lifecycle-rules'
import { transitionRental, TransitionRefused } from '../rentals/transition'
import { accessVehicle, loadTripVehicle, returnStation } from './trip-rental'
import { endPath } from './trip-rules'
import { recordTripEnd } from './trip-summary'

const KM_PER_MILE = 1.609344

const NOTE: Record<Language, (hours: number) => string> = {
  fr: (h) => `Location terminée automatiquement : le véhicule était verrouillé à sa station de retour ${h} h après la fin prévue.`,
  en: (h) => `Trip ended automatically: the vehicle was locked at its return station ${h} h after the booked end.`,
}

export interface AutoEndContext {
  db: Kysely<Database>
  access: VehicleAccess
  clock: () => number
  log: { warn: (obj: object, msg: string) => void }
}

/**
 * Trips left open: past the tenant's auto_end_after beyond their end, a trip whose vehicle answers
 * locked and at its return station is closed as the driver's end would close it, with a note in
 * the summary. Its end is the vehicle's last lock for this rental (the driver walked away then),
 * else now. A vehicle unlocked, away or silent is left for the operator. The first transition is
 * conditional on the status read, so two processes never both end one trip.
 */
export async function autoEndTrips(ctx: AutoEndContext, tenant: { id: number; settings: TenantSettings }): Promise<number> {
  const now = ctx.clock()
  const settings = tenant.settings
  const due = await ctx.db
    .selectFrom('rentals')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('status', 'in', ['in_progress', 'locking'])
    .where('reservation_end_time', '<=', now - settings.auto_end_after * 1000)
    .execute()
  let ended = 0
  for (const rental of due) {
    const vehicle = await loadTripVehicle(ctx.db, rental)
    let seen
    try {
      seen = await ctx.access.status(accessVehicle(vehicle))
    } catch (error) {
      if (!(error instanceof VehicleAccessFailure)) throw error
      ctx.log.warn({ tenant: tenant.id, rental: rental.id, failure: error.kind }, 'open trip not ended: vehicle did not answer')
      continue
    }
    const station = await returnStation(ctx.db, rental, vehicle)
    if (!seen.locked || !station || !seen.position || haversineMeters(seen.position, station) > settings.return_radius) continue
    const ends = endPath(stateMachineOf(settings), rental.status)
    if (!ends) continue
    const path = [...ends.toLocking, ...ends.rest]
    const lastLock = await ctx.db
      .selectFrom('vehicle_commands')
      .select('finished_at')
      .where('tenant_id', '=', tenant.id)
      .where('rental_id', '=', rental.id)
      .where('command', '=', 'lock')
      .where('outcome', '=', 'succeeded')
      .orderBy('id', 'desc')
      .executeTakeFirst()
    const endedAt = lastLock?.finished_at ?? now
    const driven = await recordTripEnd(ctx.db, rental, seen, 'lifecycle', NOTE[settings.language](Math.round(settings.auto_end_after / 3600)), now)
    const distance = driven === null ? undefined : Math.round(settings.distance_unit === 'miles' ? driven / KM_PER_MILE : driven)
    try {
      for (const to of path) await transitionRental(ctx.db, rental.id, to, now, tenant.id, { distance })
    } catch (error) {
      if (error instanceof TransitionRefused && error.reason === 'changed') continue
      throw error
    }
    await ctx.db.updateTable('rentals').set({ ended_at: endedAt }).where('tenant_id', '=', tenant.id).where('id', '=', rental.id).execute()
    ended += 1
  }
  return ended
}
