import { defineRoutes } from '../http/route-module'
import { toTenantWire } from '../tenants/settings'
import { tenantFaviconSvg, tenantLogoSvg } from '../media/tenant-logo'
import { TenantResponseSchema } from '@contracts/tenant'
import { declared, fileAnswer } from '../http/declared-routes'

const SVG = 'image/svg+xml; charset=utf-8'

export default defineRoutes(async (app) => {
  // No token needed: the app reads the tenant before it has one (spec section 4, session).
  app.get(
    '/tenant',
    { schema: declared({ summary: "The tenant's public settings (branding, features, languages).", response: { 200: TenantResponseSchema } }) },
    async (request) => {
      const tenant = request.tenant
      return { tenant: toTenantWire(tenant, tenant.settings, { map: app.config.map }) }
    },
  )

  // Generated marks for tenants that configure no image of their own (no network, no files).
  app.get(
    '/tenant/logo.svg',
    { schema: declared({ summary: "The tenant's logo.", response: { 200: fileAnswer("The tenant's generated logo.", 'image/svg+xml') } }) },
    async (request, reply) => {
      const { human_name, settings } = request.tenant
      const { primary_color, primary_contrast_color, secondary_color } = settings.theme
      return reply
        .type(SVG)
        .header('cache-control', 'public, max-age=300')
        .send(tenantLogoSvg({ name: human_name, primary: primary_color, contrast: primary_contrast_color, secondary: secondary_color }))
    },
  )

  app.get(
    '/tenant/favicon.svg',
    { schema: declared({ summary: "The tenant's favicon.", response: { 200: fileAnswer("The tenant's generated icon.", 'image/svg+xml') } }) },
    async (request, reply) => {
      const { human_name, settings } = request.tenant
      return reply
        .type(SVG)
        .header('cache-control', 'public, max-age=300')
        .send(tenantFaviconSvg({ name: human_name, primary: settings.theme.primary_color, contrast: settings.theme.primary_contrast_color }))
    },
  )
})
