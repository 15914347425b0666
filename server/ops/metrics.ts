import type { FastifyInstance } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { chargeTries } from '../domain/payments/charge-metrics'
import { messageSends } from '../jobs/delivery-metrics'

export interface GaugeHook {
  name: string
  help: string
  labelNames?: string[]
  /** Called at each scrape: set the gauge's values (e.g. queue depth by queue). */
  collect: (set: (value: number, labels?: Record<string, string>) => void) => Promise<void> | void
}

/**
 * The process's Prometheus metrics: requests by route and status, their latency, the jobs this
 * process ran (count by outcome, duration), when each job last succeeded, the mail, SMS and charge counters, and gauges other parts register (`addGauge`: queue depth, oldest waiting job, the pool). Each app has its own registry
 * (tests build many apps in one process). Served by metrics-server.ts on METRICS_PORT only.
 */
export class AppMetrics {
  readonly registry = new Registry()
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [this.registry],
  })
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })
  private readonly jobRuns = new Counter({
    name: 'frontoffice_jobs_total',
    help: 'Background jobs run by this process, by job name and outcome (done, failed: retried or given up)',
    labelNames: ['job', 'outcome'],
    registers: [this.registry],
  })
  private readonly jobDuration = new Histogram({
    name: 'frontoffice_job_duration_seconds',
    help: 'Time a background job took in this process, by job name',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  })
  private readonly jobLastSuccess = new Gauge({
    name: 'frontoffice_job_last_success_timestamp_seconds',
    help: 'When a job last ran to success in this process (Unix seconds), by job name: a periodic job whose value stops moving no longer runs',
    labelNames: ['job'],
    registers: [this.registry],
  })
  private processMetrics = false

  constructor() {
    this.registry.registerMetric(chargeTries)
    this.registry.registerMetric(messageSends)
  }

  /** One run of a job in this process (server/jobs/start-jobs.ts calls it). */
  readonly observeJob = (job: string, seconds: number, ok: boolean): void => {
    this.jobRuns.inc({ job, outcome: ok ? 'done' : 'failed' })
    this.jobDuration.observe({ job }, seconds)
    // Wall-clock time, not the business clock: it is compared with the scraper's own time.
    if (ok) this.jobLastSuccess.set({ job }, Date.now() / 1000)
  }

  /** Counts every answer; the route is the pattern (`/api/user/documents/:id/file`), never the raw URL. */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) }
      this.requests.inc(labels)
      this.duration.observe(labels, reply.elapsedTime / 1000)
      done()
    })
  }

  /** Node's own metrics (memory, event loop, GC): only for a process that serves /metrics. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return
    this.processMetrics = true
    collectDefaultMetrics({ register: this.registry })
  }

  addGauge(hook: GaugeHook): void {
    new Gauge({
      name: hook.name,
      help: hook.help,
      labelNames: hook.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        this.reset()
        await hook.collect((value, labels) => (labels ? this.set(labels, value) : this.set(value)))
      },
    })
  }
}
