import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { MAX_ACTIVE_ALERTS } from '@contracts/alert'
import { loadConfig } from '../config'
import { connectDatabase } from '../db/connect'
import { migrate } from '../db/migrate'
import { ALERT_WATCH_EVERY_MS, createAlertWatch } from '../jobs/alert-watch-runner'
import type { JobSender } from '../jobs/job-sender'
import { createTransports } from '../jobs/transports'
import { postgresTarget, sqliteTarget, type BenchTarget } from './bench-targets'
import { seedDataset, type Dataset } from './bench-dataset'
import { rng } from './random'

// npm run bench:alerts -- [--alerts 10000] [--runs 5] [--only sqlite|postgres] [--pg postgres://...]
// How long from a cancellation to the member's notification (its e-mail in the outbox) with
// `--alerts` live alerts, the watch polling the change feed every ALERT_WATCH_EVERY_MS as deployed,
// and how much of it the database spent (every query of the watch from the cancellation on).
const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const ALERTS = Number(opt('alerts', '10000'))
const RUNS = Number(opt('runs', '5'))
const ONLY = opt('only', '')
const PG_URL = opt('pg', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
const DAY = 86_400_000
const HOUR = 3_600_000

/** Sums the time of every query run through it (from before compiling to the rows back). */
class QueryTimer implements KyselyPlugin {
  totalMs = 0
  queries = 0
  private readonly started = new WeakMap<object, number>()
  transformQuery(a: PluginTransformQueryArgs): RootOperationNode {
    this.started.set(a.queryId, performance.now())
    return a.node
  }
  async transformResult(a: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const t = this.started.get(a.queryId)
    if (t !== undefined) {
      this.totalMs += performance.now() - t
      this.queries += 1
    }
    return a.result
  }
  reset(): void {
    this.totalMs = 0
    this.queries = 0
  }
}

// The outbox row is the notification this measures; its delivery job is not this bench's business.
const discardingQueue: JobSender = { transactional: false, send: async () => {} }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function run(target: BenchTarget): Promise<void> {
  const handle = await connectDatabase(target.url)
  const now = Date.now()
  try {
    await migrate(handle.db, handle.isPostgres)
    const drivers = Math.ceil(ALERTS / (MAX_ACTIVE_ALERTS - 1)) + RUNS
    const data: Dataset = await seedDataset(handle.db, { stations: 200, vehicles: 3000, rentals: 30000, drivers }, now)
    const users = (await handle.db.selectFrom('users').select('id').where('tenant_id', '=', data.tenantId).orderBy('id').execute()).map((u) => u.id)
    const r = rng(20261129)
    const rows = Array.from({ length: ALERTS }, (_, i) => {
      const start = now + r.int(1, 60) * DAY + r.int(0, 23) * HOUR
      return {
        tenant_id: data.tenantId,
        user_id: users[i % (users.length - RUNS)],
        status: 'active' as const,
        start_station_id: r.pick(data.stationIds),
        end_station_id: null,
        latitude: null,
        longitude: null,
        radius_km: null,
        start_time: start,
        end_time: start + r.int(1, 48) * HOUR,
        category_ids: JSON.stringify([r.pick(data.categoryIds)]),
        options: '[]',
        gears_type: null,
        seats_count: null,
        created_at: now - r.int(1, 30) * DAY,
        ended_at: null,
      }
    })
    for (let i = 0; i < rows.length; i += 500)
      await handle.db
        .insertInto('alerts')
        .values(rows.slice(i, i + 500))
        .execute()

    const timer = new QueryTimer()
    const db = handle.db.withPlugin(timer)
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: target.url })
    const log = { info: () => {}, warn: () => {}, error: (o: object, m?: string) => console.error(m, o) }
    const watch = createAlertWatch({ db, config, clock: Date.now, queue: discardingQueue, transports: createTransports(config), log })
    await watch.start()
    let stopped = false
    const loop = (async () => {
      while (!stopped) {
        await watch.tick()
        await sleep(ALERT_WATCH_EVERY_MS)
      }
    })()

    const latencies: number[] = []
    const dbTimes: number[] = []
    const queries: number[] = []
    // Upcoming bookings, each the vehicle's only one: a cancellation frees that vehicle for that window.
    const targets = await handle.db
      .selectFrom('rentals as r')
      .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .select(['r.id', 'r.reservation_start_time', 'r.reservation_end_time', 'v.station_id', 'v.category_id'])
      .where('r.tenant_id', '=', data.tenantId)
      .where('r.status', 'in', ['pending', 'prepared'])
      .where('r.reservation_start_time', '>', now + 2 * DAY)
      .orderBy('r.id')
      .limit(RUNS)
      .execute()
    for (let k = 0; k < targets.length; k++) {
      const t = targets[k]
      const member = users[users.length - 1 - k]
      const email = (await handle.db.selectFrom('users').select('email').where('id', '=', member).executeTakeFirstOrThrow()).email
      // The oldest alert for exactly that booking's window, so that this member is the one offered.
      await handle.db
        .insertInto('alerts')
        .values({
          ...rows[0],
          user_id: member,
          start_station_id: t.station_id,
          start_time: t.reservation_start_time,
          end_time: t.reservation_end_time,
          category_ids: JSON.stringify([t.category_id]),
          created_at: now - 365 * DAY,
        })
        .execute()
      await sleep(ALERT_WATCH_EVERY_MS * 1.5)
      timer.reset()
      const cancelledAt = performance.now()
      await handle.db.updateTable('rentals').set({ status: 'cancelled', updated_at: Date.now() }).where('id', '=', t.id).execute()
      for (;;) {
        const told = await handle.db.selectFrom('outbox').select('id').where('recipient', '=', email).executeTakeFirst()
        if (told) break
        if (performance.now() - cancelledAt > 60_000) throw new Error('no notification within 60 s')
        await sleep(2)
      }
      latencies.push(performance.now() - cancelledAt)
      dbTimes.push(timer.totalMs)
      queries.push(timer.queries)
    }
    stopped = true
    await loop
    const live = await handle.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
    const f = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ')
    console.log(`${target.name}: ${Number(live.n)} live alerts, feed polled every ${ALERT_WATCH_EVERY_MS} ms, ${targets.length} cancellations`)
    console.log(`  cancellation -> member's e-mail in the outbox: median ${median(latencies).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms  [${f(latencies)}]`)
    console.log(`  database time of the watch over that span:     median ${median(dbTimes).toFixed(1)} ms, max ${Math.max(...dbTimes).toFixed(1)} ms  (${median(queries)} queries)`)
  } finally {
    await handle.close()
    await target.cleanup()
  }
}

async function main(): Promise<void> {
  if (ONLY !== 'postgres') await run(sqliteTarget('alerts-bench-'))
  if (ONLY !== 'sqlite') await run(await postgresTarget(PG_URL))
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
