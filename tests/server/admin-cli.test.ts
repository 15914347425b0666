import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connectDatabase } from '../../server/db/connect'
import { migrate } from '../../server/db/migrate'
import { seedDatabase } from '../../server/seed'
import { runAdminCaptured } from './admin-support'
import { createTestContext, DEMO_PASSWORD, type TestContext } from './helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const admin = (...argv: string[]) => runAdminCaptured(ctx.db, argv)

describe('admin: drivers', () => {
  it('lists drivers, by tenant and state', async () => {
    const all = await admin('drivers', 'list')
    expect(all.code).toBe(0)
    expect(all.out).toContain('driver@entreprise.test')
    const waiting = await admin('drivers', 'list', '--tenant', 'demo', '--state', 'driver_waiting_for_validation')
    expect(waiting.out).toContain('pending@demo.test')
    expect(waiting.out).not.toContain('driver@demo.test ')
    expect(waiting.out).toContain('1 driver(s)')
    expect((await admin('drivers', 'list', '--state', 'sleeping')).code).toBe(2)
    expect((await admin('drivers', 'list', '--tenant', 'nowhere')).code).toBe(3)
  })

  it('validates a waiting driver, who then reads driver_ok through the API', async () => {
    const res = await admin('drivers', 'validate', 'pending@demo.test')
    expect(res.code).toBe(0)
    expect(res.out).toContain('driver_waiting_for_validation -> driver_ok')
    const token = await ctx.tokenFor('pending@demo.test')
    expect((await ctx.get('/api/user', { token })).json().user).toMatchObject({ workflow_next_step: 'driver_ok', validated: true })
  })

  it('blocks a driver by id', async () => {
    const id = await ctx.userId('driver2@demo.test')
    expect((await admin('drivers', 'block', String(id))).code).toBe(0)
    const token = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.get('/api/user', { token })).json().user.workflow_next_step).toBe('driver_blocked')
  })

  it('asks for --tenant when an e-mail exists on several tenants, and 3 for an unknown driver', async () => {
    await ctx.post('/api/user', { user: { email: 'twice@example.com', password: DEMO_PASSWORD, tos_accepted: true } })
    await ctx.updateTenantSettings('entreprise', (s) => {
      s.features.auto_register = true
    })
    await ctx.post('/api/user', { user: { email: 'twice@example.com', password: DEMO_PASSWORD, tos_accepted: true } }, { host: 'entreprise.localhost' })
    const ambiguous = await admin('drivers', 'validate', 'twice@example.com')
    expect(ambiguous.code).toBe(2)
    expect(ambiguous.err).toContain('--tenant')
    expect((await admin('drivers', 'validate', 'twice@example.com', '--tenant', 'entreprise')).code).toBe(0)
    expect((await admin('drivers', 'validate', 'ghost@example.com')).code).toBe(3)
  })
})

