import type { LightMyRequestResponse } from 'fastify'
import { createTestContext, type TestContext } from '../helpers'
import { apiRoutes, type RouteEntry } from './route-table'
import { expectNoServerError, expectSpecError } from './spec-error'

// On PostgreSQL, ids of 2^31 and more and strings holding a NUL character fail in the database
// (a 500) unless the route refuses them first. Every route is walked (read from Fastify's route tree, so a route
// added later is walked too), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.

const BAD_IDS = ['2147483648', '4294967296', '99999999999999999999', '-1', '0', '01', 'abc', '1.5', '1e3', '%00', '1%00', '%20']
const NUL = 'a\u0000b'
const BIG = 2 ** 31

/** A body of each shape the API reads, with an id past PostgreSQL's integer or a NUL in every string. */
const BODIES_WITH_BIG_IDS: unknown[] = [
  {
    rental: {
      vehicle_id: BIG,
      start_time: '2030-01-01T10:00:00Z',
      end_time: '2030-01-01T12:00:00Z',
      destination_id: BIG,
      start_station_id: BIG,
      end_station_id: BIG,
      rental_label_id: BIG,
    },
  },
  { search: { start_time: '2030-01-01T10:00:00Z', end_time: '2030-01-01T12:00:00Z', start_station_id: BIG, categories: [BIG], rental_label_id: BIG, destination: { id: BIG } } },
  { passenger: { rental_id: BIG } },
  { terms_and_conditions: { version_id: BIG } },
  { additional_document: { id: BIG } },
]
const BODIES_WITH_NUL: unknown[] = [
  { grant_type: 'password', client_id: 'frontoffice-web', username: NUL, password: NUL },
  { email: NUL, context: 'frontoffice' },
  { user: { first_name: NUL, email: NUL, password: NUL, cell_phone: NUL } },
  { sms_code: { cell_phone: NUL, code: NUL } },
  { stripe_card: { stripe_setup_intent_id: NUL, stripe_payment_method_id: NUL } },
  { payment_card: { stripe_token: NUL } },
  { reset_password_token: NUL, password: 'long-enough-1', password_confirmation: 'long-enough-1' },
  { [NUL]: 'key' },
]

function withParams(route: RouteEntry, value: string): string {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'view' ? 'side.svg' : value))
}

describe('ids past 2^31, negative or not numbers, and NUL characters, on every route', () => {
  let ctx: TestContext
  let token: string
  let routes: RouteEntry[]
  beforeAll(async () => {
    ctx = await createTestContext()
    token = await ctx.tokenFor('driver@demo.test')
    routes = apiRoutes(ctx.app)
  })
  afterAll(() => ctx.close())

  // The walk's member token must live through it (afterEach): POST /oauth2/revoke without a body token revokes nothing.
  const send = (route: RouteEntry, url: string, o: { body?: unknown; query?: Record<string, string>; token?: string | null } = {}): Promise<LightMyRequestResponse> =>
    ctx.call(route.method as 'GET', url, {
      token: o.token === undefined ? token : o.token,
      query: o.query,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: o.body ?? {} }),
    })
  afterEach(async () => {
    expect((await ctx.get('/api/user', { token })).statusCode, 'the walk signed its member out').toBe(200)
  })

  it('walks the whole API (the route table is read, not listed)', () => {
    expect(routes.length).toBeGreaterThan(40)
    expect(routes).toContainEqual({ method: 'GET', url: '/api/vehicle_photos/:id/:view' })
    expect(routes).toContainEqual({ method: 'POST', url: '/api/oauth2/token' })
  })

  it('a bad id in the path is a 404 (or a 400), never a 500, with or without a token', async () => {
    const withIds = routes.filter((r) => r.url.includes('/:id'))
    expect(withIds.length).toBeGreaterThan(10)
    for (const route of withIds) {
      for (const bad of BAD_IDS) {
        const url = withParams(route, bad)
        const res = await send(route, url)
        expectSpecError(res, [400, 404], `${route.method} ${url}`)
        expectSpecError(await send(route, url, { token: null }), [400, 401, 404], `${route.method} ${url} without a token`)
      }
    }
  })

  it('GET /api/vehicle_photos/2147483648/side.svg without a token is a 404', async () => {
    const res = await ctx.get('/api/vehicle_photos/2147483648/side.svg', { token: null })
    expectSpecError(res, [404], 'vehicle photo')
  })

  it('an id past 2^31 in a body is never a 500 on any route that takes a body', async () => {
    for (const route of routes.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      for (const body of BODIES_WITH_BIG_IDS) {
        const url = withParams(route, '1')
        expectNoServerError(await send(route, url, { body }), `${route.method} ${url} ${JSON.stringify(body)}`)
      }
    }
  })

  it('a NUL character in a body, a query or a path is a 400 on every route, with or without a token', async () => {
    for (const route of routes) {
      const url = withParams(route, '1')
      if (route.method === 'POST' || route.method === 'PUT') {
        for (const body of BODIES_WITH_NUL) {
          expectSpecError(await send(route, url, { body }), [400], `${route.method} ${url} ${JSON.stringify(body)}`)
          expectSpecError(await send(route, url, { body, token: null }), [400], `${route.method} ${url} without a token`)
        }
      }
      expectSpecError(await send(route, url, { query: { recipient: NUL, q: NUL, query: NUL } }), [400], `${route.method} ${url}?q=NUL`)
      if (route.url.includes('/:')) expectSpecError(await send(route, withParams(route, '1%00')), [400, 404], `${route.method} NUL in path`)
    }
  })

  it('POST /oauth2/token with a NUL in the username is a 400 (was a 500 on PostgreSQL)', async () => {
    const res = await ctx.post(
      '/api/oauth2/token',
      { grant_type: 'password', client_id: 'frontoffice-web', username: `driver${'\u0000'}@demo.test`, password: 'x' },
      { token: null },
    )
    expectSpecError(res, [400], 'token')
    const form = await ctx.call('POST', '/api/oauth2/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&client_id=frontoffice-web&username=a%00b&password=x',
    })
    expectSpecError(form, [400], 'token, form-encoded')
  })
})
