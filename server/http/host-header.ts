import { isIPv6 } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { badRequest } from '../errors'

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i

/**
 * A Host header as RFC 9110 and 3986 allow it: a DNS name (letters, digits and inner hyphens per
 * label) or an IPv4 address, or an IPv6 literal in brackets, then an optional port 1-65535.
 * Nothing else: `[::1]@attacker.example` used to resolve to the demo tenant by its bracketed prefix
 * and land in the password-reset link.
 */
export function isValidHost(value: string | undefined): boolean {
  if (!value || value.length > 262) return false
  const m = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value)
  if (!m) return false
  const [, host, port] = m
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false
  if (host.startsWith('[')) return isIPv6(host.slice(1, -1))
  const name = host.endsWith('.') ? host.slice(0, -1) : host
  return name.length <= 253 && name.split('.').every((label) => LABEL.test(label))
}

/** Every request, page or API, with a missing or malformed Host is a 400 in the spec's shape before anything reads it. */
export function registerHostGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isValidHost(request.headers.host)) return done(badRequest('bad_request', undefined, { fr: 'en-tête Host invalide', en: 'invalid Host header' }))
    done()
  })
}
