import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { samplePdf, samplePng } from '../../../server/domain/documents/testing/sample-files'
import { call, multipart, PG_URL, signIn, startCluster, within, type Cluster } from './cluster'

// Two real server processes on one PostgreSQL database: what one does, the other sees.
describe.skipIf(!PG_URL)('two server processes on one PostgreSQL database', () => {
  let cluster: Cluster
  beforeAll(async () => {
    cluster = await startCluster(2, { RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000' })
  })
  afterAll(() => cluster?.stop())
  const [a, b] = [0, 1].map((i) => () => cluster.servers[i])

  it('serves on one a document uploaded on the other, and a photo', async () => {
    const token = await signIn(a(), 'driver@demo.test')
    const pdf = samplePdf('Permis partagé')
    const upload = multipart({ 'document[document_type]': 'other' }, { name: 'document[file]', filename: 'permis.pdf', type: 'application/pdf', content: pdf })
    const created = await call(a(), 'POST', '/api/user/documents', { token, raw: upload.raw, headers: upload.headers })
    expect(created.status).toBe(201)
    const { document } = (await created.json()) as { document: { url: string } }
    const there = await call(b(), 'GET', document.url, { token })
    expect(there.status).toBe(200)
    expect(there.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await there.arrayBuffer())).toEqual(pdf)

    const photo = multipart({}, { name: 'photo[image]', filename: 'me.png', type: 'image/png', content: samplePng(5) })
    const withPhoto = await call(b(), 'POST', '/api/user/photos', { token, raw: photo.raw, headers: photo.headers })
    expect(withPhoto.status).toBe(201)
    const { user } = (await withPhoto.json()) as { user: { small_main_photo_url: string } }
    const avatar = await call(a(), 'GET', user.small_main_photo_url, { token })
    expect(avatar.status).toBe(200)
    expect(Buffer.from(await avatar.arrayBuffer())).toEqual(samplePng(5))
  })

  it('refuses on the other within 1 s a token revoked on one, though the other had it cached', async () => {
    const token = await signIn(b(), 'driver2@demo.test')
    // Served twice on A: the second answer comes from A's token cache (5 s).
    for (let i = 0; i < 2; i++) expect((await call(a(), 'GET', '/api/user', { token })).status).toBe(200)
    const revoked = await call(b(), 'POST', '/api/oauth2/revoke', { body: { token, client_id: DEMO_WEB_CLIENT_ID } })
    expect(revoked.status).toBe(200)
    const tookMs = await within(1000, async () => (await call(a(), 'GET', '/api/user', { token })).status === 401)
    expect(tookMs).toBeLessThan(1000)
  })

  it('adds up the rate limit of the sensitive calls across the processes', async () => {
    const attempt = (server: typeof a) => call(server(), 'POST', '/api/reset_password', { body: { email: 'nobody@example.com' } })
    const codes: number[] = []
    for (const server of [a, b, a, b]) codes.push((await attempt(server)).status)
    expect(codes.every((c) => c !== 429)).toBe(true)
    // The fifth call in the window is over the limit of 4 on both processes, not only on one.
    expect((await attempt(a)).status).toBe(429)
    expect((await attempt(b)).status).toBe(429)
    const rows = await cluster.sql(`select sum(count)::int as hits from rate_counters where key like '%/reset_password:%'`)
    expect(rows.rows[0].hits).toBe(6)
  })
})
