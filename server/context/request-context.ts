import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_PREFIX } from '@contracts/http'
import { notFound } from '../errors'
import { browserLanguage, pickLanguage, storedLanguage } from '../http/language'
import type { TenantContext } from '../tenants/tenant-cache'
import { HEALTH_PATH, READY_PATH } from '../ops/operability'

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`)
}

/** The path as the router reads it: `/%61pi/tenant` is `/api/tenant` (RFC 3986 percent-decoding). */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0]
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Whether a request is an API call: by the route it matched when it matched one, else by its decoded
 * path. The raw URL is not enough: `/%61pi/tenant` reaches the /api/tenant route (the router decodes
 * it) and, judged by its raw text, skipped the tenant context every API route relies on (a 500).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  return isApiUrl(route ?? decodedPath(request.url))
}

/**
 * Every /api request gets `request.tenant` from its Host header (unknown host: 404 not_found before
 * any route runs) and `request.lang` from Accept-Language among the tenant's languages.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('tenant', null as never)
  app.decorateRequest('lang', null as never)
  app.decorateRequest('authResult', null)
  // A callback hook, not an async one: with the tenants loaded (nearly always) it finishes without a
  // promise, and every API call passes here.
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?')[0]
    if (!isApiRequest(request) || path === HEALTH_PATH || path === READY_PATH) {
      request.lang = browserLanguage(request.headers['accept-language'])
      return done()
    }
    const known = app.tenants.freshHost(request.headers.host)
    if (known !== undefined) return done(enterTenant(request, known))
    // The error answer of a failed read speaks the browser's language too.
    request.lang = browserLanguage(request.headers['accept-language'])
    app.tenants.resolveHost(request.headers.host).then((tenant) => done(enterTenant(request, tenant)), done)
  })
}

/** Sets the request's tenant and language; an unknown host is a 404, in the browser's language. */
function enterTenant(request: FastifyRequest, tenant: TenantContext | null): Error | undefined {
  if (!tenant) {
    request.lang = browserLanguage(request.headers['accept-language'])
    return notFound()
  }
  request.tenant = tenant
  const languages = tenant.settings.features.multilanguage ? tenant.settings.languages : [tenant.settings.language]
  // The server's own pages (no XHR marker: links from e-mails, redirects) follow the stored choice;
  // API calls say their language in Accept-Language, the stored one (spec section 7).
  const stored = request.headers['x-requested-with'] ? null : storedLanguage(request.headers.cookie, languages)
  request.lang = stored ?? pickLanguage(request.headers['accept-language'], languages, tenant.settings.language)
  return undefined
}
