import { sql, type Kysely } from 'kysely'
import { ALERT_OFFER_HOLD_MS } from '@contracts/alert'
import type { Database } from '../../db/schema'
import { lockedWrite } from '../booking/locked-write'
import { isTaken, offersHolding, type TakenWindow } from '../availability/vehicle-taken'
import { availableVehiclesQuery } from '../search/available-vehicles'
import { effectiveLimits } from '../search/booking-settings'
import { ChangeFeed } from '../search/fleet/change-feed'
import { haversineMeters } from '../search/geo'
import type { JobTenant } from '../../jobs/tenants'

/** A vehicle as the watch matches it against alerts. */
interface WatchedVehicle {
  id: number
  tenant_id: number
  station_id: number
  category_id: number | null
  latitude: number
  longitude: number
  station: string
  label: string
}

type AlertRow = Awaited<ReturnType<typeof liveAlertsQuery>>[number]

/** What the watch does with an offer once made: tell the member (outbox), in the offer's transaction. */
export type OfferMade = (trx: Kysely<Database>, offer: MadeOffer) => Promise<void>

export interface MadeOffer {
  tenant: JobTenant
  alertId: number
  userId: number
  vehicle: WatchedVehicle
  startMs: number
  endMs: number
  expiresAt: number
}

export interface AlertWatchOptions {
  db: Kysely<Database>
  clock: () => number
  /** The tenants and their settings, read afresh by each pass. */
  tenants: () => Promise<JobTenant[]>
  onOffer: OfferMade
  /** Runs after each offer's transaction commits (the in-process queue's held delivery jobs). */
  afterCommit?: () => Promise<void>
}

/**
 * Notes vehicles in the change feed (search_changes) by hand, for the changes its triggers cannot
 * see: a hold that ends frees its vehicle for everyone's search and for the next alert.
 */
export async function noteVehicleChanges(db: Kysely<Database>, vehicleIds: readonly number[]): Promise<void> {
  if (vehicleIds.length === 0) return
  const now = Date.now()
  await db
    .insertInto('search_changes')
    .values(vehicleIds.map((id) => ({ vehicle_id: id, created_at: now })))
    .execute()
}

function liveAlertsQuery(db: Kysely<Database>, v: WatchedVehicle, stationScope: 'station' | 'address', nowMs: number) {
  let q = db.selectFrom('alerts as a').selectAll('a').where('a.tenant_id', '=', v.tenant_id).where('a.status', '=', 'active').where('a.start_time', '>', nowMs)
  q = stationScope === 'station' ? q.where('a.start_station_id', '=', v.station_id) : q.where('a.start_station_id', 'is', null)
  return (
    q
      // An alert already holding a vehicle waits; one offered this vehicle before never gets it again.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('alert_offers as o')
              .select(sql.lit(1).as('one'))
              .whereRef('o.alert_id', '=', 'a.id')
              .where((e) => e.or([e('o.vehicle_id', '=', v.id), e.and([e('o.status', '=', 'open'), e('o.expires_at', '>', nowMs)])])),
          ),
        ),
      )
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute()
  )
}

/**
 * The watch: reads the change feed the search reads (migration 0005: every write to a vehicle or a
 * rental, whoever made it, plus the holds that end, noted here), and for each changed vehicle looks
 * only at the live alerts of its station (and the address alerts of its tenant), oldest first. The
 * first whose search the vehicle now meets, by the search's own availability rules, gets it as an
 * offer held for ALERT_OFFER_HOLD_MS; later alerts over the same times wait for it to expire.
 *
 * Any number of processes may run one: an offer is made under the vehicle's row lock (the lock a
 * booking takes), after checking again that the vehicle is free and not held over those times, and
 * (alert, vehicle) is unique, so two watches seeing the same change make one offer.
 */
export class AlertWatch {
  private readonly feed: ChangeFeed

  constructor(private readonly o: AlertWatchOptions) {
    this.feed = new ChangeFeed(o.db)
  }

  /** Where the watch starts: changes made from now on. */
  async start(): Promise<void> {
    await this.feed.mark()
  }

  /** One pass: expire the holds past their time, read the feed, offer the vehicles it names. Answers the offers made. */
  async tick(): Promise<number> {
    if (!this.feed.started) await this.feed.mark()
    await this.expireHolds()
    const read = await this.feed.read()
    let vehicleIds: number[]
    if (read === 'reset') {
      // Changes may have been missed: every vehicle of a station some live alert watches.
      await this.feed.mark()
      vehicleIds = await this.vehiclesUnderAlerts()
    } else {
      vehicleIds = [...read]
    }
    if (vehicleIds.length === 0) return 0
    const tenants = new Map((await this.o.tenants()).map((t) => [t.id, t]))
    let made = 0
    for (const id of vehicleIds) made += await this.offerVehicle(id, tenants)
    return made
  }

  /** Ends the open offers past their time and notes their vehicles in the feed: every watch then offers them on. */
  async expireHolds(): Promise<void> {
    const now = this.o.clock()
    // A read first: most passes find nothing, and a write would take SQLite's lock every second.
    const due = await this.o.db.selectFrom('alert_offers').select('id').where('status', '=', 'open').where('expires_at', '<=', now).limit(1).executeTakeFirst()
    if (!due) return
    await this.o.db.transaction().execute(async (trx) => {
      const ended = await trx.updateTable('alert_offers').set({ status: 'expired' }).where('status', '=', 'open').where('expires_at', '<=', now).returning('vehicle_id').execute()
      await noteVehicleChanges(
        trx,
        ended.map((r) => r.vehicle_id),
      )
    })
  }

