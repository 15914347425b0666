import { defineRoutes } from '../http/route-module'
import { ICON_SIZES, tenantIconPng, type IconSize } from '../media/tenant-icon'
import { MANIFEST_PATH, webManifest } from '../tenants/web-manifest'
import { z } from 'zod'
import { declared, fileAnswer } from '../http/declared-routes'

const IconParams = z.object({ size: z.enum(ICON_SIZES.map(String) as [string, ...string[]]) })

// Drawing a 512 px icon takes tens of milliseconds: each tenant's icons are drawn once per colours.
const ICON_CACHE_LIMIT = 64
const icons = new Map<string, Buffer>()

function iconOf(input: Parameters<typeof tenantIconPng>[0]): Buffer {
  const key = JSON.stringify(input)
  let png = icons.get(key)
  if (!png) {
    png = tenantIconPng(input)
    if (icons.size >= ICON_CACHE_LIMIT) icons.delete(icons.keys().next().value as string)
    icons.set(key, png)
  }
  return png
}

/** The installable app of a tenant: its web app manifest and the icons it names (no token needed). */
export default defineRoutes(async (app) => {
  app.get(
    MANIFEST_PATH,
    { schema: declared({ summary: "The tenant's web app manifest.", response: { 200: fileAnswer('The web app manifest.', 'application/manifest+json') } }) },
    async (request, reply) => {
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(JSON.stringify(webManifest(request.tenant)))
    },
  )

  for (const purpose of ['any', 'maskable'] as const) {
    const prefix = purpose === 'maskable' ? 'maskable-icon' : 'icon'
    app.get(
      `/tenant/${prefix}-:size.png`,
      { schema: declared({ summary: "The tenant's app icon at a size.", params: IconParams, response: { 200: fileAnswer("The tenant's app icon.", 'image/png') } }) },
      async (request, reply) => {
        const size = Number(request.params.size) as IconSize
        const { theme } = request.tenant.settings
        const png = iconOf({ primary: theme.primary_color, contrast: theme.primary_contrast_color, secondary: theme.secondary_color, size, purpose })
        // The manifest's icon URLs carry a version of the colours: a changed icon has a new URL.
        return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png)
      },
    )
  }
})
