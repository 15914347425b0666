import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { httpVehicleAccess } from './http-provider'
import { simulatedVehicleAccess } from './simulated'
import type { VehicleAccess } from './vehicle-access'

/** The gateway when VEHICLE_ACCESS_URL is set (with its token, config.ts checks), else the simulated vehicles. */
export function createVehicleAccess(db: Kysely<Database>, config: { url: string | undefined; token: string | undefined; timeoutMs: number }, clock: () => number): VehicleAccess {
  if (config.url && config.token) return httpVehicleAccess({ baseUrl: config.url, token: config.token, timeoutMs: config.timeoutMs })
  return simulatedVehicleAccess(db, { timeoutMs: config.timeoutMs, clock })
}