  private async vehiclesUnderAlerts(): Promise<number[]> {
    const now = this.o.clock()
    const rows = await this.o.db
      .selectFrom('vehicles as v')
      .select('v.id')
      .where('v.active', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('alerts as a')
            .select(sql.lit(1).as('one'))
            .whereRef('a.tenant_id', '=', 'v.tenant_id')
            .where('a.status', '=', 'active')
            .where('a.start_time', '>', now)
            .where((e) => e.or([e('a.start_station_id', 'is', null), e('a.start_station_id', '=', e.ref('v.station_id'))])),
        ),
      )
      .execute()
    return rows.map((r) => r.id)
  }

  private async loadVehicle(id: number): Promise<WatchedVehicle | null> {
    const row = await this.o.db
      .selectFrom('vehicles as v')
      .innerJoin('stations as s', 's.id', 'v.station_id')
      .select(['v.id', 'v.tenant_id', 'v.station_id', 'v.category_id', 'v.make', 'v.model', 'v.license_plate', 's.name', 's.latitude', 's.longitude'])
      .where('v.id', '=', id)
      .where('v.active', '=', 1)
      .executeTakeFirst()
    if (!row || row.station_id === null) return null
    return {
      id: row.id,
      tenant_id: row.tenant_id,
      station_id: row.station_id,
      category_id: row.category_id,
      latitude: row.latitude,
      longitude: row.longitude,
      station: row.name,
      label: `${row.make} ${row.model} (${row.license_plate})`,
    }
  }

  /** Offers one vehicle to the alerts it meets, oldest first, one per stretch of time. Answers the offers made. */
  async offerVehicle(vehicleId: number, tenants: ReadonlyMap<number, JobTenant>): Promise<number> {
    const v = await this.loadVehicle(vehicleId)
    if (!v) return 0
    const tenant = tenants.get(v.tenant_id)
    if (!tenant) return 0
    const now = this.o.clock()
    const near = (a: AlertRow) => a.latitude !== null && a.longitude !== null && haversineMeters({ latitude: a.latitude, longitude: a.longitude }, v) <= (a.radius_km ?? 0) * 1000
    // A first cut on the category, without a query per alert; the search's rules decide (meets).
    const mayFit = (a: AlertRow) => a.category_ids === '[]' || (v.category_id !== null && (JSON.parse(a.category_ids) as number[]).includes(v.category_id))
    const candidates = [...(await liveAlertsQuery(this.o.db, v, 'station', now)), ...(await liveAlertsQuery(this.o.db, v, 'address', now)).filter(near)].filter(mayFit)
    candidates.sort((a, b) => a.created_at - b.created_at || a.id - b.id)
    const prepareDelayMs = effectiveLimits(tenant.settings).prepareDelayMs
    // The stretches offered in this pass: an alert over times one of them takes waits its turn.
    const given: TakenWindow[] = []
    let made = 0
    for (const a of candidates) {
      const window = { startMs: a.start_time, endMs: a.end_time, prepareDelayMs }
      if (isTaken(given, window)) continue
      const offered = await this.tryOffer(tenant, v, a, window)
      if (offered) {
        given.push(window)
        made += 1
      }
    }
    return made
  }

  private async tryOffer(tenant: JobTenant, v: WatchedVehicle, a: AlertRow, window: TakenWindow): Promise<boolean> {
    const filters = {
      categories: JSON.parse(a.category_ids) as number[],
      options: JSON.parse(a.options) as string[],
      gearsType: a.gears_type,
      seatsCount: a.seats_count,
    }
    // A cheap look first, without the lock: most changes free nothing for this alert.
    if (!(await this.meets(this.o.db, tenant, v, filters, window))) return false
    const offered = await lockedWrite(this.o.db, [{ table: 'vehicles', id: v.id }], async (trx) => {
      const now = this.o.clock()
      if (!(await this.meets(trx, tenant, v, filters, window))) return false
      const still = await trx
        .selectFrom('alerts')
        .select('id')
        .where('id', '=', a.id)
        .where('status', '=', 'active')
        .where('start_time', '>', now)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('alert_offers as o')
                .select(sql.lit(1).as('one'))
                .whereRef('o.alert_id', '=', 'alerts.id')
                .where((e) => e.or([e('o.vehicle_id', '=', v.id), e.and([e('o.status', '=', 'open'), e('o.expires_at', '>', now)])])),
            ),
          ),
        )
        .executeTakeFirst()
      if (!still) return false
      const expiresAt = now + ALERT_OFFER_HOLD_MS
      await trx
        .insertInto('alert_offers')
        .values({
          tenant_id: tenant.id,
          alert_id: a.id,
          user_id: a.user_id,
          vehicle_id: v.id,
          start_time: a.start_time,
          end_time: a.end_time,
          status: 'open',
          expires_at: expiresAt,
          created_at: now,
        })
        .execute()
      await this.o.onOffer(trx, { tenant, alertId: a.id, userId: a.user_id, vehicle: v, startMs: a.start_time, endMs: a.end_time, expiresAt })
      return true
    })
    if (offered) await this.o.afterCommit?.()
    return offered
  }

  /** The vehicle meets the alert's search now, by the search's availability rules, and no offer holds it over those times. */
  private async meets(db: Kysely<Database>, tenant: JobTenant, v: WatchedVehicle, filters: Parameters<typeof availableVehiclesQuery>[3], window: TakenWindow): Promise<boolean> {
    const free = await availableVehiclesQuery(db, tenant.id, [v.station_id], filters, window).where('v.id', '=', v.id).executeTakeFirst()
    if (!free) return false
    // Not held over these times, for anyone: one vehicle, one offer over a stretch of time.
    const held = await offersHolding(db, tenant.id, window, this.o.clock()).select('id').where('vehicle_id', '=', v.id).executeTakeFirst()
    return held === undefined
  }
}
