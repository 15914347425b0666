import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import './fastify-types'
import type { Config } from './config'
import type { DbHandle } from './db/connect'
import { createAdapters, type Adapters } from './adapters'
import { TenantCache } from './tenants/tenant-cache'
import { installErrorHandler, sendApiErrors } from './http/error-handler'
import { badRequest, notFound } from './errors'
import { registerSecurityHeaders, servesHttps } from './http/security'
import { registerRateLimit } from './http/rate-limit'
import type { Limiter } from './limits/limiter'
import { registerInputGuard } from './http/input-guard'
import { registerDevOnlyGuard } from './http/dev-only'
import { registerHostGuard } from './http/host-header'
import { createClientErrorHandler } from './http/client-error'
import { withLogRedaction } from './http/log-redaction'
import { registerRouteModules } from './http/route-module'
import { registerDeclaredRoutes } from './http/declared-routes'
import { installRequestContext, isApiRequest } from './context/request-context'
import { isClientRoute, registerAppStatic } from './static/app-static'
import { outsidePage, wantsPage } from './static/outside-page'
import type { JobQueue } from './jobs/job-queue'
import { createJobQueue } from './jobs/create-queue'
import { jobQueueReady, oldestWaitingGauge, queueDepthGauge } from './jobs/status'
import { poolGauge } from './ops/pool-gauge'
import { selectFileStorage } from './storage/select-storage'
import { createSharedLimits } from './limits/shared-limits'
import { ChangeBus } from './cluster/change-bus'
import { forgetAllTokens, forgetToken } from './auth/token-cache'
import { requestId } from './ops/request-id'
import { Readiness } from './ops/readiness'
import { AppMetrics } from './ops/metrics'
import { registerOperability } from './ops/operability'

export interface BuildAppOptions {
  db: DbHandle
  config: Config
  /** Replace any side effect (mail, SMS, clock); the rest are built from the config. */
  adapters?: Partial<Adapters>
  /** Fastify logger options; defaults to the config's level (silent in tests). */
  logger?: FastifyServerOptions['logger']
  /** Directory of the built app; defaults to dist/app. */
  appDir?: string
  /** Shared counters of the rate limits and SMS caps; defaults to the database's. */
  limiter?: Limiter
  /** The job queue requests enqueue into; defaults to pg-boss on PostgreSQL, the in-process runner on SQLite. Stopped when the app closes. */
  jobs?: JobQueue
  /** Tests: every JSON answer is checked against its route's declared schema (a mismatch answers 500). */
  checkAnswers?: boolean
}

/**
 * The API server: external plugins (security headers, rate limits; multipart only in the upload
 * routes' scope, routes/registration/multipart-form.ts), then the app's own
 * context (tenant, language, auth helpers, error handler), then every route module under /api and
 * the static app under /frontofficev2/.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel })),
    // Behind a reverse proxy, X-Forwarded-For gives the client IP the rate limits key on; otherwise it is spoofable.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: createClientErrorHandler(servesHttps(config)),
    // A URL the router cannot decode (`/api/%zz`) fails before any hook: answer in the spec's shape.
    frameworkErrors: (_error, request, reply) => sendApiErrors(reply, request, [badRequest()]),
    // Every JSON log line of a request carries its reqId: the client's or proxy's X-Request-Id when well-formed.
    genReqId: requestId,
    // A stop serves what arrives on open connections (ops/shutdown.ts closes them once unused) rather than answering 503.
    return503OnClosing: false,
  })

  const jobs = options.jobs ?? createJobQueue(db, config)
  const adapters = createAdapters(db.db, config, jobs, options.adapters)
  app.decorate('jobs', jobs)
  // Running jobs finish before the database closes (graceful shutdown).
  app.addHook('onClose', async () => {
    await jobs.stop()
  })
  app.decorate('db', db.db)
  app.decorate('dbHandle', db)
  app.decorate('config', config)
  app.decorate('adapters', adapters)
  app.decorate('tenants', new TenantCache(db.db, config.tenantCacheMs, adapters.clock))
  app.decorate('files', selectFileStorage(config, db.db, db.isPostgres))
  const limits = await createSharedLimits(config, db, adapters.clock)
  // Tests may pass their own counter; the shared one (Redis or the database) otherwise.
  const limiter = options.limiter ?? limits.limiter
  app.decorate('limiter', limiter)
  app.decorate('limitsLabel', limits.label)
  app.decorate('readiness', new Readiness())
  app.decorate('metrics', new AppMetrics())
  // The job queue in /api/ready and /metrics (server/jobs/status.ts answers within 2 s either way).
  app.readiness.add('queue', async () => {
    if (!(await jobQueueReady(jobs))) throw new Error('job queue unreachable')
  })
  app.metrics.addGauge(queueDepthGauge(jobs))
  app.metrics.addGauge(oldestWaitingGauge(jobs))
  if (db.pool) app.metrics.addGauge(poolGauge(db.pool))
  // Named in /api/ready without making it fail: the limits count in the database while Redis is
  // away, and only uploads need the file storage (docs/DECISIONS.md).
  const redis = limits.redis
  if (redis) app.readiness.add('redis', async () => void (await redis.ping()), { required: false })
  const files = app.files
  if (files.ping) app.readiness.add('files', () => (files.ping as () => Promise<void>)(), { required: false })
  // Other processes' writes reach this one's caches at once (PostgreSQL LISTEN/NOTIFY).
  const changes = new ChangeBus(db)
  app.decorate('changes', changes)
  changes.on('token', (ids) => (ids ? forgetToken(Number(ids[0]), ids.slice(1).join(':')) : forgetAllTokens()))
  changes.on('tenants', () => app.tenants.invalidate())
  // Loaded before the first request so the first page's security headers already know the tenant.
  app.addHook('onReady', async () => {
    await changes.start()
    await app.tenants.all()
  })
  app.addHook('onClose', async () => {
    await Promise.all([changes.close(), limits.close(), app.files.close()])
  })

  app.metrics.install(app)
  // Before any route: Fastify binds a route to the error handler set when it is declared, and the
  // health routes' errors (a malformed Host, a NUL in their query) answer in the spec's shape too.
  installErrorHandler(app)
  // Before any route: the OpenAPI document collects routes as they are declared.
  await registerDeclaredRoutes(app, { checkAnswers: options.checkAnswers })
  registerOperability(app)
  registerSecurityHeaders(app, config)
  registerHostGuard(app)
  await registerRateLimit(app, config, options.limiter ?? limits.httpLimiter)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  // Spec section 7: every call declares JSON content, including the ones without a body (DELETE,
  // POST /user/data_request ...). Fastify refuses an empty JSON body; read it as an empty object.
  const strictJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if ((body as string).trim() === '') return done(null, {})
    strictJson(req, body as string, done)
  })

  registerDevOnlyGuard(app, config)
  installRequestContext(app)
  registerInputGuard(app)
  await registerRouteModules(app)

  const { spaFallback } = await registerAppStatic(app, options.appDir ?? 'dist/app')
  app.setNotFoundHandler((request, reply) => {
    if (!isApiRequest(request) && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
      return spaFallback(request, reply)
    }
    // A browser sent outside the app (the back office's links, a mistyped address) reads a page, not JSON.
    if (!isApiRequest(request) && (request.method === 'GET' || request.method === 'HEAD') && wantsPage(request.headers.accept)) {
      return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outsidePage(request.url, request.lang))
    }
    return sendApiErrors(reply, request, [notFound()])
  })
  return app
}
