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

/** How many distinct valid hosts one server remembers: its tenants' names and addresses, with room to spare. */
const REMEMBERED_HOSTS = 256

/** Every request, page or API, with a missing or malformed Host is a 400 in the spec's shape before anything reads it. */
export function registerHostGuard(app: FastifyInstance): void {
  // A server answers a handful of host names: one found valid is not checked again (the regular
  // expressions per label ran on every request, a search included). Only valid ones are kept, and
  // no more once the set is full, so an unusual Host is always checked.
  const valid = new Set<string>()
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.headers.host
    if (host !== undefined && valid.has(host)) return done()
    if (!isValidHost(host)) return done(badRequest('bad_request', undefined, { fr: 'en-tête Host invalide', en: 'invalid Host header' }))
    if (valid.size < REMEMBERED_HOSTS) valid.add(host as string)
    done()
  })
}
