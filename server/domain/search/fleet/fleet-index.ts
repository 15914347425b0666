import type { Kysely } from 'kysely'
import { BLOCKING_STATUSES } from '@contracts/rental'
import { offerHolds, type OpenOffer, type TakenWindow } from '../../availability/vehicle-taken'
import type { Database, VehicleRow } from '../../../db/schema'
import type { WriteSignal } from '../../../db/write-signal'
import { ChangeFeed } from './change-feed'
import type { TenantFleet } from './fleet-availability'
import { toFleetVehicle, type BusyRow } from './fleet-vehicle'

const DAY = 86_400_000
// Searches start now at the earliest (time-rules.ts), widened by a prepare delay of hours at most:
// rentals that ended two days before a fleet was loaded can never block one of its searches.
const HORIZON_MS = 2 * DAY
// Keeps `in (...)` lists well under SQLite's and PostgreSQL's parameter limits.
const CHUNK = 500

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

function groupBusy(rows: readonly BusyRow[]): Map<number, BusyRow[]> {
  const byVehicle = new Map<number, BusyRow[]>()
  for (const r of rows) {
    const list = byVehicle.get(r.vehicle_id)
    if (list) list.push(r)
    else byVehicle.set(r.vehicle_id, [r])
  }
  return byVehicle
}

function addToStation(fleet: TenantFleet, stationId: number | null, id: number): void {
  if (stationId === null) return
  fleet.packs.delete(stationId)
  const list = fleet.byStation.get(stationId)
  if (!list) {
    fleet.byStation.set(stationId, [id])
    return
  }
  let i = list.length
  while (i > 0 && list[i - 1] > id) i--
  if (list[i - 1] !== id) list.splice(i, 0, id)
}

function removeFromStation(fleet: TenantFleet, stationId: number | null, id: number): void {
  if (stationId !== null) fleet.packs.delete(stationId)
  const list = stationId === null ? undefined : fleet.byStation.get(stationId)
  const i = list ? list.indexOf(id) : -1
  if (list && i >= 0) list.splice(i, 1)
}

export interface FleetFreshness {
  /** This process's writes (the database handle's): one of them makes the next search read the feed. */
  writes: WriteSignal
  /** Writes by other processes are seen within this long (0: every search reads the feed). */
  maxLagMs: number
  /** Wall-clock time. */
  clock?: () => number
}

/**
 * Every tenant's vehicles and the intervals their blocking rentals hold, in memory, so that a
 * search reads no table: on a large fleet the per-vehicle availability probe, and each statement's
 * file locking, were most of a search's cost (server/bench/RESULTS.md). It follows the
 * change feed (migration 0005), which every committed write to a vehicle or a rental leaves, from
 * this process or any other, and reloads the vehicles named there. A search sees every write this
 * process committed before it (the handle's WriteSignal), and other processes' writes within
 * `maxLagMs`, or at once when that is 0. Bookings never rely on it: they check availability in SQL
 * inside their transaction, so a lagging search can at worst offer a vehicle a booking then refuses.
 *
 * Reads of the feed and loads run one at a time, in order, so that a later read's answer is never
 * overwritten by an earlier one's; searches arriving while one runs share the next.
 */
export class FleetIndex {
  private readonly fleets = new Map<number, TenantFleet>()
  // Every tenant's open alert offers, by tenant, read again with the feed: holds are few (one per
  // alert at most, for ten minutes), and reading them per search cost a query on every search.
  private offers = new Map<number, OpenOffer[]>()
  private readonly feed: ChangeFeed
  private readonly clock: () => number
  private tail: Promise<unknown> = Promise.resolve()
  private nextRefresh: Promise<void> | null = null
  private writesSeen = -1
  private readAt = -Infinity

  constructor(
    private readonly db: Kysely<Database>,
    private readonly freshness: FleetFreshness | null = null,
  ) {
    this.clock = freshness?.clock ?? Date.now
    this.feed = new ChangeFeed(db, this.clock)
  }

  private isFresh(): boolean {
    const f = this.freshness
    return f !== null && f.writes.count === this.writesSeen && this.clock() - this.readAt < f.maxLagMs
  }

  /** The tenant's fleet, as fresh as the constructor's `freshness` says (without one: every commit). */
  async current(tenantId: number, nowMs: number): Promise<TenantFleet> {
    if (!this.isFresh()) await this.refresh()
    return this.fleets.get(tenantId) ?? this.exclusive(async () => this.fleets.get(tenantId) ?? this.load(tenantId, nowMs))
  }

