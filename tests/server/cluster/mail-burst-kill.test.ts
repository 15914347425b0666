import { startSmtpSink, type SmtpSink } from '../jobs/smtp-sink'
import { call, PG_URL, startCluster, type Cluster } from './cluster'

// Kill -9 of the process delivering mail, during a burst of mail, loses no mail and sends
// none twice. One API process (JOBS_IN_API=false) writes each password-reset mail to the outbox
// with its pg-boss job in one transaction; `npm run worker` processes deliver them to a real SMTP
// server on 127.0.0.1. The first worker is killed while the SMTP server holds one of its messages;
// two new workers deliver the rest, and the killed one's message once its job expires.
describe.skipIf(!PG_URL)('kill -9 of a worker during a mail burst loses no mail', () => {
  let sink: SmtpSink
  let cluster: Cluster
  beforeAll(async () => {
    sink = await startSmtpSink()
    // SEND_TIMEOUT_SECONDS=3: a delivery job is taken for lost after 15 s; pg-boss looks every second.
    cluster = await startCluster(1, { SMTP_URL: sink.url, JOBS_IN_API: 'false', SEND_TIMEOUT_SECONDS: '3', JOBS_MAINTENANCE_SECONDS: '1' })
  }, 120_000)
  afterAll(async () => {
    sink?.release()
    await cluster?.stop()
    await sink?.close()
  })

  /** Polls until check() holds; the waits are generous, the test asserts no durations. */
  async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 90_000): Promise<void> {
    const end = Date.now() + timeoutMs
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms\n${cluster.workers.map((w) => `${w.name}: ${w.output()}`).join('\n')}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  it('delivers every outbox row exactly once to the SMTP server', async () => {
    const api = cluster.servers[0]
    // A member is sent at most 3 reset links an hour (limits/recipient-limits.ts): the burst's counters are
    // cleared before each request, so that every request of the burst writes its mail.
    const resets = async (n: number) => {
      const codes: number[] = []
      for (let i = 0; i < n; i++) {
        await cluster.sql('delete from rate_counters')
        codes.push((await call(api, 'POST', '/api/reset_password', { body: { email: 'driver@demo.test' } })).status)
      }
      expect(codes.every((c) => c === 200)).toBe(true)
    }
    const worker = await cluster.startWorker('w1')
    await resets(8)
    await until('first deliveries', () => sink.received.length >= 3)

    // Mid-burst: the SMTP server holds the next message before answering; more mail comes in.
    sink.hold()
    await resets(8)
    await until('a message in flight', () => sink.waiting() >= 1)
    worker.child.kill('SIGKILL')
    expect(await worker.exited).toBe('SIGKILL')
    // The killed worker's connection is gone: the held message was never accepted (no 250 sent).
    await until('the killed client hung up', () => sink.waitingGone() >= 1)
    sink.release()
    await resets(8)

    // Two workers take over together: each job still runs once.
    await Promise.all([cluster.startWorker('w2'), cluster.startWorker('w3')])
    const outbox = async () =>
      (await cluster.sql(`select id, status, attempts, error, created_at from outbox where channel = 'email' and recipient = 'driver@demo.test' order by id`)).rows as {
        id: number
        status: string
        attempts: number
        error: string | null
        created_at: string
      }[]
    await until('every row delivered', async () => (await outbox()).every((r) => r.status === 'delivered'))

    const rows = await outbox()
    expect(rows).toHaveLength(24)
    for (const r of rows) expect(r).toMatchObject({ status: 'delivered', error: null })
    // The killed worker's message counts its cut attempt: it was sent again, and only then accepted.
    expect(rows.some((r) => r.attempts >= 2)).toBe(true)
    // Every row reached the SMTP server exactly once, under its stable Message-ID.
    const expected = rows.map((r) => `<outbox-${r.id}.${Number(r.created_at).toString(36)}@frontoffice.localhost>`).sort()
    const received = sink.received.filter((m) => m.to.includes('driver@demo.test')).map((m) => m.messageId)
    expect(received.slice().sort()).toEqual(expected)
  }, 150_000)

  it('a worker told to stop (SIGTERM) finishes the mail it is sending, then exits 0', async () => {
    for (const w of cluster.workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM')
    await Promise.all(cluster.workers.map((w) => w.exited))
    const worker = await cluster.startWorker('w4', { WORKER_METRICS_PORT: '0' })
    const metricsUrl = /"metrics":"(http:\/\/[^"]+)"/.exec(worker.output())?.[1]
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    // A first mail goes out; the worker's own /metrics (WORKER_METRICS_PORT) counts the job.
    expect((await call(cluster.servers[0], 'POST', '/api/reset_password', { body: { email: 'admin@demo.test' } })).status).toBe(200)
    await until('the job counted', async () => (await (await fetch(metricsUrl!)).text()).includes('frontoffice_jobs_total{job="deliver-email",outcome="done"} 1'), 30_000)
    const before = sink.received.length
    sink.hold()
    expect((await call(cluster.servers[0], 'POST', '/api/reset_password', { body: { email: 'driver2@demo.test' } })).status).toBe(200)
    await until('the mail in flight', () => sink.waiting() >= 1)
    worker.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    // Still there: it waits for its job (well within SEND_TIMEOUT_SECONDS, 3 s, so the send does not time out).
    expect(worker.child.exitCode).toBeNull()
    sink.release()
    expect(await worker.exited).toBe(0)
    expect(sink.received.slice(before).map((m) => m.to)).toEqual([['driver2@demo.test']])
    const row = await cluster.sql(`select status, attempts from outbox where recipient = 'driver2@demo.test' order by id desc limit 1`)
    expect(row.rows[0]).toEqual({ status: 'delivered', attempts: 1 })
  }, 90_000)
})
