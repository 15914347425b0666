import type { Kysely } from 'kysely'
import { BLOCKING_STATUSES } from '@contracts/rental'
import type { Database } from '../../db/schema'

/*
 * The one owner of "is this vehicle taken over these times": a rental in a blocking status
 * (contracts/rental.ts BLOCKING_STATUSES), widened by the tenant's prepare_delay on both sides,
 * keeps the vehicle; an open alert offer holds it the same way until it expires (alerts/holds.ts).
 * The search (SQL and in-memory fleet), the booking, the change of a booking's times, the
 * extension's latest end and the alert watch all ask here, so the rule reads the same wherever a
 * vehicle is offered or refused.
 */

/** The times asked for, [startMs, endMs), and the tenant's preparation delay between two rentals. */
export interface TakenWindow {
  startMs: number
  endMs: number
  prepareDelayMs: number
}

/** The stretch the vehicle must be free over: the window widened by the preparation delay (never negative). */
export interface HeldSpan {
  from: number
  to: number
}

export function heldSpan(w: TakenWindow): HeldSpan {
  const pad = Math.max(0, w.prepareDelayMs)
  return { from: w.startMs - pad, to: w.endMs + pad }
}

/** Whether something keeping the vehicle over [startMs, endMs) meets the span (touching ends do not). */
export function meetsSpan(startMs: number, endMs: number, span: HeldSpan): boolean {
  return startMs < span.to && endMs > span.from
}

/**
 * Whether one of these intervals (a vehicle's blocking rentals or holds) takes it over the window:
 * the in-memory form of rentalsTaking and offersHolding below.
 */
export function isTaken(busy: Iterable<{ startMs: number; endMs: number }>, w: TakenWindow): boolean {
  const span = heldSpan(w)
  for (const b of busy) if (meetsSpan(b.startMs, b.endMs, span)) return true
  return false
}

/** The latest end a rental may keep before another starting at `nextStartMs` (the span's other side). */
export function latestEndBefore(nextStartMs: number, prepareDelayMs: number): number {
  return nextStartMs - Math.max(0, prepareDelayMs)
}

/**
 * The blocking rentals that take a vehicle over the window; the caller names the vehicle (one id,
 * or the outer row of a search) and the columns. Its conditions stay on the rentals_vehicle_end
 * index (vehicle_id, reservation_end_time, reservation_start_time, status), which covers them.
 */
export function rentalsTaking(db: Kysely<Database>, w: TakenWindow) {
  const span = heldSpan(w)
  return db
    .selectFrom('rentals')
    .where('rentals.reservation_end_time', '>', span.from)
    .where('rentals.reservation_start_time', '<', span.to)
    .where('rentals.status', 'in', [...BLOCKING_STATUSES])
}

/** An open alert offer as the search's fleet keeps it in memory (search/fleet/fleet-index.ts). */
export interface OpenOffer {
  vehicleId: number
  userId: number
  startMs: number
  endMs: number
  expiresMs: number
}

/** Whether an open offer holds its vehicle over the window at `nowMs`: the in-memory form of offersHolding below. */
export function offerHolds(offer: OpenOffer, w: TakenWindow, nowMs: number): boolean {
  return offer.expiresMs > nowMs && meetsSpan(offer.startMs, offer.endMs, heldSpan(w))
}

/** The alert offers holding a vehicle over the window at `nowMs` (open and not expired); the caller says for whom. */
export function offersHolding(db: Kysely<Database>, tenantId: number, w: TakenWindow, nowMs: number) {
  const span = heldSpan(w)
  return db
    .selectFrom('alert_offers')
    .where('alert_offers.tenant_id', '=', tenantId)
    .where('alert_offers.status', '=', 'open')
    .where('alert_offers.expires_at', '>', nowMs)
    .where('alert_offers.start_time', '<', span.to)
    .where('alert_offers.end_time', '>', span.from)
}

export interface VehicleTakenQuery {
  tenantId: number
  vehicleId: number
  window: TakenWindow
  /** The rental being moved, which never takes the vehicle from itself. */
  exceptRentalId?: number
}

/** True when a blocking rental of the tenant takes the vehicle over the window (a booking's and a change's check). */
export async function vehicleIsTaken(db: Kysely<Database>, q: VehicleTakenQuery): Promise<boolean> {
  let query = rentalsTaking(db, q.window).select('rentals.id').where('rentals.tenant_id', '=', q.tenantId).where('rentals.vehicle_id', '=', q.vehicleId)
  if (q.exceptRentalId !== undefined) query = query.where('rentals.id', '!=', q.exceptRentalId)
  return (await query.limit(1).executeTakeFirst()) !== undefined
}
