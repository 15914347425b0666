import type { Kysely, Selectable } from 'kysely'
import {
  REQUIRED_PHOTO_SIDES,
  VEHICLE_SIDES,
  type ConditionReport,
  type ConditionReportFields,
  type DamageReportMode,
  type KnownDamage,
  type TripMoment,
  type VehicleSide,
} from '@contracts/trip'
import type { ConditionReportTable, Database, RentalRow } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../errors'
import type { FileStorage } from '../../storage/file-storage'
import { checkUpload, PHOTO_MIMES } from '../documents/file-check'
import { storeFile } from '../documents/file-store'

type ReportRow = Selectable<ConditionReportTable>

/** The statuses in which each moment's report is taken: before the start, during the trip, before its end. */
const MOMENT_STATUSES: Record<TripMoment, readonly string[]> = {
  start: ['pending', 'prepared', 'check_in', 'in_progress'],
  during: ['in_progress', 'locking'],
  end: ['in_progress', 'locking', 'check_out'],
}

/** How many earlier reports of a vehicle are shown as its known damages (the most recent). */
const KNOWN_DAMAGES_SHOWN = 50

export const photoUrl = (rentalId: number, reportId: number) => `/api/user/rentals/${rentalId}/condition_reports/${reportId}/photo`

export interface NewReport {
  rental: RentalRow
  userId: number
  fields: ConditionReportFields
  photo: { content: Buffer; filename: string } | null
  storage: FileStorage
  now: number
}

/**
 * Records one observation. The photo goes through the uploads' checks (its content, its name,
 * 10 MB, 40 megapixels) and into the file storage; a report without a photo needs a note. A start
 * report is taken until the trip is under way (a damage noticed in its first minutes is still the
 * previous driver's); nothing is recorded on a finished rental.
 */
export async function addConditionReport(db: Kysely<Database>, r: NewReport): Promise<ReportRow> {
  if (!MOMENT_STATUSES[r.fields.moment].includes(r.rental.status)) throw conflict('RENTAL_STATUS_NOT_MODIFIABLE')
  const note = r.fields.note && r.fields.note.length > 0 ? r.fields.note : null
  if (!r.photo && note === null) {
    throw badRequest('FIELD_REQUIRED', 'photo', { fr: 'Ajoutez une photo ou une note.', en: 'Add a photo or a note.' })
  }
  let stored: { path: string; type: string } | null = null
  if (r.photo) {
    const checked = await checkUpload(r.photo.content, r.photo.filename, PHOTO_MIMES, 'photo')
    stored = { path: await storeFile(r.storage, 'conditions', { tenantId: r.rental.tenant_id, userId: r.userId }, r.photo.content, checked), type: checked.mime }
  }
  return db
    .insertInto('condition_reports')
    .values({
      tenant_id: r.rental.tenant_id,
      rental_id: r.rental.id,
      vehicle_id: r.rental.vehicle_id,
      user_id: r.userId,
      moment: r.fields.moment,
      side: r.fields.side,
      note,
      photo_path: stored?.path ?? null,
      photo_type: stored?.type ?? null,
      created_at: r.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function listConditionReports(db: Kysely<Database>, rental: Pick<RentalRow, 'tenant_id' | 'id'>): Promise<ReportRow[]> {
  return db.selectFrom('condition_reports').selectAll().where('tenant_id', '=', rental.tenant_id).where('rental_id', '=', rental.id).orderBy('created_at').orderBy('id').execute()
}

/**
 * The vehicle's damages reported on other rentals before this one: every report with a note, and
 * every report made during a trip (a plain walk-around photo without a word is not a damage).
 */
export async function knownDamageRows(db: Kysely<Database>, rental: Pick<RentalRow, 'tenant_id' | 'id' | 'vehicle_id' | 'reservation_start_time'>): Promise<ReportRow[]> {
  return db
    .selectFrom('condition_reports')
    .selectAll()
    .where('tenant_id', '=', rental.tenant_id)
    .where('vehicle_id', '=', rental.vehicle_id)
    .where('rental_id', '!=', rental.id)
    .where((eb) => eb.or([eb('note', 'is not', null), eb('moment', '=', 'during')]))
    .orderBy('created_at', 'desc')
    .limit(KNOWN_DAMAGES_SHOWN)
    .execute()
}

/** The sides whose photo a moment still needs: the four sides with "photos", nothing otherwise. */
export async function missingSides(db: Kysely<Database>, rental: Pick<RentalRow, 'tenant_id' | 'id'>, moment: 'start' | 'end', mode: DamageReportMode): Promise<VehicleSide[]> {
  if (mode !== 'photos') return []
  const done = await db
    .selectFrom('condition_reports')
    .select('side')
    .distinct()
    .where('tenant_id', '=', rental.tenant_id)
    .where('rental_id', '=', rental.id)
    .where('moment', '=', moment)
    .where('photo_path', 'is not', null)
    .execute()
  const have = new Set(done.map((d) => d.side))
  return REQUIRED_PHOTO_SIDES.filter((s) => !have.has(s))
}

export function toWireReport(row: ReportRow): ConditionReport {
  return {
    id: row.id,
    rental_id: row.rental_id,
    moment: row.moment as TripMoment,
    side: row.side as VehicleSide,
    note: row.note,
    photo_url: row.photo_path ? photoUrl(row.rental_id, row.id) : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}

/** Known damages by side, every side present; photos served under the current rental's path. */
export function damagesBySide(rows: readonly ReportRow[], currentRentalId: number): Record<VehicleSide, KnownDamage[]> {
  const bySide = Object.fromEntries(VEHICLE_SIDES.map((s) => [s, [] as KnownDamage[]])) as Record<VehicleSide, KnownDamage[]>
  for (const row of rows) {
    bySide[row.side as VehicleSide]?.push({
      id: row.id,
      side: row.side as VehicleSide,
      note: row.note,
      photo_url: row.photo_path ? photoUrl(currentRentalId, row.id) : null,
      reported_at: new Date(row.created_at).toISOString(),
    })
  }
  return bySide
}

/**
 * A report's photo as the rental's driver may see it: one of this rental's reports, or a known
 * damage of its vehicle (knownDamageRows' rule). Anything else: 404.
 */
export async function findReportPhoto(db: Kysely<Database>, rental: RentalRow, reportId: number): Promise<{ path: string; type: string }> {
  const row = await db.selectFrom('condition_reports').selectAll().where('tenant_id', '=', rental.tenant_id).where('id', '=', reportId).executeTakeFirst()
  if (!row || row.photo_path === null) throw notFound()
  const own = row.rental_id === rental.id
  const known = row.vehicle_id === rental.vehicle_id && (row.note !== null || row.moment === 'during')
  if (!own && !known) throw notFound()
  return { path: row.photo_path, type: row.photo_type ?? 'image/jpeg' }
}
