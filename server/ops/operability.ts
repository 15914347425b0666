import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { API_PREFIX } from '@contracts/http'
import { REQUEST_ID_HEADER } from './request-id'
import { z } from 'zod'
import { declared } from '../http/declared-routes'
import { ConnectionTracker } from './shutdown'

const ReadyAnswer = z.object({ status: z.enum(['ready', 'unavailable']), checks: z.record(z.string(), z.unknown()) })

/** Served before and without tenant resolution: a load balancer asks by IP, with no tenant host. */
export const HEALTH_PATH = `${API_PREFIX}/health`
export const READY_PATH = `${API_PREFIX}/ready`

/**
 * GET /api/health: the process is alive (200 as long as it answers). GET /api/ready: it can serve
 * requests: the database answers and every registered check passes (200), else 503 naming what
 * failed. While shutting down it is not ready. Every answer carries the request's id.
 */
export function registerOperability(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
  app.decorate('connections', new ConnectionTracker(app.server))
  app.readiness.add('database', async () => {
    await sql`select 1`.execute(app.db)
  })
  app.addHook('preClose', (done) => {
    app.readiness.draining = true
    done()
  })
  // A keep-alive connection whose request finishes during shutdown would hold the close until the
  // client drops it (72 s): answers sent while draining close their connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.draining) reply.header('connection', 'close')
    done(null, payload)
  })
  app.get(
    HEALTH_PATH,
    { schema: declared({ summary: 'The process answers (liveness).', tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } }) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' }
    },
  )
  app.get(
    READY_PATH,
    { schema: declared({ summary: 'The database, queue and shared limits answer (readiness).', tags: ['operations'], response: { 200: ReadyAnswer, 503: ReadyAnswer } }) },
    async (_request, reply) => {
      const report = await app.readiness.report()
      reply.header('cache-control', 'no-store').code(report.ready ? 200 : 503)
      return { status: report.ready ? 'ready' : 'unavailable', checks: report.checks }
    },
  )
}
