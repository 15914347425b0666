import { sql } from 'kysely'
import { sha256 } from '../../../server/auth/secrets'
import { createTestContext, type TestContext } from '../helpers'
import { within } from './cluster'

// What another process (or the admin command line, or psql) writes straight in PostgreSQL reaches
// this process's caches through NOTIFY at once, not after their lifetimes (tokens 5 s, tenants 5 s,
// search references 10 s). The writes here bypass the app, as another process's would.
describe.skipIf(!process.env.TEST_DATABASE_URL)('caches follow writes made elsewhere (PostgreSQL NOTIFY)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ config: { tenantCacheMs: 5_000 } })
  })
  afterAll(() => ctx.close())

  it('listens once the app is ready', () => {
    expect(ctx.app.changes.listening).toBe(true)
  })

  it('refuses within 1 s a cached token revoked by an UPDATE, and one deleted', async () => {
    for (const change of [
      (hash: string) => sql`update access_tokens set revoked_at = ${Date.now()} where token_hash = ${hash}`,
      (hash: string) => sql`delete from access_tokens where token_hash = ${hash}`,
    ]) {
      const token = await ctx.tokenFor('driver@demo.test')
      for (let i = 0; i < 2; i++) expect((await ctx.get('/api/user', { token })).statusCode).toBe(200)
      await change(sha256(token)).execute(ctx.db)
      expect(await within(1000, async () => (await ctx.get('/api/user', { token })).statusCode === 401)).toBeLessThan(1000)
    }
  })

  it('reads a tenant changed elsewhere within 1 s', async () => {
    const name = async () => ((await ctx.get('/api/tenant')).json() as { tenant: { human_name: string } }).tenant.human_name
    const before = await name()
    await sql`update tenants set human_name = ${'Renamed elsewhere'} where slug = 'demo'`.execute(ctx.db)
    expect(await within(1000, async () => (await name()) === 'Renamed elsewhere')).toBeLessThan(1000)
    await sql`update tenants set human_name = ${before} where slug = 'demo'`.execute(ctx.db)
  })

  it('shows a station renamed elsewhere in search results within 1 s', async () => {
    const token = await ctx.guestToken()
    const station = await ctx.db
      .selectFrom('stations')
      .innerJoin('tenants', 'tenants.id', 'stations.tenant_id')
      .select('stations.id')
      .where('tenants.slug', '=', 'demo')
      .where('stations.name', '=', 'Gare Centrale')
      .executeTakeFirstOrThrow()
    const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 60 * 3_600_000
    const body = { search: { start_station_id: station.id, start_time: new Date(start).toISOString(), end_time: new Date(start + 7_200_000).toISOString() } }
    const names = async () => ((await ctx.post('/api/vehicles/search', body, { token })).json() as { results: { station: { name: string } }[] }).results.map((r) => r.station.name)
    expect((await names()).length).toBeGreaterThan(0)
    await sql`update stations set name = ${'Gare renommée'} where id = ${station.id}`.execute(ctx.db)
    expect(await within(1000, async () => (await names()).every((n) => n === 'Gare renommée'))).toBeLessThan(1000)
  })
})