describe('admin: rentals', () => {
  it('lists rentals and moves one to a status of RENTAL_STATUSES only', async () => {
    const list = await admin('rentals', 'list', '--tenant', 'demo', '--status', 'prepared')
    expect(list.out).toContain('driver@demo.test')
    const rental = await ctx.db.selectFrom('rentals').select('id').where('status', '=', 'prepared').executeTakeFirstOrThrow()
    const moved = await admin('rentals', 'status', String(rental.id), 'check_in')
    expect(moved.code).toBe(0)
    expect(moved.out).toBe(`Rental ${rental.id}: prepared -> check_in`)
    const bad = await admin('rentals', 'status', String(rental.id), 'teleported')
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('pending, prepared, check_in')
    expect((await admin('rentals', 'status', '999999', 'closed')).code).toBe(3)
  })

  it("refuses a transition the tenant's state machine forbids, saying which ones it allows", async () => {
    const rental = await ctx.db.selectFrom('rentals').select(['id', 'status']).where('status', '=', 'pending').executeTakeFirstOrThrow()
    const jump = await admin('rentals', 'status', String(rental.id), 'closed')
    expect(jump.code).toBe(2)
    expect(jump.err).toBe(`Rental ${rental.id} is pending: the tenant's state machine does not allow pending -> closed; allowed next: prepared, cancelled, refused, expired`)
    expect((await ctx.db.selectFrom('rentals').select('status').where('id', '=', rental.id).executeTakeFirstOrThrow()).status).toBe('pending')

    // Walk it through the machine: each step records what the charge needs (when it started and ended).
    for (const step of ['prepared', 'check_in', 'in_progress', 'check_out']) expect((await admin('rentals', 'status', String(rental.id), step)).code).toBe(0)
    const row = await ctx.db.selectFrom('rentals').select(['status', 'started_at', 'ended_at']).where('id', '=', rental.id).executeTakeFirstOrThrow()
    expect(row.status).toBe('check_out')
    expect(row.started_at).not.toBeNull()
    expect(row.ended_at).not.toBeNull()
    // The distance driven, read by the operator, goes in with the close (the charge prices it).
    expect((await admin('rentals', 'status', String(rental.id), 'closed', '--distance', '-3')).code).toBe(2)
    expect((await admin('rentals', 'status', String(rental.id), 'closed', '--distance', 'far')).code).toBe(2)
    const final = await admin('rentals', 'status', String(rental.id), 'closed', '--distance', '142')
    expect(final.code).toBe(0)
    expect(final.out).toContain('check_out -> closed (distance 142)')
    expect((await ctx.db.selectFrom('rentals').select('distance').where('id', '=', rental.id).executeTakeFirstOrThrow()).distance).toBe(142)
    expect((await admin('rentals', 'status', String(rental.id), 'pending')).err).toContain('closed is final')
  })

  it("follows the tenant's own state machine when it has one", async () => {
    const rental = await ctx.db
      .selectFrom('rentals as r')
      .innerJoin('tenants as t', 't.id', 'r.tenant_id')
      .select(['r.id', 't.slug'])
      .where('r.status', '=', 'pending')
      .executeTakeFirstOrThrow()
    let kept: Record<string, string[]> = {}
    await ctx.updateTenantSettings(rental.slug, (s) => {
      kept = s.state_machine
      s.state_machine = { pending: ['closed'] }
    })
    expect((await admin('rentals', 'status', String(rental.id), 'prepared')).code).toBe(2)
    expect((await admin('rentals', 'status', String(rental.id), 'closed')).code).toBe(0)
    await ctx.updateTenantSettings(rental.slug, (s) => {
      s.state_machine = kept
    })
  })
})

