import type { Kysely } from 'kysely'
import type { VehicleStatus } from '@contracts/trip'
import type { Database } from '../db/schema'
import { VEHICLE_ACCESS_TIMEOUT_MS_DEFAULT, withTimeout, type AccessVehicle, type VehicleAccess } from './vehicle-access'

export interface SimulatedOptions {
  timeoutMs?: number
  clock?: () => number
  /** Milliseconds each answer takes, as a box on a mobile network would: 200-800 by default. */
  latencyMs?: () => number
}

const randomLatency = () => 200 + Math.floor(Math.random() * 600)

/**
 * The embedded provider (the default, as the offline card provider is for payments): each vehicle's
 * state lives in vehicle_access_states, so every process sees one car. A vehicle starts locked at
 * its station with the energy level its row records. A vehicle whose access_simulation is
 * 'unreachable' never answers: the caller's timeout is what the driver meets, as with a real box
 * out of coverage.
 */
export function simulatedVehicleAccess(db: Kysely<Database>, options: SimulatedOptions = {}): VehicleAccess {
  const timeoutMs = options.timeoutMs ?? VEHICLE_ACCESS_TIMEOUT_MS_DEFAULT
  const clock = options.clock ?? Date.now
  const latency = options.latencyMs ?? randomLatency

  const answer = <T>(vehicle: AccessVehicle, work: () => Promise<T>): Promise<T> =>
    withTimeout(timeoutMs, async (signal) => {
      const row = await db.selectFrom('vehicles').select('access_simulation').where('tenant_id', '=', vehicle.tenantId).where('id', '=', vehicle.id).executeTakeFirst()
      // Out of coverage: no answer at all, until the caller's timeout gives up.
      if (!row || row.access_simulation === 'unreachable') return new Promise<never>(() => {})
      await sleep(latency(), signal)
      return work()
    })

  async function current(vehicle: AccessVehicle): Promise<VehicleStatus> {
    const state = await db.selectFrom('vehicle_access_states').selectAll().where('vehicle_id', '=', vehicle.id).where('tenant_id', '=', vehicle.tenantId).executeTakeFirst()
    if (state) return toStatus(state)
    const v = await db
      .selectFrom('vehicles as v')
      .leftJoin('stations as s', 's.id', 'v.station_id')
      .select(['v.box_fuel_level', 'v.box_state_of_charge', 'v.fuel_type', 'v.box_latitude', 'v.box_longitude', 's.latitude', 's.longitude'])
      .where('v.tenant_id', '=', vehicle.tenantId)
      .where('v.id', '=', vehicle.id)
      .executeTakeFirstOrThrow()
    const energy = (v.fuel_type === 'electric' ? v.box_state_of_charge : v.box_fuel_level) ?? 80
    const initial = {
      vehicle_id: vehicle.id,
      tenant_id: vehicle.tenantId,
      locked: 1,
      energy_percent: Math.min(100, Math.max(0, energy)),
      odometer_km: 10_000 + vehicle.id * 137,
      latitude: v.box_latitude ?? v.latitude ?? null,
      longitude: v.box_longitude ?? v.longitude ?? null,
      updated_at: clock(),
    }
    // Two processes may create it at once: the second insert changes nothing.
    await db
      .insertInto('vehicle_access_states')
      .values(initial)
      .onConflict((oc) => oc.column('vehicle_id').doNothing())
      .execute()
    return toStatus(initial)
  }

  async function setLocked(vehicle: AccessVehicle, locked: boolean): Promise<VehicleStatus> {
    const before = await current(vehicle)
    // A short drive between two commands, so a trip's summary has a distance and an energy use.
    const driven = !locked ? 0 : 3 + (vehicle.id % 7)
    const next = {
      locked: locked ? 1 : 0,
      odometer_km: (before.odometer_km ?? 0) + driven,
      energy_percent: before.energy_percent === null ? null : Math.max(0, before.energy_percent - driven / 10),
      updated_at: clock(),
    }
    await db.updateTable('vehicle_access_states').set(next).where('vehicle_id', '=', vehicle.id).where('tenant_id', '=', vehicle.tenantId).execute()
    return { ...before, locked, odometer_km: next.odometer_km, energy_percent: next.energy_percent }
  }

  return {
    kind: 'simulated',
    timeoutMs,
    unlock: (vehicle) => answer(vehicle, () => setLocked(vehicle, false)),
    lock: (vehicle) => answer(vehicle, () => setLocked(vehicle, true)),
    status: (vehicle) => answer(vehicle, () => current(vehicle)),
  }
}

function toStatus(s: { locked: number; energy_percent: number | null; odometer_km: number | null; latitude: number | null; longitude: number | null }): VehicleStatus {
  return {
    locked: s.locked === 1,
    energy_percent: s.energy_percent,
    odometer_km: s.odometer_km,
    position: s.latitude === null || s.longitude === null ? null : { latitude: s.latitude, longitude: s.longitude },
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

/** Moves a simulated vehicle (tests, and the operator's CLI): where it is now. */
export async function placeSimulatedVehicle(db: Kysely<Database>, vehicle: { id: number; tenantId: number }, position: { latitude: number; longitude: number }): Promise<void> {
  await db
    .updateTable('vehicle_access_states')
    .set({ latitude: position.latitude, longitude: position.longitude })
    .where('vehicle_id', '=', vehicle.id)
    .where('tenant_id', '=', vehicle.tenantId)
    .execute()
}
