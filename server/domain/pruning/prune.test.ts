import { Fixtures } from '../rentals/test-fixtures'
import { ENGINES } from '../../testing/test-database'
import { useTestDatabase } from '../../testing/use-test-database'
import { destinationForSearch } from '../search/destinations'
import { pruneExpiredTokens, pruneLimitCounters, pruneOutbox, pruneStaleDestinations } from './prune'

const NOW = Date.UTC(2026, 5, 1, 12)
const DAY = 24 * 3600_000

describe.each(ENGINES)('pruning on %s', (engine) => {
  const t = useTestDatabase(engine, 'prune')
  let tenantId: number
  let userId: number
  let f: Fixtures
  beforeAll(async () => {
    f = new Fixtures(t.db, NOW)
    tenantId = await f.tenant()
    userId = await f.user(tenantId, 'prune@example.test')
  })

  const access = (hash: string, expiresAt: number, revokedAt: number | null = null) =>
    t.db
      .insertInto('access_tokens')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        token_hash: hash,
        kind: 'member',
        client_id: 'web',
        expires_at: expiresAt,
        revoked_at: revokedAt,
        created_at: expiresAt - 3600_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()

  it('deletes tokens expired or revoked more than a week ago, and keeps a spent refresh token until it expires', async () => {
    const old = await access('old', NOW - 8 * DAY)
    await access('revoked', NOW + DAY, NOW - 8 * DAY)
    const recent = await access('recent', NOW - DAY)
    const live = await access('live', NOW + 3600_000)
    const refresh = (hash: string, accessTokenId: number, expiresAt: number, usedAt: number | null) =>
      t.db
        .insertInto('refresh_tokens')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          client_id: 'web',
          token_hash: hash,
          family: 'f',
          access_token_id: accessTokenId,
          expires_at: expiresAt,
          used_at: usedAt,
          revoked_at: null,
          created_at: NOW - 20 * DAY,
        })
        .execute()
    await refresh('r-expired', old.id, NOW - 8 * DAY, null)
    await refresh('r-spent', old.id, NOW + 10 * DAY, NOW - 20 * DAY)
    await t.db
      .insertInto('password_reset_tokens')
      .values({ tenant_id: tenantId, user_id: userId, token_hash: 'p', expires_at: NOW - 9 * DAY, used_at: null, created_at: NOW - 9 * DAY })
      .execute()
    await t.db
      .insertInto('sms_codes')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        cell_phone: '+15145550100',
        purpose: 'registration',
        code_hash: 'x',
        attempts: 0,
        expires_at: NOW - 9 * DAY,
        created_at: NOW - 9 * DAY,
      })
      .execute()

    expect(await pruneExpiredTokens(t.db, NOW)).toBe(5)
    expect((await t.db.selectFrom('access_tokens').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([recent.id, live.id])
    expect((await t.db.selectFrom('refresh_tokens').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['r-spent'])
    expect(await pruneExpiredTokens(t.db, NOW)).toBe(0)
  })

  it('deletes outbox rows older than 30 days', async () => {
    const row = (createdAt: number) => ({
      tenant_id: tenantId,
      channel: 'email' as const,
      recipient: 'a@b.c',
      subject: 's',
      body: 'b',
      delivered_at: null,
      error: null,
      created_at: createdAt,
    })
    await t.db
      .insertInto('outbox')
      .values([row(NOW - 31 * DAY), row(NOW - 29 * DAY)])
      .execute()
    expect(await pruneOutbox(t.db, NOW)).toBe(1)
    expect(await t.db.selectFrom('outbox').select('created_at').execute()).toEqual([{ created_at: NOW - 29 * DAY }])
  })

  it('deletes ended counters and forgotten wrong passwords, keeps live ones and locks', async () => {
    await t.db
      .insertInto('rate_counters')
      .values([
        { key: 'ended', count: 3, window_end: NOW - 1 },
        { key: 'live', count: 3, window_end: NOW + 1000 },
      ])
      .execute()
    await t.db
      .insertInto('login_throttles')
      .values([
        { tenant_id: tenantId, email: 'old@x.test', failures: 2, last_failure_at: NOW - 2 * 3600_000, locked_at: null },
        { tenant_id: tenantId, email: 'locked@x.test', failures: 10, last_failure_at: NOW - 2 * 3600_000 + 1, locked_at: NOW - 10 * 60_000 },
        { tenant_id: tenantId, email: 'recent@x.test', failures: 2, last_failure_at: NOW - 60_000, locked_at: null },
      ])
      .execute()
    expect(await pruneLimitCounters(t.db, NOW)).toBe(2)
    expect((await t.db.selectFrom('login_throttles').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual(['locked@x.test', 'recent@x.test'])
  })

  it('reuses the destination of an identical search, and prunes the ones no rental uses after a day', async () => {
    const place = { label: 'Gare', name: null, place_id: null, formatted_address: '1 rue de la Gare', latitude: 45.5, longitude: -73.6 }
    const first = await destinationForSearch(t.db, tenantId, null, place, NOW - 3 * DAY)
    expect(await destinationForSearch(t.db, tenantId, null, place, NOW - 2 * DAY)).toBe(first)
    const other = await destinationForSearch(t.db, tenantId, null, { ...place, latitude: 45.51 }, NOW - 2 * DAY)
    expect(other).not.toBe(first)
    const recent = await destinationForSearch(t.db, tenantId, null, { ...place, label: 'Récent' }, NOW - 3600_000)
    const vehicle = await f.vehicle(tenantId)
    await f.rental(tenantId, vehicle, userId, 'pending', NOW + DAY, NOW + DAY + 3600_000, { destination_id: first })
    expect(await pruneStaleDestinations(t.db, NOW)).toBe(1)
    expect((await t.db.selectFrom('destinations').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([first, recent])
  })
})
