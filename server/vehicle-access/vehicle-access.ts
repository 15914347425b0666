import type { VehicleStatus } from '@contracts/trip'

/** The vehicle as the access adapter addresses it. */
export interface AccessVehicle {
  id: number
  tenantId: number
  /** The operator's own reference of the vehicle (vehicles.internal_identifier): the gateway's vehicle id. */
  reference: string
}

/** The rental a command is sent for, and the command's id: a gateway receiving the same id twice acts once. */
export interface AccessCommand {
  commandId: string
  rentalId: number | null
}

export type AccessFailureKind = 'unreachable' | 'refused' | 'timeout'

/** A command that did not succeed, typed so the caller can say what to do (the access instructions, the phone). */
export class VehicleAccessFailure extends Error {
  override name = 'VehicleAccessFailure'
  constructor(
    readonly kind: AccessFailureKind,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Opening and closing a vehicle from the phone, through a telematics box. Every method answers
 * within the provider's timeout or fails with VehicleAccessFailure('timeout'): nothing waits for
 * a vehicle in an underground car park forever.
 */
export interface VehicleAccess {
  /** 'simulated' or 'http', for the start banner and the command log. */
  readonly kind: string
  readonly timeoutMs: number
  unlock(vehicle: AccessVehicle, command: AccessCommand): Promise<VehicleStatus>
  lock(vehicle: AccessVehicle, command: AccessCommand): Promise<VehicleStatus>
  status(vehicle: AccessVehicle): Promise<VehicleStatus>
}

/** The default timeout: a driver in front of the car hears back well within 20 seconds. */
export const VEHICLE_ACCESS_TIMEOUT_MS_DEFAULT = 8000

/**
 * Races `work` against the timeout. The work is not cancelled by this (a provider aborts its own
 * request with the signal), only no longer waited for.
 */
export async function withTimeout<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new VehicleAccessFailure('timeout', `no answer within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    return await Promise.race([work(controller.signal), expired])
  } finally {
    clearTimeout(timer)
  }
}