describe('admin: tenant', () => {
  it('lists and shows tenants, hiding Stripe secrets', async () => {
    expect((await admin('tenant', 'list')).out).toMatch(/entreprise\s+Flotte Entreprise Paris/)
    await ctx.updateTenantSettings('simple', (s) => {
      s.stripe = { publishable_key: 'pk_test_1', secret_key: 'sk_test_very_secret' }
    })
    const shown = await admin('tenant', 'show', 'simple')
    expect(JSON.parse(shown.out).settings.stripe).toEqual({ publishable_key: 'pk_test_1', secret_key: '(hidden)' })
  })

  it('sets flags and delays, which GET /tenant then shows', async () => {
    expect((await admin('tenant', 'set', 'demo', 'carpooling', 'off')).code).toBe(0)
    expect((await admin('tenant', 'set', 'demo', 'cancellation_minimal_delay', '-1')).code).toBe(0)
    expect((await admin('tenant', 'set', 'demo', 'registration_steps.selfie_document', 'false')).code).toBe(0)
    expect((await admin('tenant', 'set', 'demo', 'platform_type', 'private')).code).toBe(0)
    ctx.app.tenants.invalidate()
    const { tenant } = (await ctx.get('/api/tenant')).json()
    expect(tenant.features.carpooling).toBe(false)
    expect(tenant.delays.cancellation_minimal_delay).toBe(1)
    expect(tenant.registration_steps.selfie_document).toBe(false)
    expect(tenant.platform_type).toBe('private')
  })

  it('refuses bad values and unknown settings with exit code 2', async () => {
    expect((await admin('tenant', 'set', 'demo', 'carpooling', 'perhaps')).code).toBe(2)
    expect((await admin('tenant', 'set', 'demo', 'cancellation_minimal_delay', '-5')).code).toBe(2)
    expect((await admin('tenant', 'set', 'demo', 'platform_type', 'secret')).code).toBe(2)
    expect((await admin('tenant', 'set', 'demo', 'warp_drive', 'on')).code).toBe(2)
    expect((await admin('tenant', 'set', 'nowhere', 'carpooling', 'on')).code).toBe(3)
  })

  it('sets the tenant taxes, which the price of a booking then adds; a rate beyond 100 % is refused', async () => {
    const taxes = '[{"name":{"fr":"TVA","en":"VAT"},"rate_percent":20}]'
    expect((await admin('tenant', 'set', 'simple', 'taxes', taxes)).code).toBe(0)
    expect((await admin('tenant', 'set', 'simple', 'taxes', '[{"name":{"fr":"TVA","en":"VAT"},"rate_percent":150}]')).code).toBe(2)
    ctx.app.tenants.invalidate()
    const host = 'simple.localhost'
    const vehicle = await ctx.db
      .selectFrom('vehicles')
      .select('id')
      .where('tenant_id', '=', await ctx.tenantId('simple'))
      .where('category_id', 'is not', null)
      .executeTakeFirstOrThrow()
    const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 48 * 3_600_000
    const res = await ctx.post(
      `/api/vehicles/${vehicle.id}/price`,
      { price: { start_time: new Date(start).toISOString(), end_time: new Date(start + 3 * 3_600_000).toISOString() } },
      { host, token: await ctx.guestToken({ host }), lang: 'en' },
    )
    expect(res.statusCode).toBe(200)
    const { price_quote: q } = res.json()
    // This tenant speaks French only: its tax reads in French whatever the browser asks.
    expect(q.taxes).toEqual([{ name: 'TVA', rate_percent: 20, amount: { value_cents: Math.round(q.price.value_cents * 0.2), iso_code: q.price.iso_code } }])
    expect(q.total.value_cents).toBe(q.price.value_cents + Math.round(q.price.value_cents * 0.2))
    expect((await admin('tenant', 'set', 'simple', 'taxes', '[]')).code).toBe(0)
  })

  it('says a JSON value with a typo is not valid JSON, with exit code 2', async () => {
    const broken = await admin('tenant', 'set', 'entreprise', 'sso', '{"issuer": "https://sso.example"')
    expect(broken.code).toBe(2)
    expect(broken.err).toMatch(/^sso: the value is not valid JSON \(/)
  })

  it("sets hosts in the form the server compares, refusing none, non-host names and another tenant's host", async () => {
    const hostsOf = async (slug: string) => JSON.parse((await ctx.db.selectFrom('tenants').select('hosts').where('slug', '=', slug).executeTakeFirstOrThrow()).hosts) as string[]
    const before = await hostsOf('simple')
    const taken = await admin('tenant', 'set', 'simple', 'hosts', 'simple.example', 'LOCALHOST')
    expect(taken.code).toBe(2)
    expect(taken.err).toContain('localhost already belongs to tenant demo')
    expect((await admin('tenant', 'set', 'simple', 'hosts', ' ')).code).toBe(2)
    expect((await admin('tenant', 'set', 'simple', 'hosts', 'https://simple.example/app')).code).toBe(2)
    expect(await hostsOf('simple')).toEqual(before)
    expect((await admin('tenant', 'set', 'simple', 'hosts', 'Simple.Example:8080,www.simple.example')).code).toBe(0)
    expect(await hostsOf('simple')).toEqual(['simple.example', 'www.simple.example'])
    ctx.app.tenants.invalidate()
    expect((await ctx.get('/api/tenant', { host: 'www.simple.example' })).json().tenant.slug).toBe('simple')
  })

  it('refuses a time zone the app cannot format dates in, and a language outside languages', async () => {
    const before = (await admin('tenant', 'show', 'simple')).out
    const zone = await admin('tenant', 'set', 'simple', 'timezone', 'Europe/Nowhere')
    expect(zone.code).toBe(2)
    expect(zone.err).toContain('not an IANA time zone')
    expect((await admin('tenant', 'set', 'simple', 'languages', '["en"]')).code).toBe(2)
    expect((await admin('tenant', 'set', 'simple', 'language', 'en')).code).toBe(2)
    expect((await admin('tenant', 'show', 'simple')).out).toBe(before)
    expect((await admin('tenant', 'set', 'simple', 'timezone', 'Europe/Paris')).code).toBe(0)
    expect((await admin('tenant', 'set', 'simple', 'languages', '["fr", "en"]')).code).toBe(0)
    expect((await admin('tenant', 'set', 'simple', 'language', 'en')).code).toBe(0)
  })

  it('changes one key of an object setting (theme.primary_color), keeping the others', async () => {
    const theme = JSON.parse((await admin('tenant', 'show', 'entreprise')).out).settings.theme
    expect((await admin('tenant', 'set', 'entreprise', 'theme.primary_color', '#C8102E')).code).toBe(0)
    ctx.app.tenants.invalidate()
    expect((await ctx.get('/api/tenant', { host: 'entreprise.localhost' })).json().tenant.theme).toEqual({ ...theme, primary_color: '#C8102E' })
    expect((await admin('tenant', 'set', 'entreprise', 'theme.primary_colour', '#000000')).code).toBe(2)
  })

  it('refuses a theme colour that is not #rgb or #rrggbb and an image URL that is not http(s), naming the key', async () => {
    const before = (await admin('tenant', 'show', 'entreprise')).out
    for (const bad of ['red;}', 'blue', '#12345', '#C8102E80', 'rgb(0,0,0)', '#fff; background:url(x)']) {
      const res = await admin('tenant', 'set', 'entreprise', 'theme.pin_color', bad)
      expect(res.code, bad).toBe(2)
      expect(res.err).toContain('Invalid value for theme.pin_color')
      expect(res.err).toContain('#rgb or #rrggbb')
    }
    expect((await admin('tenant', 'set', 'entreprise', 'theme', '{"primary_color":"blue"}')).err).toContain('theme.primary_color')
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/logo.png', 'logo.png', 'https://cdn.example/a"b.png']) {
      const res = await admin('tenant', 'set', 'entreprise', 'logo_url', bad)
      expect(res.code, bad).toBe(2)
      expect(res.err).toContain('Invalid value for logo_url')
    }
    expect((await admin('tenant', 'show', 'entreprise')).out).toBe(before)
    expect((await admin('tenant', 'set', 'entreprise', 'theme.pin_color', '#abc')).code).toBe(0)
    expect((await admin('tenant', 'set', 'entreprise', 'login_background_url', 'https://cdn.example/fond.jpg')).code).toBe(0)
    expect((await admin('tenant', 'set', 'entreprise', 'favicon_url', '/api/tenant/favicon.svg')).code).toBe(0)
    expect((await admin('tenant', 'set', 'entreprise', 'logo_url', 'null')).code).toBe(0)
    const settings = JSON.parse((await admin('tenant', 'show', 'entreprise')).out).settings
    expect(settings).toMatchObject({ logo_url: null, favicon_url: '/api/tenant/favicon.svg', login_background_url: 'https://cdn.example/fond.jpg' })
    expect(settings.theme.pin_color).toBe('#abc')
  })

  it('prints help, and exit code 2 for an unknown command', async () => {
    expect((await admin('help')).out).toContain('drivers validate')
    expect((await admin('launch')).code).toBe(2)
  })
})

