import type { LightMyRequestResponse } from 'fastify'
import type { TripErrorBody, TripRefusal, VehicleSide } from '@contracts/trip'
import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { simulatedVehicleAccess } from '../../../server/vehicle-access/simulated'
import type { VehicleAccess } from '../../../server/vehicle-access/vehicle-access'
import { createTestContext, type TestContext } from '../helpers'
import { multipartBody } from '../registration/registration-helpers'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'

export { HOUR }

/** A test context whose clock the test moves, with simulated vehicles answering at once (their 200-800 ms is tested in vehicle-access.test.ts). */
export async function tripContext(options: { timeoutMs?: number } = {}) {
  const clock = testClock()
  const timeoutMs = options.timeoutMs ?? 1500
  // The simulated provider needs the context's database, which exists once the app does.
  let inner: VehicleAccess | null = null
  const late = (): VehicleAccess => (inner ??= simulatedVehicleAccess(ctx.db, { timeoutMs, clock: clock.read, latencyMs: () => 5 }))
  const vehicleAccess: VehicleAccess = {
    kind: 'simulated',
    timeoutMs,
    unlock: (v, c) => late().unlock(v, c),
    lock: (v, c) => late().lock(v, c),
    status: (v) => late().status(v),
  }
  const ctx: TestContext = await createTestContext({ config: { vehicleAccess: { url: undefined, token: undefined, timeoutMs } }, adapters: { clock: clock.read, vehicleAccess } })
  return { ctx, clock }
}

/** A rental of the demo tenant returning to its vehicle's station, as the back office would leave it. */
export async function tripRental(ctx: TestContext, now: number, r: { driver?: string; status: string; startInHours: number; hours: number; vehicleId?: number }) {
  const rental = await insertRental(ctx, now, { driver: r.driver ?? 'driver@demo.test', ...r })
  const vehicle = await ctx.db.selectFrom('vehicles').select(['station_id', 'tenant_id']).where('id', '=', rental.vehicleId).executeTakeFirstOrThrow()
  await ctx.db.updateTable('rentals').set({ start_station_id: vehicle.station_id, end_station_id: vehicle.station_id }).where('id', '=', rental.id).execute()
  return { ...rental, stationId: vehicle.station_id!, tenantId: vehicle.tenant_id }
}

export function postReport(
  ctx: TestContext,
  token: string,
  rentalId: number,
  fields: { moment: string; side: string; note?: string },
  photo?: Buffer | { content: Buffer; filename: string },
) {
  const f: Record<string, string> = { moment: fields.moment, side: fields.side, ...(fields.note !== undefined ? { note: fields.note } : {}) }
  const file =
    photo === undefined
      ? undefined
      : Buffer.isBuffer(photo)
        ? { field: 'photo', filename: 'side.png', content: photo, type: 'image/png' }
        : { field: 'photo', ...photo, type: 'image/png' }
  const { body, headers } = multipartBody(f, file)
  return ctx.call('POST', `/api/user/rentals/${rentalId}/condition_reports`, { token, body, headers })
}

export async function photographSides(
  ctx: TestContext,
  token: string,
  rentalId: number,
  moment: 'start' | 'end',
  sides: readonly VehicleSide[] = ['front', 'back', 'left', 'right'],
) {
  for (const side of sides) {
    const res = await postReport(ctx, token, rentalId, { moment, side }, samplePng(4, true))
    if (res.statusCode !== 201) throw new Error(`report ${side}: ${res.statusCode} ${res.body}`)
  }
}

/** The `trip` of a refusal's first error entry, with its code. */
export function refusal(res: LightMyRequestResponse): TripRefusal & { code: string } {
  const entry = (res.json() as TripErrorBody).errors[0]
  return { code: entry.code, ...entry.trip! }
}
