import type { Kysely } from 'kysely'
import type { RentalFields } from '@contracts/rental'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import { allRentalsOf } from '../rentals/rental-queries'
import { rentalFields } from '../rentals/rental-view'
import type { MemberScope } from './member-scope'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export interface PersonalDataExport {
  format: 'frontoffice-personal-data'
  version: 1
  generated_at: string
  user: Record<string, unknown>
  documents: { id: number; document_type: string; additional_document_id: number | null; content_type: string; size: number; uploaded_at: string }[]
  rentals: RentalFields[]
  carpools: (RentalFields & { joined_at: string | null })[]
  payment_cards: { brand: string; last4: string }[]
  terms_acceptances: { version_id: number; accepted_at: string }[]
  invoices: { id: number; rental_id: number | null; amount_cents: number; currency: string; status: string; created_at: string }[]
  /** Every alert the member set, live or ended: where and when they wanted a car. */
  alerts: {
    id: number
    status: string
    start_station_id: number | null
    end_station_id: number | null
    latitude: number | null
    longitude: number | null
    radius_km: number | null
    start_time: string
    end_time: string
    created_at: string
  }[]
  /** The member's condition reports (the photo itself stays with the rental, like documents' content). */
  condition_reports: { id: number; rental_id: number; moment: string; side: string; note: string | null; photo: boolean; created_at: string }[]
}

/**
 * Everything the platform holds on a member, as one JSON document (DECISIONS.md): the profile,
 * the list of documents (not their content), rentals as driver, carpools joined, cards (brand and
 * last4 only), terms acceptances, invoices, alerts and condition reports (not their photos). Secrets (password hash, tokens, codes) are left out.
 */
export async function buildPersonalDataExport(db: Kysely<Database>, scope: MemberScope, distanceUnit: 'km' | 'miles', now: number): Promise<PersonalDataExport> {
  const u = await db.selectFrom('users').selectAll().where('tenant_id', '=', scope.tenantId).where('id', '=', scope.userId).executeTakeFirst()
  if (!u) throw notFound()
  const { password_hash: _hash, tenant_id: _tenant, roles, validated, tos_accepted, can_access_backoffice, deleted_at, created_at, updated_at, ...profile } = u
  const [documents, driven, joined, seats, cards, terms, invoices, alerts, reports] = await Promise.all([
    db.selectFrom('documents').selectAll().where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).orderBy('id').execute(),
    allRentalsOf(db, scope.tenantId, scope.userId, 'driver'),
    allRentalsOf(db, scope.tenantId, scope.userId, 'passenger'),
    db.selectFrom('rental_passengers').select(['rental_id', 'created_at']).where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).execute(),
    db
      .selectFrom('payment_cards')
      .select(['brand', 'last4'])
      .where('tenant_id', '=', scope.tenantId)
      .where('user_id', '=', scope.userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('terms_acceptances')
      .select(['version_id', 'accepted_at'])
      .where('tenant_id', '=', scope.tenantId)
      .where('user_id', '=', scope.userId)
      .orderBy('accepted_at')
      .execute(),
    db.selectFrom('invoices').selectAll().where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).orderBy('id').execute(),
    db.selectFrom('alerts').selectAll().where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).orderBy('id').execute(),
    db.selectFrom('condition_reports').selectAll().where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).orderBy('id').execute(),
  ])
  const joinedAt = new Map(seats.map((s) => [s.rental_id, s.created_at]))
  return {
    format: 'frontoffice-personal-data',
    version: 1,
    generated_at: new Date(now).toISOString(),
    user: {
      ...profile,
      roles: JSON.parse(roles) as unknown,
      validated: validated === 1,
      tos_accepted: tos_accepted === 1,
      can_access_backoffice: can_access_backoffice === 1,
      deleted_at: iso(deleted_at),
      created_at: iso(created_at),
      updated_at: iso(updated_at),
    },
    documents: documents.map((d) => ({
      id: d.id,
      document_type: d.document_type,
      additional_document_id: d.additional_document_id,
      content_type: d.content_type,
      size: d.size,
      uploaded_at: new Date(d.created_at).toISOString(),
    })),
    rentals: driven.map((r) => rentalFields(r, 'driver', distanceUnit)),
    carpools: joined.map((r) => ({ ...rentalFields(r, 'passenger', distanceUnit), joined_at: iso(joinedAt.get(r.id) ?? null) })),
    payment_cards: cards,
    terms_acceptances: terms.map((t) => ({ version_id: t.version_id, accepted_at: new Date(t.accepted_at).toISOString() })),
    invoices: invoices.map((i) => ({
      id: i.id,
      rental_id: i.rental_id,
      amount_cents: i.amount_cents,
      currency: i.currency,
      status: i.status,
      created_at: new Date(i.created_at).toISOString(),
    })),
    alerts: alerts.map((a) => ({
      id: a.id,
      status: a.status,
      start_station_id: a.start_station_id,
      end_station_id: a.end_station_id,
      latitude: a.latitude,
      longitude: a.longitude,
      radius_km: a.radius_km,
      start_time: new Date(a.start_time).toISOString(),
      end_time: new Date(a.end_time).toISOString(),
      created_at: new Date(a.created_at).toISOString(),
    })),
    condition_reports: reports.map((r) => ({
      id: r.id,
      rental_id: r.rental_id,
      moment: r.moment,
      side: r.side,
      note: r.note,
      photo: r.photo_path !== null,
      created_at: new Date(r.created_at).toISOString(),
    })),
  }
}