describe('admin: the real command line', () => {
  it('runs through npm run admin with DATABASE_URL, with exit codes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fo-admin-'))
    const url = `sqlite:${join(dir, 'admin.sqlite')}`
    const handle = await connectDatabase(url)
    await migrate(handle.db, false)
    await seedDatabase(handle.db)
    await handle.close()
    const run = (...args: string[]) => spawnSync('npx', ['tsx', 'server/admin/cli.ts', ...args], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' })
    const ok = run('drivers', 'validate', 'newcomer@demo.test')
    expect(ok.status).toBe(0)
    expect(ok.stdout).toContain('driver_on_sms_form -> driver_ok')
    const missing = run('drivers', 'block', 'ghost@demo.test')
    expect(missing.status).toBe(3)
    expect(missing.stderr).toContain('No driver ghost@demo.test')
  }, 60_000)

  it('refuses a DATABASE_URL naming an SQLite file that does not exist, and creates none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fo-admin-'))
    const typo = join(dir, 'data', 'fronoffice.sqlite')
    const res = spawnSync('npx', ['tsx', 'server/admin/cli.ts', 'tenant', 'list'], { env: { ...process.env, DATABASE_URL: `sqlite:${typo}` }, encoding: 'utf8' })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain(`No SQLite database at ${typo}`)
    expect(res.stderr).toContain('npm start')
    expect(res.stdout).toBe('')
    expect(existsSync(typo)).toBe(false)
    expect(existsSync(join(dir, 'data'))).toBe(false)
  }, 60_000)
})
