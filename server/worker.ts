import { ConfigError, loadConfig } from './config'
import { connectDatabase } from './db/connect'
import { migrate } from './db/migrate'
import { underSetupLock } from './db/setup-lock'
import { databaseConnectHint } from './db/connect-hint'
import { createJobQueue } from './jobs/create-queue'
import { startJobs } from './jobs/start-jobs'
import { jobQueueReady, oldestWaitingGauge, queueDepthGauge } from './jobs/status'
import { poolGauge } from './ops/pool-gauge'
import { Readiness } from './ops/readiness'
import { sql } from 'kysely'
import type { JobLog } from './jobs/job-definition'
import { AppMetrics } from './ops/metrics'
import { jsonLine } from './ops/json-line'
import { startMetricsServer, type MetricsServer } from './ops/metrics-server'
import { keepRunningOnUnhandledRejection } from './ops/unhandled-rejections'

// `npm run worker`: the background jobs alone, next to API processes started with JOBS_IN_API=false
// (or not). Any number of workers may run: pg-boss hands each job to one of them.

const log: JobLog = { info: jsonLine('info'), warn: jsonLine('warn'), error: jsonLine('error') }

async function main(): Promise<void> {
  keepRunningOnUnhandledRejection(log.error)
  const config = loadConfig()
  if (!/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    throw new ConfigError('npm run worker needs DATABASE_URL on PostgreSQL: on SQLite the jobs run inside npm start, which is the one process.')
  }
  const db = await connectDatabase(config.databaseUrl)
  await underSetupLock(db.db, db.isPostgres, () => migrate(db.db, db.isPostgres)).catch((err: unknown) => {
    const hint = databaseConnectHint(err, config.databaseUrl)
    throw hint ? new ConfigError(hint) : err
  })
  const queue = createJobQueue(db, config)
  // The jobs this worker runs, the queue's depth and oldest waiting job, the pool, on WORKER_METRICS_PORT (METRICS_PORT is the API's).
  const metrics = new AppMetrics()
  metrics.addGauge(queueDepthGauge(queue))
  metrics.addGauge(oldestWaitingGauge(queue))
  if (db.pool) metrics.addGauge(poolGauge(db.pool))
  let metricsServer: MetricsServer | null = null
  // /ready: the database and the queue answer, and the worker is not stopping.
  const readiness = new Readiness()
  readiness.add('database', async () => void (await sql`select 1`.execute(db.db)))
  readiness.add('queue', async () => {
    if (!(await jobQueueReady(queue))) throw new Error('job queue unreachable')
  })
  if (config.workerMetrics) metricsServer = await startMetricsServer(metrics, config.workerMetrics.port, config.workerMetrics.host, readiness)
  const stopWatch = await startJobs({ db, config, queue, log, onJobRun: metrics.observeJob, watchAlerts: true })
  log.info({ schema: config.jobs.schema, metrics: metricsServer?.url ?? null }, 'worker ready')
  let closing = false
  const stop = (signal: string) => {
    if (closing) return
    closing = true
    readiness.draining = true
    log.info({ signal }, 'worker stopping: finishing running jobs')
    stopWatch()
      .then(() => queue.stop())
      .then(() => metricsServer?.close())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err: String(err) }, 'worker stop failed')
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `The worker could not start: ${String(err)}`)
  process.exit(1)
})
