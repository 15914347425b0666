import type { Kysely } from 'kysely'
import { MAX_ACTIVE_ALERTS, type Alert, type AlertInput } from '@contracts/alert'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import { ruleError, wrongParameter } from '../booking/domain-error'
import { lockedWrite } from '../booking/locked-write'
import type { BookingSettings } from '../search/booking-settings'
import { checkStationIds } from '../search/references'
import { DEFAULT_RADIUS_KM } from '../search/search-input'
import { checkRentalTimes } from '../search/time-rules'

export interface AlertScope {
  db: Kysely<Database>
  tenantId: number
  userId: number
  nowMs: number
}

const FIELDS = { start: 'alert.start_time', end: 'alert.end_time' }

/** An alert is live while active and still to start: the start ends it with no write. */
const live = (scope: AlertScope) =>
  scope.db.selectFrom('alerts').where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).where('status', '=', 'active').where('start_time', '>', scope.nowMs)

/**
 * Checks an alert as the search checks its search (the same ids, engine and date rules, spec
 * sections 5 and 8, errors named under `alert.`), then stores it unless the member already keeps
 * MAX_ACTIVE_ALERTS: counted and inserted with the member's row locked, so two at once cannot both
 * pass. Answers the new alert's id.
 */
export async function createAlert(scope: AlertScope, settings: BookingSettings, input: AlertInput): Promise<number> {
  const { db, tenantId } = scope
  const startStationId = input.start_station_id ?? null
  const hasPoint = input.latitude != null && input.longitude != null
  if (startStationId === null && !hasPoint) throw wrongParameter(settings.search_engine === 'station' ? 'alert.start_station_id' : 'alert.latitude')
  await checkStationIds(db, tenantId, startStationId, input.end_station_id ?? null, settings.features.one_way, 'alert')
  const categoryIds = [...new Set([...(input.category_ids ?? []), ...(input.categories ?? [])])]
  if (categoryIds.length > 0) {
    const found = await db.selectFrom('categories').select('id').where('tenant_id', '=', tenantId).where('id', 'in', categoryIds).execute()
    if (found.length !== categoryIds.length) throw wrongParameter('alert.category_ids')
  }
  const startMs = Date.parse(input.start_time)
  const endMs = Date.parse(input.end_time)
  checkRentalTimes(settings, startMs, endMs, scope.nowMs, FIELDS)

  return lockedWrite(db, [{ table: 'users', id: scope.userId }], async (trx) => {
    const count = await live({ ...scope, db: trx })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    if (Number(count.n) >= MAX_ACTIVE_ALERTS) throw ruleError(409, 'TOO_MANY_ALERTS', 'alert')
    const row = await trx
      .insertInto('alerts')
      .values({
        tenant_id: tenantId,
        user_id: scope.userId,
        status: 'active',
        start_station_id: startStationId,
        end_station_id: input.end_station_id ?? null,
        latitude: startStationId === null ? input.latitude! : null,
        longitude: startStationId === null ? input.longitude! : null,
        radius_km: startStationId === null ? (input.radius ?? DEFAULT_RADIUS_KM) : null,
        start_time: startMs,
        end_time: endMs,
        category_ids: JSON.stringify(categoryIds),
        options: JSON.stringify([...new Set(input.options ?? [])]),
        gears_type: input.gears_type ?? null,
        seats_count: input.seats_count ?? null,
        created_at: scope.nowMs,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  })
}

const iso = (ms: number) => new Date(ms).toISOString()

/** The member's live alerts, oldest first, each with the vehicle held for it now, if any. */
export async function listAlerts(scope: AlertScope, onlyId?: number): Promise<Alert[]> {
  let q = live(scope).selectAll()
  if (onlyId !== undefined) q = q.where('id', '=', onlyId)
  const rows = await q.orderBy('created_at').orderBy('id').execute()
  if (rows.length === 0) return []
  const offers = await scope.db
    .selectFrom('alert_offers')
    .select(['alert_id', 'vehicle_id', 'expires_at'])
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('status', '=', 'open')
    .where('expires_at', '>', scope.nowMs)
    .where(
      'alert_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute()
  const offerOf = new Map(offers.map((o) => [o.alert_id, { vehicle_id: o.vehicle_id, expires_at: iso(o.expires_at) }]))
  return rows.map((r) => ({
    id: r.id,
    start_station_id: r.start_station_id,
    end_station_id: r.end_station_id,
    latitude: r.latitude,
    longitude: r.longitude,
    radius: r.radius_km,
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
    category_ids: JSON.parse(r.category_ids) as number[],
    options: JSON.parse(r.options) as string[],
    gears_type: r.gears_type,
    seats_count: r.seats_count,
    created_at: iso(r.created_at),
    offer: offerOf.get(r.id) ?? null,
  }))
}

/** One of the member's live alerts; another member's, an ended one or none at all: 404. */
export async function findAlert(scope: AlertScope, id: number): Promise<Alert> {
  const [alert] = await listAlerts(scope, id)
  if (!alert) throw notFound()
  return alert
}

/**
 * Ends one of the member's live alerts and lets its open offer go: the held vehicle is free for
 * others at once (and the watch hands it on when it next sees the vehicle). Another's: 404.
 */
export async function deleteAlert(scope: AlertScope, id: number): Promise<void> {
  await scope.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('alerts')
      .set({ status: 'deleted', ended_at: scope.nowMs })
      .where('tenant_id', '=', scope.tenantId)
      .where('user_id', '=', scope.userId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('start_time', '>', scope.nowMs)
      .executeTakeFirst()
    if (Number(ended.numUpdatedRows) !== 1) throw notFound()
    // Expired now rather than withdrawn: the watch's expiry pass offers the vehicle to the next alert.
    await trx.updateTable('alert_offers').set({ expires_at: scope.nowMs }).where('alert_id', '=', id).where('status', '=', 'open').execute()
  })
}