  /**
   * Reads the feed every `everyMs` while a fleet is loaded, so that a quiet spell longer than the
   * feed keeps its rows never costs a full reload. Returns what stops it.
   */
  keepWarm(everyMs: number): () => void {
    const timer = setInterval(() => {
      if (this.fleets.size > 0) this.refresh().catch(() => undefined)
    }, everyMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  /**
   * The tenant's vehicles held by an open alert offer for a member other than `memberId` (null: a
   * guest) over the window at `nowMs`, as fresh as the fleet `current` gave: call it after that.
   */
  heldForOthers(tenantId: number, memberId: number | null, w: TakenWindow, nowMs: number): Set<number> {
    const held = new Set<number>()
    for (const offer of this.offers.get(tenantId) ?? []) if (offer.userId !== memberId && offerHolds(offer, w, nowMs)) held.add(offer.vehicleId)
    return held
  }

  private async loadOffers(): Promise<void> {
    const rows = await this.db
      .selectFrom('alert_offers')
      .select(['tenant_id', 'vehicle_id', 'user_id', 'start_time', 'end_time', 'expires_at'])
      .where('status', '=', 'open')
      .execute()
    const offers = new Map<number, OpenOffer[]>()
    for (const r of rows) {
      const list = offers.get(r.tenant_id) ?? []
      list.push({ vehicleId: r.vehicle_id, userId: r.user_id, startMs: Number(r.start_time), endMs: Number(r.end_time), expiresMs: Number(r.expires_at) })
      offers.set(r.tenant_id, list)
    }
    this.offers = offers
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task)
    this.tail = run.catch(() => undefined)
    return run
  }

  private refresh(): Promise<void> {
    if (this.nextRefresh) return this.nextRefresh
    const queued: Promise<void> = this.exclusive(async () => {
      if (this.nextRefresh === queued) this.nextRefresh = null
      // Taken before the read: a write noted while it runs makes the next search read again.
      if (this.freshness) this.writesSeen = this.freshness.writes.count
      this.readAt = this.clock()
      await this.applyChanges()
      await this.loadOffers()
    })
    this.nextRefresh = queued
    return queued
  }

  private async load(tenantId: number, nowMs: number): Promise<TenantFleet> {
    if (!this.feed.started) await this.feed.mark()
    const horizonMs = nowMs - HORIZON_MS
    const rows = await this.db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute()
    const busy = await this.busyAfter(horizonMs, 'tenant_id', [tenantId])
    const fleet: TenantFleet = { tenantId, horizonMs, vehicles: new Map(), byStation: new Map(), packs: new Map() }
    for (const row of rows) this.put(fleet, row, busy.get(row.id) ?? [])
    this.fleets.set(tenantId, fleet)
    return fleet
  }

  /** The blocking rentals ending after `horizonMs` of the given tenants or vehicles, by vehicle. */
  private async busyAfter(horizonMs: number, scope: 'tenant_id' | 'vehicle_id', ids: number[]): Promise<Map<number, BusyRow[]>> {
    const rows = await this.db
      .selectFrom('rentals')
      .select(['vehicle_id', 'reservation_start_time', 'reservation_end_time'])
      .where(scope, 'in', ids)
      .where('status', 'in', [...BLOCKING_STATUSES])
      .where('reservation_end_time', '>', horizonMs)
      .execute()
    return groupBusy(rows)
  }

  private put(fleet: TenantFleet, row: VehicleRow, busy: readonly BusyRow[]): void {
    const before = fleet.vehicles.get(row.id)
    if (before && before.stationId !== row.station_id) removeFromStation(fleet, before.stationId, row.id)
    fleet.vehicles.set(row.id, toFleetVehicle(row, busy))
    addToStation(fleet, row.station_id, row.id)
  }

  private drop(fleet: TenantFleet, id: number): void {
    const before = fleet.vehicles.get(id)
    if (!before) return
    removeFromStation(fleet, before.stationId, id)
    fleet.vehicles.delete(id)
  }

  private async applyChanges(): Promise<void> {
    if (!this.feed.started) return
    const changed = await this.feed.read()
    if (changed === 'reset') {
      this.fleets.clear()
      await this.feed.mark()
      return
    }
    if (changed.size === 0 || this.fleets.size === 0) return
    const horizonMs = Math.min(...[...this.fleets.values()].map((f) => f.horizonMs))
    for (const ids of chunks([...changed])) {
      const rows = await this.db.selectFrom('vehicles').selectAll().where('id', 'in', ids).execute()
      const busy = await this.busyAfter(horizonMs, 'vehicle_id', ids)
      const byId = new Map(rows.map((r) => [r.id, r]))
      for (const id of ids) {
        const row = byId.get(id)
        for (const fleet of this.fleets.values()) {
          if (row && row.tenant_id === fleet.tenantId) this.put(fleet, row, busy.get(id) ?? [])
          else this.drop(fleet, id)
        }
      }
    }
  }
}
