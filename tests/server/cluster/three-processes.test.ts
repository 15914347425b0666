import pg from 'pg'
import { ACCEPT_V03 } from '@contracts/http'
import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { sha256 } from '../../../server/auth/secrets'
import { call, multipart, PG_URL, signIn, startCluster, within, type Cluster, type ServerProcess } from './cluster'

const HOUR = 3_600_000

interface SearchAnswer {
  results: { vehicle: { id: number } }[]
}

// Three real server processes on one PostgreSQL database.
describe.skipIf(!PG_URL)('three server processes on one PostgreSQL database', () => {
  let cluster: Cluster
  beforeAll(async () => {
    cluster = await startCluster(3)
  })
  afterAll(() => cluster?.stop())
  const server = (i: number) => cluster.servers[i]

  it('makes a car booked on one unavailable on the two others within 1 s, though they searched just before', async () => {
    const token = await signIn(server(0), 'driver@demo.test')
    const station = (await cluster.sql(`select s.id from stations s join tenants t on t.id = s.tenant_id where t.slug = 'demo' and s.name = 'Gare Centrale'`)).rows[0].id as number
    // The demo tenant requires a rental label and a destination of every booking (contracts/booking-fields.ts).
    const demoTrip = async () => ({
      rental_label_id: (await cluster.sql(`select l.id from rental_labels l join tenants t on t.id = l.tenant_id where t.slug = 'demo' order by l.id limit 1`)).rows[0]
        .id as number,
      destination: { label: 'Travail', formatted_address: 'Montréal, QC' },
    })
    const start = Math.ceil(Date.now() / HOUR) * HOUR + 50 * HOUR
    const times = { start_time: new Date(start).toISOString(), end_time: new Date(start + 2 * HOUR).toISOString() }
    const search = async (s: ServerProcess) => {
      const res = await call(s, 'POST', '/api/vehicles/search', { token, body: { search: { start_station_id: station, ...times }, page: 1, limit: 50 } })
      expect(res.status).toBe(200)
      return ((await res.json()) as SearchAnswer).results.map((r) => r.vehicle.id)
    }
    const before = await Promise.all([0, 1, 2].map((i) => search(server(i))))
    const vehicle = before[1][0]
    expect(vehicle).toBeDefined()
    expect(before[2]).toContain(vehicle)

    const booked = await call(server(0), 'POST', '/api/user/rentals', {
      token,
      body: { rental: { vehicle_id: vehicle, reservation_start_time: times.start_time, reservation_end_time: times.end_time, ...(await demoTrip()) } },
    })
    expect(booked.status).toBe(201)
    for (const i of [1, 2]) {
      const tookMs = await within(1000, async () => !(await search(server(i))).includes(vehicle))
      expect(tookMs).toBeLessThan(1000)
    }
  })

  it('refuses everywhere within 1 s a token revoked straight in the database (admin, psql)', async () => {
    const token = await signIn(server(1), 'driver2@demo.test')
    for (const i of [0, 1, 2]) for (let n = 0; n < 2; n++) expect((await call(server(i), 'GET', '/api/user', { token })).status).toBe(200)
    await cluster.sql('update access_tokens set revoked_at = $1 where token_hash = $2', [Date.now(), sha256(token)])
    const took = await Promise.all([0, 1, 2].map((i) => within(1000, async () => (await call(server(i), 'GET', '/api/user', { token })).status === 401)))
    expect(Math.max(...took)).toBeLessThan(1000)
  })

  it('serves a photo uploaded on one from the two others', async () => {
    const token = await signIn(server(1), 'driver@demo.test')
    const photo = multipart({}, { name: 'photo[image]', filename: 'me.png', type: 'image/png', content: samplePng(7) })
    const res = await call(server(1), 'POST', '/api/user/photos', { token, raw: photo.raw, headers: photo.headers })
    expect(res.status).toBe(201)
    const { user } = (await res.json()) as { user: { small_main_photo_url: string } }
    for (const i of [0, 2]) {
      const got = await call(server(i), 'GET', user.small_main_photo_url, { token })
      expect(got.status).toBe(200)
      expect(Buffer.from(await got.arrayBuffer())).toEqual(samplePng(7))
    }
  })

  it('sends one SMS for 20 code requests fired at once across the three processes', async () => {
    // newcomer@demo.test is at the SMS step of the registration.
    const token = await signIn(server(0), 'newcomer@demo.test')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(server(i % 3), 'POST', '/api/user/sms_code', { token, body: { sms_code: { cell_phone: '514 555 0172' } }, headers: { accept: ACCEPT_V03 } }).then((r) => r.status),
      ),
    )
    expect(answers.filter((s) => s === 201)).toHaveLength(1)
    expect(answers.filter((s) => s !== 201).every((s) => s === 429)).toBe(true)
    const sent = await cluster.sql(`select count(*)::int as n from outbox where channel = 'sms' and recipient = '+15145550172'`)
    expect(sent.rows[0].n).toBe(1)
  })

  it('finishes a request in flight when told to stop (SIGTERM), then exits 0', async () => {
    const last = server(2)
    // Holds inserts into access_tokens, so that a token request waits in the server meanwhile.
    const lock = new pg.Client({ connectionString: cluster.databaseUrl })
    await lock.connect()
    try {
      await lock.query('begin')
      await lock.query('lock table access_tokens in exclusive mode')
      const inFlight = call(last, 'POST', '/api/oauth2/token', { body: { grant_type: 'client_credentials', client_id: 'frontoffice-web' } })
      await within(
        5000,
        async () => (await lock.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n > 0,
      )
      last.child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 300))
      expect(last.child.exitCode).toBeNull()
      await lock.query('commit')
      const answer = await inFlight
      expect(answer.status).toBe(200)
      expect(await last.exited, last.output()).toBe(0)
    } finally {
      await lock.end()
    }
  })
})
