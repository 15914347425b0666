import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_PREFIX } from '@contracts/http'
import type { Config } from '../config'
import { notFound } from '../errors'

/** Every route for developers lives under this path (today the outbox). */
export const DEV_PATH = `${API_PREFIX}/dev`

/** Headers a reverse proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'] as const

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: addresses only this machine can connect from. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

/**
 * Whether a developer route may answer this request: outside production, from a loopback socket
 * (the TCP peer, never X-Forwarded-For nor Host, which the client writes), and not relayed by a
 * proxy (a proxy on this machine connects from loopback on behalf of anyone: the outbox
 * read by a stranger gives away reset links and SMS codes).
 */
export function mayUseDevRoutes(request: FastifyRequest, config: Pick<Config, 'env'>): boolean {
  if (config.env === 'production') return false
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined)
}

function isDevRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  return route !== undefined && (route === DEV_PATH || route.startsWith(`${DEV_PATH}/`))
}

/** Every route under /api/dev, present or added later, answers 404 (spec shape) unless mayUseDevRoutes. */
export function registerDevOnlyGuard(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (isDevRoute(request) && !mayUseDevRoutes(request, config)) return done(notFound())
    done()
  })
}
