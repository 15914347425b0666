import { z } from 'zod'
import type { VehicleStatus } from '@contracts/trip'
import { VEHICLE_ACCESS_TIMEOUT_MS_DEFAULT, VehicleAccessFailure, withTimeout, type AccessCommand, type AccessVehicle, type VehicleAccess } from './vehicle-access'

export interface HttpAccessOptions {
  /** VEHICLE_ACCESS_URL: the gateway's base, e.g. https://api.example.com/oneapi/v1 */
  baseUrl: string
  /** VEHICLE_ACCESS_TOKEN: the API key, sent as a bearer token. */
  token: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/** The gateway's view of a vehicle, as telematics gateways in the INVERS OneAPI style describe it. */
const GatewayStateSchema = z.object({
  locked: z.boolean(),
  /** Fuel level, or state of charge for an electric vehicle, in percent. */
  energy_level_percent: z.number().nullish(),
  odometer_km: z.number().nullish(),
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
})
const CommandAnswerSchema = z.object({ command_id: z.string(), state: z.enum(['succeeded', 'failed']), reason: z.string().nullish(), vehicle_state: GatewayStateSchema.nullish() })

/**
 * A telematics gateway: one command endpoint per vehicle (POST {base}/vehicles/{ref}/commands with
 * {command_id, type}), its state at GET {base}/vehicles/{ref}/state, an API key. The command id
 * makes a repeated command (our retry after a lost answer) act once on the gateway's side too.
 * A refusal by the box (a door open, a key not in its holder) is `refused`; a box the gateway
 * cannot reach, or a gateway that fails, is `unreachable`; silence is `timeout`.
 */
export function httpVehicleAccess(options: HttpAccessOptions): VehicleAccess {
  const timeoutMs = options.timeoutMs ?? VEHICLE_ACCESS_TIMEOUT_MS_DEFAULT
  const doFetch = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
  const headers = { authorization: `Bearer ${options.token}`, accept: 'application/json' }

  async function send(url: string, init: RequestInit, signal: AbortSignal): Promise<unknown> {
    let res: Response
    try {
      res = await doFetch(url, { ...init, headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) }, signal })
    } catch (error) {
      if (signal.aborted) throw new VehicleAccessFailure('timeout', `no answer within ${timeoutMs} ms`)
      throw new VehicleAccessFailure('unreachable', `gateway not reachable: ${(error as Error).message}`)
    }
    const text = await res.text()
    if (res.status === 409 || res.status === 422) throw new VehicleAccessFailure('refused', `gateway refused (${res.status}): ${text.slice(0, 200)}`)
    if (res.status === 504 || res.status === 408) throw new VehicleAccessFailure('timeout', `gateway timed out (${res.status})`)
    if (!res.ok) throw new VehicleAccessFailure('unreachable', `gateway answered ${res.status}: ${text.slice(0, 200)}`)
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new VehicleAccessFailure('unreachable', 'gateway answered something other than JSON')
    }
  }

  const vehicleUrl = (vehicle: AccessVehicle) => `${base}/vehicles/${encodeURIComponent(vehicle.reference)}`

  async function command(vehicle: AccessVehicle, type: 'unlock' | 'lock', cmd: AccessCommand): Promise<VehicleStatus> {
    return withTimeout(timeoutMs, async (signal) => {
      const raw = await send(`${vehicleUrl(vehicle)}/commands`, { method: 'POST', body: JSON.stringify({ command_id: cmd.commandId, type }) }, signal)
      const answer = CommandAnswerSchema.safeParse(raw)
      if (!answer.success) throw new VehicleAccessFailure('unreachable', 'gateway answer not understood')
      if (answer.data.state === 'failed') throw new VehicleAccessFailure('refused', answer.data.reason ?? 'refused by the vehicle')
      if (answer.data.vehicle_state) return toStatus(answer.data.vehicle_state)
      return readState(vehicle, signal)
    })
  }

  async function readState(vehicle: AccessVehicle, signal: AbortSignal): Promise<VehicleStatus> {
    const state = GatewayStateSchema.safeParse(await send(`${vehicleUrl(vehicle)}/state`, { method: 'GET' }, signal))
    if (!state.success) throw new VehicleAccessFailure('unreachable', 'gateway state not understood')
    return toStatus(state.data)
  }

  return {
    kind: 'http',
    timeoutMs,
    unlock: (vehicle, cmd) => command(vehicle, 'unlock', cmd),
    lock: (vehicle, cmd) => command(vehicle, 'lock', cmd),
    status: (vehicle) => withTimeout(timeoutMs, (signal) => readState(vehicle, signal)),
  }
}

function toStatus(s: z.infer<typeof GatewayStateSchema>): VehicleStatus {
  return {
    locked: s.locked,
    energy_percent: s.energy_level_percent ?? null,
    odometer_km: s.odometer_km ?? null,
    position: s.position ?? null,
  }
}
