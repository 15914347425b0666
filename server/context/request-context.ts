import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '@contracts/http'
import { notFound } from '../http/errors'
import { pickLanguage } from '../http/language'

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`)
}

/**
 * Every /api request gets `request.tenant` from its Host header (unknown host: 404 not_found before
 * any route runs) and `request.lang` from Accept-Language among the tenant's languages.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('tenant', null as never)
  app.decorateRequest('lang', null as never)
  app.decorateRequest('authResult', null)
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language'], ['fr', 'en'], 'fr')
    if (!isApiUrl(request.url)) return
    const tenant = await app.tenants.resolveHost(request.headers.host)
    if (!tenant) throw notFound()
    request.tenant = tenant
    const languages = tenant.settings.features.multilanguage ? tenant.settings.languages : [tenant.settings.language]
    request.lang = pickLanguage(request.headers['accept-language'], languages, tenant.settings.language)
  })
}
