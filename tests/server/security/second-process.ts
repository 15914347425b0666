import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { ACCEPT_V04, XHR_HEADER } from '@contracts/http'
import { buildApp } from '../../../server/app'
import type { Adapters } from '../../../server/adapters'
import type { TestContext } from '../helpers'

/**
 * Another server process on the test's database: its own Fastify instance, caches and memory, as a
 * second machine behind a load balancer would have. Only the database is shared.
 */
export async function secondProcess(
  ctx: TestContext,
  adapters?: Partial<Adapters>,
): Promise<{
  app: FastifyInstance
  post: (path: string, body: unknown, options?: { token?: string; host?: string; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>
}> {
  const app = await buildApp({ db: ctx.handle, config: ctx.config, adapters, logger: false })
  await app.ready()
  return {
    app,
    post: (path, body, o = {}) => {
      const headers: Record<string, string> = { host: o.host ?? 'localhost', accept: ACCEPT_V04, [XHR_HEADER.name]: XHR_HEADER.value, 'accept-language': 'fr', ...o.headers }
      if (o.token) headers.authorization = `Bearer ${o.token}`
      return app.inject({ method: 'POST', url: path, headers, payload: body as InjectOptions['payload'] })
    },
  }
}
