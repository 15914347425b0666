import { codeOf } from '../../testing/api-error-code'
import { emptyTables } from '../../testing/empty-tables'
import { ENGINES } from '../../testing/test-database'
import { useTestDatabase } from '../../testing/use-test-database'
import { Fixtures } from '../rentals/test-fixtures'
import { deleteAccount, tombstoneEmail } from './account-deletion'
import { deleteCard, setDefaultCard } from '../payments/cards'
import { buildPersonalDataExport } from './data-export'
import { personalDataMail } from './data-export-mail'

const now = Date.UTC(2026, 4, 10, 12, 0)
const H = 3600 * 1000

describe.each(ENGINES)('account on %s', (engine) => {
  const t = useTestDatabase(engine, 'account')
  let f: Fixtures
  let tenant: number
  let me: number
  let other: number
  let vehicle: number

  beforeEach(async () => {
    await emptyTables(t.db, [
      'alert_offers',
      'alerts',
      'condition_reports',
      'refresh_tokens',
      'invoices',
      'rental_passengers',
      'rentals',
      'destinations',
      'vehicles',
      'stations',
      'payment_cards',
      'documents',
      'terms_acceptances',
      'terms_versions',
      'access_tokens',
      'users',
      'tenants',
    ])
    f = new Fixtures(t.db, now)
    tenant = await f.tenant('demo')
    me = await f.user(tenant, 'me@demo.test', { address_line1: '1 rue Principale', driving_licence_number: 'L123', photo_path: 'photos/1/1/me.png' })
    other = await f.user(tenant, 'other@demo.test')
    vehicle = await f.vehicle(tenant)
  })

  async function card(userId: number, last4: string, defaultAt: number | null = null): Promise<number> {
    const row = await t.db
      .insertInto('payment_cards')
      .values({
        tenant_id: tenant,
        user_id: userId,
        provider: 'offline',
        provider_ref: `pm_${last4}`,
        brand: 'visa',
        country: 'CA',
        last4,
        exp_month: 12,
        exp_year: 2030,
        set_as_default_at: defaultAt,
        deleted_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  describe('cards (server/domain/payments, as the account screens use them)', () => {
    it('sets a card as main and deletes cards, on the member own cards only', async () => {
      const me_ = { tenantId: tenant, userId: me, now }
      const a = await card(me, '4242', now - H)
      const b = await card(me, '1881', now - 2 * H)
      const theirs = await card(other, '0005')
      expect((await setDefaultCard(t.db, me_, b)).set_as_default_at).toBe(now)
      await deleteCard(t.db, { ...me_, now: now + 1 }, b)
      // The main card went: the remaining one becomes main.
      const left = await t.db.selectFrom('payment_cards').select(['id', 'set_as_default_at']).where('user_id', '=', me).where('deleted_at', 'is', null).execute()
      expect(left).toEqual([{ id: a, set_as_default_at: now + 1 }])
      expect(await codeOf(deleteCard(t.db, me_, b))).toBe('404 not_found')
      expect(await codeOf(setDefaultCard(t.db, me_, theirs))).toBe('404 not_found')
      expect(await codeOf(deleteCard(t.db, me_, theirs))).toBe('404 not_found')
      expect(await codeOf(deleteCard(t.db, { ...me_, tenantId: tenant + 1 }, a))).toBe('404 not_found')
    })
  })

  /** The member's wishes and observations: an alert with an open offer, and a condition report of a past rental. */
  async function wishesAndReports(rental: number): Promise<{ alert: number; report: number }> {
    const alert = await t.db
      .insertInto('alerts')
      .values({
        tenant_id: tenant,
        user_id: me,
        status: 'active',
        start_station_id: null,
        end_station_id: null,
        latitude: 45.5,
        longitude: -73.6,
        radius_km: 2,
        start_time: now + 24 * H,
        end_time: now + 26 * H,
        category_ids: '[]',
        options: '[]',
        gears_type: null,
        seats_count: null,
        created_at: now,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('alert_offers')
      .values({
        tenant_id: tenant,
        alert_id: alert.id,
        user_id: me,
        vehicle_id: vehicle,
        start_time: now + 24 * H,
        end_time: now + 26 * H,
        status: 'open',
        expires_at: now + 600_000,
        created_at: now,
      })
      .execute()
    const report = await t.db
      .insertInto('condition_reports')
      .values({
        tenant_id: tenant,
        rental_id: rental,
        vehicle_id: vehicle,
        user_id: me,
        moment: 'end',
        side: 'front',
        note: 'Rayure',
        photo_path: null,
        photo_type: null,
        created_at: now - 46 * H,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { alert: alert.id, report: report.id }
  }

  describe('personal data export', () => {
    it('holds the profile, documents, rentals, carpools, cards (brand and last4), terms and no secret', async () => {
      const driven = await f.rental(tenant, vehicle, me, 'closed', now - 48 * H, now - 46 * H)
      const ride = await f.rental(tenant, vehicle, other, 'closed', now - 96 * H, now - 94 * H, { carpooling: 1 })
      await f.passenger(tenant, ride, me)
      await card(me, '4242', now)
      await t.db
        .insertInto('documents')
        .values({
          tenant_id: tenant,
          user_id: me,
          document_type: 'selfie',
          additional_document_id: null,
          content_type: 'image/png',
          size: 1234,
          storage_path: 'documents/x.png',
          created_at: now,
        })
        .execute()
      const version = await t.db
        .insertInto('terms_versions')
        .values({ tenant_id: tenant, content_fr: 'fr', content_en: 'en', current: 1, published_at: now - H })
        .returning('id')
        .executeTakeFirstOrThrow()
      await t.db
        .insertInto('terms_acceptances')
        .values({ tenant_id: tenant, user_id: me, version_id: version.id, accepted_at: now - H })
        .execute()

      const mine = await wishesAndReports(driven)
      const data = await buildPersonalDataExport(t.db, { tenantId: tenant, userId: me }, 'km', now)
      expect(data.alerts).toEqual([expect.objectContaining({ id: mine.alert, status: 'active', latitude: 45.5, radius_km: 2 })])
      expect(data.condition_reports).toEqual([expect.objectContaining({ id: mine.report, rental_id: driven, note: 'Rayure', photo: false })])
      expect(data.user).toMatchObject({ id: me, email: 'me@demo.test', address_line1: '1 rue Principale', driving_licence_number: 'L123', validated: true })
      expect(data.user).not.toHaveProperty('password_hash')
      expect(data.documents).toEqual([expect.objectContaining({ document_type: 'selfie', size: 1234 })])
      expect(data.rentals.map((r) => [r.id, r.price?.value_cents])).toEqual([[driven, 1500]])
      expect(data.carpools.map((r) => [r.id, r.price])).toEqual([[ride, null]])
      expect(data.payment_cards).toEqual([{ brand: 'visa', last4: '4242' }])
      expect(data.terms_acceptances).toHaveLength(1)

      const mail = personalDataMail('fr', 'Démo', data)
      const parsed = JSON.parse(mail.text.slice(mail.text.indexOf('{'))) as typeof data
      expect(parsed.user.email).toBe('me@demo.test')
      expect(mail.subject).toContain('données personnelles')
    })
  })

  describe('deletion', () => {
    const GRACE = 30 * 60_000
    it('is refused while a rental is upcoming or in progress, or an invoice is pending', async () => {
      const scope = { tenantId: tenant, userId: me }
      const noop = async () => undefined
      for (const status of ['pending', 'prepared', 'check_in', 'in_progress', 'locking']) {
        const id = await f.rental(tenant, vehicle, me, status, now + H, now + 2 * H)
        expect(await codeOf(deleteAccount(t.db, scope, { now, unstartedGraceMs: GRACE }, noop))).toBe('409 user_rentals_user_has_rental')
        await t.db.updateTable('rentals').set({ status: 'closed' }).where('id', '=', id).execute()
      }
      const invoice = await t.db
        .insertInto('invoices')
        .values({ tenant_id: tenant, user_id: me, rental_id: null, amount_cents: 100, currency: 'CAD', status: 'pending', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect(await codeOf(deleteAccount(t.db, scope, { now, unstartedGraceMs: GRACE }, noop))).toBe('409 user_invoices_as_buyer_user_has_pending_invoice')
      await t.db.updateTable('invoices').set({ status: 'paid' }).where('id', '=', invoice.id).execute()
      expect(await codeOf(deleteAccount(t.db, scope, { now, unstartedGraceMs: GRACE }, noop))).toBeNull()
    })

    it('is not refused for a pending or prepared rental never started past the grace (stale), but is within it', async () => {
      const scope = { tenantId: tenant, userId: me }
      const noop = async () => undefined
      await f.rental(tenant, vehicle, me, 'prepared', now - GRACE - 60_000, now + H)
      const held = await f.rental(tenant, vehicle, me, 'pending', now - GRACE + 60_000, now + H)
      expect(await codeOf(deleteAccount(t.db, scope, { now, unstartedGraceMs: GRACE }, noop))).toBe('409 user_rentals_user_has_rental')
      await t.db.updateTable('rentals').set({ status: 'cancelled' }).where('id', '=', held).execute()
      // An in-progress rental past its start holds the account whatever the grace.
      const driving = await f.rental(tenant, vehicle, me, 'in_progress', now - 10 * GRACE, now + H)
      expect(await codeOf(deleteAccount(t.db, scope, { now, unstartedGraceMs: GRACE }, noop))).toBe('409 user_rentals_user_has_rental')
      await t.db.updateTable('rentals').set({ status: 'closed' }).where('id', '=', driving).execute()
      expect(await codeOf(deleteAccount(t.db, scope, { now, unstartedGraceMs: GRACE }, noop))).toBeNull()
    })

    it('erases the person, disables the login, revokes tokens, keeps rentals anonymised', async () => {
      const scope = { tenantId: tenant, userId: me }
      const dest = await t.db
        .insertInto('destinations')
        .values({ tenant_id: tenant, user_id: null, label: 'Home', name: null, place_id: null, formatted_address: '1 rue Principale', latitude: 45, longitude: -73 })
        .returning('id')
        .executeTakeFirstOrThrow()
      const past = await f.rental(tenant, vehicle, me, 'closed', now - 48 * H, now - 46 * H, { destination_id: dest.id, carpooling_destination: 'Chez moi' })
      const upcomingRide = await f.rental(tenant, vehicle, other, 'pending', now + 48 * H, now + 50 * H, { carpooling: 1 })
      const pastRide = await f.rental(tenant, vehicle, other, 'closed', now - 96 * H, now - 94 * H, { carpooling: 1 })
      await f.passenger(tenant, upcomingRide, me)
      await f.passenger(tenant, pastRide, me)
      await card(me, '4242', now)
      await t.db
        .insertInto('documents')
        .values({
          tenant_id: tenant,
          user_id: me,
          document_type: 'selfie',
          additional_document_id: null,
          content_type: 'image/png',
          size: 1,
          storage_path: 'documents/me.png',
          created_at: now,
        })
        .execute()
      const access = await t.db
        .insertInto('access_tokens')
        .values({ tenant_id: tenant, user_id: me, token_hash: 'h1', kind: 'member', client_id: 'web', expires_at: now + H, revoked_at: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()

      const mine = await wishesAndReports(past)
      await t.db
        .insertInto('refresh_tokens')
        .values({
          tenant_id: tenant,
          user_id: me,
          token_hash: 'r1',
          family: 'f1',
          client_id: 'web',
          access_token_id: access.id,
          expires_at: now + H,
          used_at: null,
          revoked_at: null,
          created_at: now,
        })
        .execute()

      const removed: string[] = []
      const res = await deleteAccount(t.db, scope, { now, unstartedGraceMs: GRACE }, async (p) => {
        removed.push(p)
      })
      expect(res.removedFiles).toBe(2)
      expect(removed.sort()).toEqual(['documents/me.png', 'photos/1/1/me.png'])

      const u = await t.db.selectFrom('users').selectAll().where('id', '=', me).executeTakeFirstOrThrow()
      expect(u).toMatchObject({
        email: tombstoneEmail(me),
        password_hash: null,
        first_name: null,
        last_name: null,
        address_line1: null,
        cell_phone: null,
        driving_licence_number: null,
        photo_path: null,
        roles: '[]',
        deleted_at: now,
      })
      const token = await t.db.selectFrom('access_tokens').select('revoked_at').where('user_id', '=', me).executeTakeFirstOrThrow()
      expect(token.revoked_at).toBe(now)
      expect(await t.db.selectFrom('documents').select('id').where('user_id', '=', me).execute()).toEqual([])
      expect((await t.db.selectFrom('refresh_tokens').select('revoked_at').where('user_id', '=', me).executeTakeFirstOrThrow()).revoked_at).toBe(now)
      expect(await t.db.selectFrom('alerts').select('id').where('id', '=', mine.alert).execute()).toEqual([])
      expect(await t.db.selectFrom('alert_offers').select('id').where('user_id', '=', me).execute()).toEqual([])
      // The vehicle's condition stays on record, no longer the member's.
      const report = await t.db.selectFrom('condition_reports').select(['user_id', 'rental_id']).where('id', '=', mine.report).executeTakeFirstOrThrow()
      expect(report).toEqual({ user_id: null, rental_id: past })
      expect(await t.db.selectFrom('payment_cards').select('id').where('user_id', '=', me).where('deleted_at', 'is', null).execute()).toEqual([])

      const kept = await t.db.selectFrom('rentals').selectAll().where('id', '=', past).executeTakeFirstOrThrow()
      expect([kept.driver_id, kept.carpooling_destination]).toEqual([me, null])
      const d = await t.db.selectFrom('destinations').selectAll().where('id', '=', dest.id).executeTakeFirstOrThrow()
      expect([d.label, d.formatted_address, d.latitude]).toEqual([null, null, null])
      const seats = await t.db.selectFrom('rental_passengers').select('rental_id').where('user_id', '=', me).execute()
      expect(seats.map((s) => s.rental_id)).toEqual([pastRide])

      // The address can register again.
      expect(await f.user(tenant, 'me@demo.test')).toBeGreaterThan(0)
    })
  })
})
